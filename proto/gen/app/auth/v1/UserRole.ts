// Original file: app/auth/v1/auth.proto

export const UserRole = {
  USER_ROLE_UNSPECIFIED: 'USER_ROLE_UNSPECIFIED',
  user: 'user',
  admin: 'admin',
} as const;

export type UserRole =
  | 'USER_ROLE_UNSPECIFIED'
  | 0
  | 'user'
  | 1
  | 'admin'
  | 2

export type UserRole__Output = typeof UserRole[keyof typeof UserRole]
