// Original file: app/common/v1/media_type.proto

export const MediaType = {
  MEDIA_TYPE_UNSPECIFIED: 'MEDIA_TYPE_UNSPECIFIED',
  image: 'image',
  video: 'video',
} as const;

export type MediaType =
  | 'MEDIA_TYPE_UNSPECIFIED'
  | 0
  | 'image'
  | 1
  | 'video'
  | 2

export type MediaType__Output = typeof MediaType[keyof typeof MediaType]
