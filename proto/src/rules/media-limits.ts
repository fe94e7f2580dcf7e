import { MediaType as MediaTypeEnum } from '../../gen/app/common/v1/MediaType.ts';
import { enumValues } from './proto-enum.ts';

const MB = 1024 * 1024;

/** What an attachment is. */
export const MEDIA_TYPES = enumValues(MediaTypeEnum);
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * What a message may carry (the spec's numbers): the media service's defaults, which it enforces, and the
 * wizard's, which says so before an upload starts. A deployment may change the media service's through its
 * MEDIA_MAX_* settings; the texts then still name these.
 */
export const MEDIA_LIMITS = {
  /**
   * `megapixels`: what one image may decode to, read from its header (packages/platform/src/image-header.ts):
   * a small file can declare billions of pixels, and every viewer and the keepsake's PDF would hold them all.
   */
  image: { count: 2, bytes: 10 * MB, megapixels: 40 },
  video: { count: 1, bytes: 50 * MB, seconds: 180 },
  /** Everything one sender keeps stored, all messages together. */
  bytesPerUser: 1024 * MB,
} as const;

/** Bytes as whole megabytes (mebibytes, as the limits are written), for the texts that name a limit. */
export const toMegabytes = (bytes: number) => Math.round(bytes / MB);
