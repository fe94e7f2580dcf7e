// Original file: app/message/v1/message.proto

export const MessageType = {
  MESSAGE_TYPE_UNSPECIFIED: 'MESSAGE_TYPE_UNSPECIFIED',
  love: 'love',
  farewell: 'farewell',
  secret: 'secret',
  instructions: 'instructions',
  blank: 'blank',
  testamento_voluntades: 'testamento_voluntades',
  specialMoments: 'specialMoments',
} as const;

export type MessageType =
  | 'MESSAGE_TYPE_UNSPECIFIED'
  | 0
  | 'love'
  | 1
  | 'farewell'
  | 2
  | 'secret'
  | 3
  | 'instructions'
  | 4
  | 'blank'
  | 5
  | 'testamento_voluntades'
  | 6
  | 'specialMoments'
  | 7

export type MessageType__Output = typeof MessageType[keyof typeof MessageType]
