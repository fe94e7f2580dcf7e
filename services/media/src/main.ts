import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServiceConfigOrExit, startService } from '@app/platform/service-runtime';
import { services } from '@app/proto/services';
import { mediaConfigSchema } from './config.ts';
import { connectMediaDb } from './db/client.ts';
import { consumeMessageDeleted } from './events/on-message-deleted.ts';
import { mediaHandlers, streamingMethods } from './grpc/media-handlers.ts';
import { filesystemBlobStore } from './storage/filesystem-blob-store.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const config = loadServiceConfigOrExit('media', mediaConfigSchema);

await startService({
  name: 'media',
  config,
  prismaDir,
  connectDatabase: () => connectMediaDb(config.DATABASE_URL),
  async setup({ server, nc, logger }, db) {
    const deps = {
      db,
      store: filesystemBlobStore(path.resolve(config.MEDIA_STORAGE_DIR)),
      keyRing: config.ENCRYPTION_KEYS,
      limits: {
        maxImages: config.MEDIA_MAX_IMAGES,
        maxVideos: config.MEDIA_MAX_VIDEOS,
        maxImageBytes: config.MEDIA_MAX_IMAGE_BYTES,
        maxVideoBytes: config.MEDIA_MAX_VIDEO_BYTES,
      },
    };
    server.addStreamingService(services.media().service, streamingMethods, mediaHandlers(deps, logger));
    return { consumers: [await consumeMessageDeleted(deps, nc, config.EVENTS_PREFIX, logger)] };
  },
});
