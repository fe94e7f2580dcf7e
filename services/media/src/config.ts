import { configFields } from '@app/platform/config';
import { serviceEnv } from '@app/platform/service-runtime';
import { z } from 'zod';

export const mediaConfigSchema = z.object({
  ...serviceEnv(50054),
  /** Key ring that wraps each attachment's own data key (`<id>:<base64 32 bytes>`, newest first). */
  ENCRYPTION_KEYS: configFields.keyRing(),
  /** Directory of the filesystem blob store (a volume in Kubernetes). */
  MEDIA_STORAGE_DIR: z.string().min(1).default('./.local/media'),
  MEDIA_MAX_IMAGES: configFields.positiveInt(2),
  MEDIA_MAX_VIDEOS: configFields.positiveInt(1),
  MEDIA_MAX_IMAGE_BYTES: configFields.positiveInt(10 * 1024 * 1024),
  MEDIA_MAX_VIDEO_BYTES: configFields.positiveInt(50 * 1024 * 1024),
});

export type MediaConfig = z.infer<typeof mediaConfigSchema>;
