// Original file: app/common/v1/security_level.proto

export const SecurityLevel = {
  SECURITY_LEVEL_UNSPECIFIED: 'SECURITY_LEVEL_UNSPECIFIED',
  none: 'none',
  basic: 'basic',
  intermediate: 'intermediate',
  strict: 'strict',
} as const;

export type SecurityLevel =
  | 'SECURITY_LEVEL_UNSPECIFIED'
  | 0
  | 'none'
  | 1
  | 'basic'
  | 2
  | 'intermediate'
  | 3
  | 'strict'
  | 4

export type SecurityLevel__Output = typeof SecurityLevel[keyof typeof SecurityLevel]
