// Original file: app/access/v1/access.proto

export const Reaction = {
  REACTION_UNSPECIFIED: 'REACTION_UNSPECIFIED',
  love: 'love',
  like: 'like',
  laugh: 'laugh',
  celebrate: 'celebrate',
  smile: 'smile',
  sad: 'sad',
  star: 'star',
} as const;

export type Reaction =
  | 'REACTION_UNSPECIFIED'
  | 0
  | 'love'
  | 1
  | 'like'
  | 2
  | 'laugh'
  | 3
  | 'celebrate'
  | 4
  | 'smile'
  | 5
  | 'sad'
  | 6
  | 'star'
  | 7

export type Reaction__Output = typeof Reaction[keyof typeof Reaction]
