import { Readable } from 'node:stream';
import { AppError } from '@app/platform/errors';
import { callServerStream } from '@app/platform/grpc-client';
import { accountArchiveState, archiveRequest, type AccountArchive } from '@app/proto/api/account';
import type { AccountArchive__Output } from '@app/proto/gen/app/media/v1/AccountArchive.ts';
import { given } from '@app/proto/rules/proto-enum';
import { services } from '@app/proto/services';
import type { User__Output } from '@app/proto/gen/app/auth/v1/User.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildArchiveInBackground } from '../account-export/build-archive-in-background.ts';
import {
  estimatedArchiveBytes,
  gatherAccountArchive,
  writeAccountArchive,
} from '../account-export/write-account-archive.ts';
import { createZipWriter } from '../account-export/zip-writer.ts';
import type { BffDeps } from '../deps.ts';
import { enforceLimits } from '../plugins/rate-limits.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { ownerOf, requireUser } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';

const MediaService = services.media();

const statuses = {
  ACCOUNT_ARCHIVE_STATUS_BUILDING: 'building',
  ACCOUNT_ARCHIVE_STATUS_READY: 'ready',
  ACCOUNT_ARCHIVE_STATUS_FAILED: 'failed',
} as const;

function archiveView(archive: AccountArchive__Output): AccountArchive {
  const status = statuses[archive.status as keyof typeof statuses];
  if (!status) throw new AppError('INTERNAL', `an archive with no status: ${archive.status}`);
  return {
    status,
    requestedAt: archive.requestedAt,
    readyAt: archive.readyAt || null,
    expiresAt: archive.expiresAt || null,
    size: Number(archive.size),
  };
}

const archiveName = (now: Date) => `legado-${now.toISOString().slice(0, 10)}.zip`;

function sendZip(reply: FastifyReply, now: Date, body: Readable) {
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Disposition', `attachment; filename="${archiveName(now)}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

/**
 * The sender's archive of everything that is theirs (docs/account-api.md, "Your archive"). A small one is streamed
 * as a ZIP while it is written, and no copy is kept; a large one is built in the background, kept by the media
 * service for 24 hours and announced by e-mail. Every way in needs the session, never a link.
 */
export function registerAccountExportRoutes(app: FastifyInstance, deps: BffDeps): void {
  const { ARCHIVE_DIRECT_LIMIT_BYTES: directLimit } = deps.config;
  const writeOptions = (request: FastifyRequest, user: User__Output, now: Date) => ({
    // A download from a link carries the browser's languages, not the page's: the account's own comes first.
    language: given(user.language) ?? request.language,
    now,
    ...(user.timeZone ? { timeZone: user.timeZone } : {}),
  });

  app.get('/api/account/export', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    await enforceLimits(deps, request, [{ limit: 'export-user', subject: user.id }]);
    const archive = await gatherAccountArchive(deps, request, user, ownerOf(user));
    if (estimatedArchiveBytes(archive) > directLimit)
      throw new AppError('FAILED_PRECONDITION', 'archive too large to stream', {
        reason: 'ARCHIVE_TOO_LARGE',
      });
    const now = new Date();
    const zip = createZipWriter();
    writeAccountArchive(deps, archive, zip, {
      ...writeOptions(request, user, now),
      media: { userId: user.id, call: grpcOptions(request) },
    }).catch((error: unknown) => {
      request.log.error({ err: error }, 'the archive stopped half-way');
      zip.abort(error instanceof Error ? error : new Error('archive failed'));
    });
    return sendZip(reply, now, zip.stream);
  });

  app.post('/api/account/archive', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    await enforceLimits(deps, request, [{ limit: 'export-user', subject: user.id }]);
    const archive = await gatherAccountArchive(deps, request, user, ownerOf(user));
    if (estimatedArchiveBytes(archive) <= directLimit)
      return checkedAnswer(archiveRequest, { mode: 'direct' });
    const started = await deps.media.StartAccountArchive({ userId: user.id }, grpcOptions(request));
    if (!started.archive) throw new AppError('INTERNAL', 'the media service started no archive');
    if (started.started) {
      buildArchiveInBackground(
        deps,
        request,
        archive,
        started.archive.id,
        writeOptions(request, user, new Date()),
      )
        .then(() => request.log.info({ archiveId: started.archive?.id }, 'account archive stored'))
        .catch((error: unknown) => request.log.error({ err: error }, 'the account archive was not built'));
    }
    return reply
      .status(202)
      .send(checkedAnswer(archiveRequest, { mode: 'background', archive: archiveView(started.archive) }));
  });

  app.get('/api/account/archive', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    const { archive } = await deps.media.GetAccountArchive({ userId: user.id }, grpcOptions(request));
    return checkedAnswer(accountArchiveState, { archive: archive ? archiveView(archive) : null });
  });

  app.get('/api/account/archive/download', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    const { archive } = await deps.media.GetAccountArchive({ userId: user.id }, grpcOptions(request));
    if (archive?.status !== 'ACCOUNT_ARCHIVE_STATUS_READY')
      throw new AppError('NOT_FOUND', 'no archive ready', { reason: 'ARCHIVE_NOT_FOUND' });
    const chunks = callServerStream(
      deps.media,
      MediaService.service.ReadAccountArchive,
      { userId: user.id, archiveId: archive.id },
      grpcOptions(request),
    );
    // The first piece is awaited before the answer starts: an archive gone meanwhile is a clear 404.
    const first = await chunks.next();
    async function* bytes() {
      if (!first.done) yield Buffer.from(first.value.data);
      for await (const chunk of chunks) yield Buffer.from(chunk.data);
    }
    return sendZip(reply, new Date(archive.readyAt || Date.now()), Readable.from(bytes()));
  });
}
