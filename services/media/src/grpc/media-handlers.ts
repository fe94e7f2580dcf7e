import type { Logger } from '@app/platform/logger';
import { clientStreamHandler, serverStreamHandler, type AsyncHandlers } from '@app/platform/grpc-server';
import type { MediaServiceDefinition } from '@app/proto/gen/app/media/v1/MediaService.ts';
import type { ReadMediaRequest__Output } from '@app/proto/gen/app/media/v1/ReadMediaRequest.ts';
import type { ReadMediaChunk } from '@app/proto/gen/app/media/v1/ReadMediaChunk.ts';
import type { UploadMediaRequest__Output } from '@app/proto/gen/app/media/v1/UploadMediaRequest.ts';
import type { MediaItem } from '@app/proto/gen/app/media/v1/MediaItem.ts';
import type { MediaDeps } from '../domain/deps.ts';
import { deleteMedia, listMedia, openMedia } from '../domain/read-media.ts';
import { uploadMedia } from '../domain/upload-media.ts';

export const streamingMethods = ['UploadMedia', 'ReadMedia'] as const;

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
  };
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
