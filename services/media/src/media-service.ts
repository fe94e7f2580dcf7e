import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGrpcClient } from '@app/platform/grpc-client';
import { createServiceIdentity } from '@app/platform/service-identity';
import type { ServiceComposition } from '@app/service-runtime/service-runtime';
import { services } from '@app/proto/services';
import type { MediaConfig } from './config.ts';
import { connectMediaDb, type MediaDb } from './db/client.ts';
import { startPollLoop } from '@app/platform/poll-loop';
import { ARCHIVE_SWEEP_BATCH, sweepAccountArchives } from './domain/sweep-account-archives.ts';
import { consumeAccountDeleted } from './events/on-account-deleted.ts';
import { consumeMessageDeleted } from './events/on-message-deleted.ts';
import { mediaHandlers, streamingMethods } from './grpc/media-handlers.ts';
import { filesystemBlobStore } from './storage/filesystem-blob-store.ts';
import { openS3BlobStore, type S3BlobStore } from './storage/s3-blob-store.ts';

// With the composition, the one other thing the service gives out: how its config is read (tests build theirs).
export { mediaConfigSchema } from './config.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');

/** The media service wired from its config: what its main.ts runs and what other services' tests start. */
export function mediaService(config: MediaConfig): ServiceComposition<MediaConfig, MediaDb> {
  // Signs every call this service makes; its peers check it against their call policy.
  const identity = createServiceIdentity('media', config.SERVICE_SIGNING_KEY);
  const auth = createGrpcClient(services.auth(), config.AUTH_GRPC_ADDR, { identity });
  const message = createGrpcClient(services.message(), config.MESSAGE_GRPC_ADDR, { identity });
  const access = createGrpcClient(services.access(), config.ACCESS_GRPC_ADDR, { identity });
  const inBucket = config.MEDIA_STORE === 's3';
  // Opened once, when first needed (readiness or start-up), so the S3 SDK is loaded only for a bucket.
  let s3: Promise<S3BlobStore> | undefined;
  let stopSweeper: (() => Promise<void>) | undefined;
  const bucket = () =>
    (s3 ??= openS3BlobStore({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      keyPrefix: config.S3_KEY_PREFIX,
    }));
  return {
    name: 'media',
    config,
    prismaDir,
    producer: 'media',
    claimsEvents: true,
    connectDatabase: () => connectMediaDb(config.DATABASE_URL),
    readinessChecks: inBucket ? [{ name: 'object store', check: async () => (await bucket()).ready() }] : [],
    async setup({ server, events, logger, eventAdmin }, db) {
      const deps = {
        db,
        store: inBucket ? await bucket() : filesystemBlobStore(path.resolve(config.MEDIA_STORAGE_DIR)),
        keyRing: config.ENCRYPTION_KEYS,
        limits: {
          maxImages: config.MEDIA_MAX_IMAGES,
          maxVideos: config.MEDIA_MAX_VIDEOS,
          maxImageBytes: config.MEDIA_MAX_IMAGE_BYTES,
          maxImagePixels: config.MEDIA_MAX_IMAGE_MEGAPIXELS * 1_000_000,
          maxVideoBytes: config.MEDIA_MAX_VIDEO_BYTES,
          maxVideoSeconds: config.MEDIA_MAX_VIDEO_SECONDS,
          maxBytesPerUser: config.MEDIA_MAX_BYTES_PER_USER,
        },
        videoStallMs: config.MEDIA_VIDEO_STALL_MS,
        message,
        access,
      };
      server.addStreamingService(
        services.media().service,
        streamingMethods,
        mediaHandlers({ ...deps, eventAdmin }, logger),
      );
      // Archives last 24 hours: an hourly sweep removes them within the hour after (replicas racing remove
      // nothing twice).
      const sweeper = startPollLoop({
        intervalMs: 3_600_000,
        step: async () => (await sweepAccountArchives(deps)) === ARCHIVE_SWEEP_BATCH,
        onError: (error) => logger.warn({ err: error }, 'expired account archives not swept'),
      });
      stopSweeper = sweeper.stop;
      return {
        consumers: await Promise.all([
          consumeMessageDeleted(deps, message, events),
          consumeAccountDeleted(deps, auth, events),
        ]),
      };
    },
    async onStop() {
      await stopSweeper?.();
      if (s3) (await s3).close();
      message.close();
      access.close();
    },
  };
}
