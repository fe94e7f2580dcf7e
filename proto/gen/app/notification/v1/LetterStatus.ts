// Original file: app/notification/v1/notification.proto

export const LetterStatus = {
  LETTER_STATUS_UNSPECIFIED: 'LETTER_STATUS_UNSPECIFIED',
  queued: 'queued',
  printed: 'printed',
  posted: 'posted',
  returned: 'returned',
  cancelled: 'cancelled',
} as const;

export type LetterStatus =
  | 'LETTER_STATUS_UNSPECIFIED'
  | 0
  | 'queued'
  | 1
  | 'printed'
  | 2
  | 'posted'
  | 3
  | 'returned'
  | 4
  | 'cancelled'
  | 5

export type LetterStatus__Output = typeof LetterStatus[keyof typeof LetterStatus]
