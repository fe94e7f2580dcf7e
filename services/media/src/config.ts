import { configFields } from '@app/platform/config';
import { MEDIA_LIMITS } from '@app/proto/rules/media-limits';
import { serviceEnv } from '@app/service-runtime/service-runtime';
import { z } from 'zod';
import { manifest } from '../manifest.ts';

// An empty value is the same as none (a Secret may hold empty S3 keys where workload identity is used).
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

export const mediaConfigSchema = z
  .object({
    ...serviceEnv(manifest.grpcPort),
    /** Auth: a closed account's record is read from it before anything of the account is erased. */
    AUTH_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50051'),
    /** The message service: a deletion is confirmed with it before attachments are purged. */
    MESSAGE_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50052'),
    /** Access: a recipient's grant is checked with it before an attachment is served on it. */
    ACCESS_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50053'),
    /** Key ring that wraps each attachment's own data key (`<id>:<base64 32 bytes>`, newest first). */
    ENCRYPTION_KEYS: configFields.keyRing(),
    /** Where the encrypted blobs live: a directory (one replica, on a volume) or an S3-compatible bucket. */
    MEDIA_STORE: z.enum(['filesystem', 's3']).default('filesystem'),
    /** Directory of the filesystem blob store (a volume in Kubernetes). */
    MEDIA_STORAGE_DIR: z.string().min(1).default('./.local/media'),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service's URL (MinIO, Ceph, R2…); empty for AWS S3 itself. */
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_FORCE_PATH_STYLE: z.stringbool().default(true),
    /** Static keys; empty to use the SDK's default chain (workload identity, instance roles). */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_KEY_PREFIX: z.string().default(''),
    MEDIA_MAX_IMAGES: configFields.positiveInt(MEDIA_LIMITS.image.count),
    MEDIA_MAX_VIDEOS: configFields.positiveInt(MEDIA_LIMITS.video.count),
    MEDIA_MAX_IMAGE_BYTES: configFields.positiveInt(MEDIA_LIMITS.image.bytes),
    /** Largest picture an image may decode to, in millions of pixels, read from its header. */
    MEDIA_MAX_IMAGE_MEGAPIXELS: configFields.positiveInt(MEDIA_LIMITS.image.megapixels),
    MEDIA_MAX_VIDEO_BYTES: configFields.positiveInt(MEDIA_LIMITS.video.bytes),
    /** Longest video, read from the file itself. */
    MEDIA_MAX_VIDEO_SECONDS: configFields.positiveInt(MEDIA_LIMITS.video.seconds),
    /** Everything one sender keeps stored, all messages together: bounds what one account can make us hold. */
    MEDIA_MAX_BYTES_PER_USER: configFields.positiveInt(MEDIA_LIMITS.bytesPerUser),
    /**
     * How long the video parser may sit on bytes, or on the end, before the video counts as unreadable: a file
     * forged to hold the parser costs the uploader this much, never the service.
     */
    MEDIA_VIDEO_STALL_MS: configFields.positiveInt(5_000),
  })
  .superRefine((config, context) => {
    if (config.MEDIA_STORE === 's3' && !config.S3_BUCKET) {
      context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when MEDIA_STORE is s3' });
    }
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

export type MediaConfig = z.infer<typeof mediaConfigSchema>;
