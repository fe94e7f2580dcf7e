import { Readable } from 'node:stream';
import { AppError } from '@app/platform/errors';
import { callServerStream } from '@app/platform/grpc-client';
import { services } from '@app/proto/services';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';

// Serving an attachment once the right to see it is established: by the owner's routes (routes/media-routes.ts)
// and the recipient's (routes/access-routes.ts) alike.

const MediaService = services.media();

export const mediaNotFound = () =>
  new AppError('NOT_FOUND', 'bad or expired media url', { reason: 'MEDIA_NOT_FOUND' });

/** The id, expiry and signature of a signed attachment URL; a malformed one is simply not found. */
export function signedMediaRequest(request: FastifyRequest) {
  const params = z.object({ mediaId: z.string().max(64) }).safeParse(request.params);
  const query = z.object({ expires: z.string().max(20), sig: z.string().max(100) }).safeParse(request.query);
  if (!params.success || !query.success) throw mediaNotFound();
  return { mediaId: params.data.mediaId, ...query.data };
}

/**
 * What the media service is shown to read an attachment: its owner (the request then carries auth's assertion
 * for them) or a recipient's grant, which media checks with access. The bff's key alone reads nothing.
 */
export type MediaProof = { userId: string } | { grant: string };

const proofFields = (proof: MediaProof) => ({
  userId: 'userId' in proof ? proof.userId : '',
  grant: 'grant' in proof ? proof.grant : '',
});

/**
 * Streams an attachment the caller has been allowed to see, whole or one byte range (how browsers seek a
 * video), with its own content type and no sniffing (the security headers add `nosniff`).
 */
export async function streamMedia(
  deps: BffDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  mediaId: string,
  proof: MediaProof,
) {
  const item = await deps.media.GetMedia({ ...proofFields(proof), mediaId }, grpcOptions(request));
  const size = Number(item.size);
  const range = parseRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${size}`).send();
  }
  const [start, end] = range ?? [0, size - 1];
  const chunks = callServerStream(
    deps.media,
    MediaService.service.ReadMedia,
    { ...proofFields(proof), mediaId, start, end },
    grpcOptions(request),
  );
  reply
    .status(range ? 206 : 200)
    .header('Content-Type', item.contentType)
    .header('Content-Length', String(end - start + 1))
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, max-age=300')
    .header('Content-Disposition', 'inline');
  if (range) reply.header('Content-Range', `bytes ${start}-${end}/${size}`);
  return reply.send(
    Readable.from(
      (async function* () {
        for await (const chunk of chunks) yield chunk.data;
      })(),
    ),
  );
}

/** One `bytes=` range (what browsers send to seek a video); null for none, or when it cannot be served. */
export function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return [start, end];
}

/** A whole attachment's bytes (the keepsake prints the photos, at most 10 MB each). */
export async function readMediaBytes(
  deps: BffDeps,
  request: FastifyRequest,
  mediaId: string,
  proof: MediaProof,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = callServerStream(
    deps.media,
    MediaService.service.ReadMedia,
    { ...proofFields(proof), mediaId, start: 0, end: 0 }, // 0/0: the whole file
    grpcOptions(request),
  );
  for await (const chunk of stream) chunks.push(Buffer.from(chunk.data));
  return Buffer.concat(chunks);
}
