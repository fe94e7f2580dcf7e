import { callClientStream } from '@app/platform/grpc-client';
import type { Language } from '@app/platform/i18n/catalogue';
import { services } from '@app/proto/services';
import type { FastifyRequest } from 'fastify';
import type { BffDeps } from '../deps.ts';
import { writeAccountArchive, type AccountArchive } from './write-account-archive.ts';
import { createZipWriter } from './zip-writer.ts';

const MediaService = services.media();

/** However large the archive, its bytes must have reached the media service by then. */
const STORE_DEADLINE_MS = 3_600_000;

/**
 * A large account's archive, built after the answer has gone: written exactly as the streamed download is, into
 * the media service (StoreAccountArchive), which keeps it encrypted for 24 hours and, once it is whole, has the
 * sender told by e-mail. Resolves when it is stored; rejects if anything broke, and then the media service has
 * marked it failed (if this process stops instead, it counts as failed after an hour). Either way the account
 * page offers to ask again.
 */
export async function buildArchiveInBackground(
  deps: BffDeps,
  request: FastifyRequest,
  archive: AccountArchive,
  archiveId: string,
  options: { language: Language; now: Date; timeZone?: string },
): Promise<void> {
  // Not the request's user assertion: it lasts a minute, a build can take longer (see MediaAccess).
  const call = {
    requestId: request.id,
    ...(request.traceContext ? { traceContext: request.traceContext } : {}),
  };
  const zip = createZipWriter();
  const written = writeAccountArchive(deps, archive, zip, {
    ...options,
    media: { archiveId, call },
  }).catch((error: unknown) => {
    zip.abort(error instanceof Error ? error : new Error('archive failed'));
    throw error;
  });
  const stored = callClientStream(
    deps.media,
    MediaService.service.StoreAccountArchive,
    (async function* () {
      yield { header: { userId: archive.user.id, archiveId } };
      for await (const chunk of zip.stream) yield { chunk: chunk as Buffer };
    })(),
    // The header names the owner: this call, which starts at once, carries the request's assertion.
    {
      ...call,
      ...(request.userAssertion ? { userAssertion: request.userAssertion } : {}),
      deadlineMs: STORE_DEADLINE_MS,
    },
  );
  await Promise.all([written, stored]);
}
