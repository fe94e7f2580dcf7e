// Original file: app/message/v1/message.proto

export const MessageStatus = {
  MESSAGE_STATUS_UNSPECIFIED: 'MESSAGE_STATUS_UNSPECIFIED',
  pending: 'pending',
  delivered: 'delivered',
  read: 'read',
} as const;

export type MessageStatus =
  | 'MESSAGE_STATUS_UNSPECIFIED'
  | 0
  | 'pending'
  | 1
  | 'delivered'
  | 2
  | 'read'
  | 3

export type MessageStatus__Output = typeof MessageStatus[keyof typeof MessageStatus]
