import { given } from '@app/proto/rules/proto-enum';
import type { FastifyInstance } from 'fastify';
import { gatherAccountArchive, writeAccountArchive } from '../account-export/write-account-archive.ts';
import { createZipWriter } from '../account-export/zip-writer.ts';
import type { BffDeps } from '../deps.ts';
import { enforceLimits } from '../plugins/rate-limits.ts';
import { ownerOf, requireUser } from '../plugins/session.ts';

/**
 * The sender's archive of everything that is theirs (docs/account-api.md, "Your archive"), streamed as a ZIP
 * while it is written: no copy of it is kept anywhere, and it needs the session, never a link.
 */
export function registerAccountExportRoutes(app: FastifyInstance, deps: BffDeps): void {
  app.get('/api/account/export', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    await enforceLimits(deps, request, [{ limit: 'export-user', subject: user.id }]);
    const archive = await gatherAccountArchive(deps, request, user, ownerOf(user));
    const now = new Date();
    const zip = createZipWriter();
    writeAccountArchive(deps, request, archive, zip, {
      // A download from a link carries the browser's languages, not the page's: the account's own comes first.
      language: given(user.language) ?? request.language,
      now,
      timeZone: user.timeZone,
    }).catch((error: unknown) => {
      request.log.error({ err: error }, 'the archive stopped half-way');
      zip.abort(error instanceof Error ? error : new Error('archive failed'));
    });
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="legado-${now.toISOString().slice(0, 10)}.zip"`)
      .header('Cache-Control', 'no-store')
      .send(zip.stream);
  });
}
