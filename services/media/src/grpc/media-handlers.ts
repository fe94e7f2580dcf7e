import { deadLetterList, type EventAdminDeps } from '@app/platform/event-admin';
import { listDeadLetters } from '../domain/list-dead-letters.ts';
import { retryDeadLetter } from '../domain/retry-dead-letter.ts';
import { redriveOutbox } from '../domain/redrive-outbox.ts';
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
import { deleteMedia } from '../domain/delete-media.ts';
import { getAccountArchive, type ArchiveState } from '../domain/get-account-archive.ts';
import { getMedia } from '../domain/get-media.ts';
import { listMedia } from '../domain/list-media.ts';
import { openAccountArchive } from '../domain/read-account-archive.ts';
import { readMedia } from '../domain/read-media.ts';
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
  deps: MediaDeps & EventAdminDeps,
  logger: Logger,
): AsyncHandlers<MediaServiceDefinition, (typeof streamingMethods)[number]> {
  return {
    UploadMedia: clientStreamHandler<UploadMediaRequest__Output, MediaItem>(
      logger,
      'UploadMedia',
      (requests) => uploadMedia(deps, requests),
    ),
    ReadMedia: serverStreamHandler<ReadMediaRequest__Output, ReadMediaChunk>(
      logger,
      'ReadMedia',
      async function* (request) {
        const pieces = readMedia(deps, request, request.mediaId, Number(request.start), Number(request.end));
        for await (const data of pieces) yield { data };
      },
    ),
    async ListMedia(request) {
      return { items: await listMedia(deps, request.userId, request.messageId) };
    },
    async GetMedia(request) {
      return getMedia(deps, request, request.mediaId);
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
      async function* (request) {
        for await (const data of await openAccountArchive(deps, request.userId, request.archiveId))
          yield { data };
      },
    ),
    async ListDeadLetters(request) {
      return deadLetterList(await listDeadLetters(deps, request.limit));
    },
    async RetryDeadLetter(request) {
      return { retriedAt: (await retryDeadLetter(deps, request.id)).toISOString() };
    },
    async RedriveOutbox(request) {
      return { events: await redriveOutbox(deps, request.since) };
    },
  };
}
