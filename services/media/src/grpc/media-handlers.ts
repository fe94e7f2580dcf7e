import type { Logger } from '@app/platform/logger';
import { clientStreamHandler, serverStreamHandler, type AsyncHandlers } from '@app/platform/grpc-server';
import type { MediaServiceDefinition } from '@app/proto/gen/app/media/v1/MediaService.ts';
import type { ReadMediaRequest__Output } from '@app/proto/gen/app/media/v1/ReadMediaRequest.ts';
import type { ReadMediaChunk } from '@app/proto/gen/app/media/v1/ReadMediaChunk.ts';
import type { UploadMediaRequest__Output } from '@app/proto/gen/app/media/v1/UploadMediaRequest.ts';
import type { MediaItem } from '@app/proto/gen/app/media/v1/MediaItem.ts';
import type { MediaDeps } from '../domain/deps.ts';
import type { AccountArchive } from '@app/proto/gen/app/media/v1/AccountArchive.ts';
import type { StoreAccountArchiveRequest__Output } from '@app/proto/gen/app/media/v1/StoreAccountArchiveRequest.ts';
import type { ReadAccountArchiveRequest__Output } from '@app/proto/gen/app/media/v1/ReadAccountArchiveRequest.ts';
import { getAccountArchive, openAccountArchive, type ArchiveState } from '../domain/read-account-archive.ts';
import { deleteMedia, listMedia, openMedia } from '../domain/read-media.ts';
import { startAccountArchive } from '../domain/start-account-archive.ts';
import { storeAccountArchive } from '../domain/store-account-archive.ts';
import { uploadMedia } from '../domain/upload-media.ts';

export const streamingMethods = [
  'UploadMedia',
  'ReadMedia',
  'StoreAccountArchive',
  'ReadAccountArchive',
] as const;

const archiveStatus = {
  building: 'ACCOUNT_ARCHIVE_STATUS_BUILDING',
  ready: 'ACCOUNT_ARCHIVE_STATUS_READY',
  failed: 'ACCOUNT_ARCHIVE_STATUS_FAILED',
} as const;

function toArchive(row: ArchiveState): AccountArchive {
  return {
    id: row.id,
    status: archiveStatus[row.status],
    size: Number(row.size),
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? '',
    expiresAt: row.expiresAt?.toISOString() ?? '',
  };
}

/** Thin mapping between the MediaService contract and the use cases; uploads and reads stream. */
export function mediaHandlers(
  deps: MediaDeps,
  logger: Logger,
): AsyncHandlers<MediaServiceDefinition, (typeof streamingMethods)[number]> {
  return {
    UploadMedia: clientStreamHandler<UploadMediaRequest__Output, MediaItem>(
      logger,
      'UploadMedia',
      (requests) => uploadMedia(deps, requests),
    ),
    ReadMedia: serverStreamHandler<ReadMediaRequest__Output, ReadMediaChunk>(logger, 'ReadMedia', (request) =>
      readChunks(deps, request),
    ),
    async ListMedia(request) {
      return { items: await listMedia(deps, request.userId, request.messageId) };
    },
    async GetMedia(request) {
      return (await openMedia(deps, request.userId, request.mediaId)).item;
    },
    async DeleteMedia(request) {
      await deleteMedia(deps, request.userId, request.messageId, request.mediaId);
      return {};
    },
    async StartAccountArchive(request) {
      const { archive, started } = await startAccountArchive(deps, request.userId);
      return { archive: toArchive({ ...archive, status: 'building' }), started };
    },
    StoreAccountArchive: clientStreamHandler<StoreAccountArchiveRequest__Output, AccountArchive>(
      logger,
      'StoreAccountArchive',
      async (requests) => toArchive({ ...(await storeAccountArchive(deps, requests)), status: 'ready' }),
    ),
    async GetAccountArchive(request) {
      const archive = await getAccountArchive(deps, request.userId);
      return { archive: archive ? toArchive(archive) : null };
    },
    ReadAccountArchive: serverStreamHandler<ReadAccountArchiveRequest__Output, ReadMediaChunk>(
      logger,
      'ReadAccountArchive',
      (request) => archiveChunks(deps, request),
    ),
  };
}

async function* archiveChunks(
  deps: MediaDeps,
  request: ReadAccountArchiveRequest__Output,
): AsyncGenerator<ReadMediaChunk> {
  for await (const data of await openAccountArchive(deps, request.userId, request.archiveId)) yield { data };
}

async function* readChunks(
  deps: MediaDeps,
  request: ReadMediaRequest__Output,
): AsyncGenerator<ReadMediaChunk> {
  const media = await openMedia(deps, request.userId, request.mediaId);
  const start = Number(request.start);
  const end = Number(request.end) || media.item.size - 1;
  for await (const data of media.read(start, end)) yield { data };
}
