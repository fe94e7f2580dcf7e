import { MEDIA_TYPES, type MediaType } from '@app/proto/rules/media-limits';
import { closedValue, required } from '@app/proto/rules/proto-enum';
import { mediaRemoved, ownMedia, ownMediaList } from '@app/proto/api/media';
import { decodeSecret } from '@app/platform/config';
import { AppError } from '@app/platform/errors';
import { callClientStream } from '@app/platform/grpc-client';
import type { MediaItem__Output } from '@app/proto/gen/app/media/v1/MediaItem.ts';
import { services } from '@app/proto/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireOwner, requireUser, sessionToken } from '../plugins/session.ts';
import { mediaNotFound, signedMediaRequest, streamMedia } from '../media/serve-media.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';
import { ownerMediaScope, signMediaUrl, verifyMediaUrl } from './signed-media-url.ts';

const MediaService = services.media();
const idParams = z.object({ id: z.string().max(64) });
const mediaParams = z.object({ id: z.string().max(64), mediaId: z.string().max(64) });
// The spec's call: an image as a data URL in JSON (the wizard streams files instead).
const dataUrlBody = z.object({
  mediaType: z.enum(MEDIA_TYPES),
  mediaUrl: z.string().regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]+$/),
});
const uploadTypes = /^(image|video)\/[\w.+-]+$/;
const pieceSize = 64 * 1024;

type Owner = { userId: string };

/** The signed-in owner of an open message (the message service decides; NOT_FOUND for anyone else). */
async function openMessageOf(
  deps: BffDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Owner & { messageId: string }> {
  const owner = await requireOwner(deps, request, reply);
  const parsed = idParams.safeParse(request.params);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'bad id', { reason: 'MESSAGE_NOT_FOUND' });
  const found = await deps.message.GetMessage({ owner, messageId: parsed.data.id }, grpcOptions(request));
  if (found.summary?.isSealed)
    throw new AppError('FAILED_PRECONDITION', 'sealed', { reason: 'MESSAGE_SEALED' });
  return { userId: owner.userId, messageId: parsed.data.id };
}

/** Attachments: upload (streamed, or the spec's data URL), list, remove, and the signed download with ranges. */
export async function registerMediaRoutes(app: FastifyInstance, deps: BffDeps): Promise<void> {
  const secret = decodeSecret(deps.config.MEDIA_URL_SECRET);
  // The owner's links work only with the session that listed them (a forwarded link opens nothing).
  const ownerScope = (request: FastifyRequest) => ownerMediaScope(sessionToken(deps, request) ?? '');
  const view = (request: FastifyRequest) => (item: MediaItem__Output) => ({
    id: item.id,
    mediaType: required(item.mediaType, 'media type'),
    contentType: item.contentType,
    size: Number(item.size),
    createdAt: item.createdAt,
    mediaUrl: signMediaUrl(
      secret,
      item.id,
      new Date(),
      deps.config.MEDIA_URL_TTL_SECONDS,
      ownerScope(request),
    ),
  });
  const upload = (
    owner: Owner & { messageId: string },
    mediaType: MediaType | undefined,
    bytes: AsyncIterable<Buffer>,
    request: FastifyRequest,
  ) =>
    callClientStream(
      deps.media,
      MediaService.service.UploadMedia,
      (async function* () {
        yield { header: { userId: owner.userId, messageId: owner.messageId, mediaType } };
        for await (const chunk of bytes) yield { chunk };
      })(),
      grpcOptions(request, deps.config.MEDIA_UPLOAD_DEADLINE_MS),
    );

  await app.register(async (scoped) => {
    // Raw file bodies reach the route as a stream, never buffered whole; the media service enforces sizes.
    scoped.addContentTypeParser(uploadTypes, (_request, payload, done) => done(null, payload));
    scoped.post('/api/messages/:id/media/stream', async (request, reply) => {
      const owner = await openMessageOf(deps, request, reply);
      // Anything but image/* or video/* goes as none given, which the media service refuses.
      const mediaType =
        closedValue(MEDIA_TYPES, String(request.headers['content-type']).split('/')[0]!) ?? undefined;
      const item = await upload(owner, mediaType, request.body as AsyncIterable<Buffer>, request);
      return reply.status(201).send(checkedAnswer(ownMedia, view(request)(item)));
    });
  });

  app.post('/api/messages/:id/media', { bodyLimit: 15 * 1024 * 1024 }, async (request, reply) => {
    const { mediaType, mediaUrl } = parseBody(dataUrlBody, request);
    const owner = await openMessageOf(deps, request, reply);
    const bytes = Buffer.from(mediaUrl.slice(mediaUrl.indexOf(',') + 1), 'base64');
    const pieces = (async function* () {
      for (let at = 0; at < bytes.length; at += pieceSize) yield bytes.subarray(at, at + pieceSize);
    })();
    const item = await upload(owner, mediaType, pieces, request);
    return reply.status(201).send(checkedAnswer(ownMedia, view(request)(item)));
  });

  app.get('/api/messages/:id/media', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    const { id } = idParams.parse(request.params);
    const { items } = await deps.media.ListMedia({ userId: user.id, messageId: id }, grpcOptions(request));
    return checkedAnswer(ownMediaList, items.map(view(request)));
  });

  app.delete('/api/messages/:id/media/:mediaId', async (request, reply) => {
    const owner = await openMessageOf(deps, request, reply);
    const parsed = mediaParams.safeParse(request.params);
    if (!parsed.success) throw new AppError('NOT_FOUND', 'bad id', { reason: 'MEDIA_NOT_FOUND' });
    await deps.media.DeleteMedia(
      { userId: owner.userId, messageId: owner.messageId, mediaId: parsed.data.mediaId },
      grpcOptions(request),
    );
    return checkedAnswer(mediaRemoved, { success: true });
  });

  app.get('/api/media/:mediaId', async (request, reply) => {
    const { mediaId, expires, sig } = signedMediaRequest(request);
    if (!verifyMediaUrl(secret, mediaId, expires, sig, new Date(), ownerScope(request)))
      throw mediaNotFound();
    // The link proves the session listed it; media is shown the session's owner (auth's assertion) too.
    const user = await requireUser(deps, request, reply);
    return streamMedia(deps, request, reply, mediaId, { userId: user.id });
  });
}
