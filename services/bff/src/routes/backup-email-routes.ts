import { backupEmail, confirmation } from '@app/proto/api/account';
import { AppError } from '@app/platform/errors';
import type { User__Output } from '@app/proto/gen/app/auth/v1/User.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { translate } from '../i18n/messages.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { enforceLimits, withAllowances } from '../plugins/rate-limits.ts';
import { requireUser } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

// Shapes only: auth says what is wrong with an address, in the caller's language.
const addressBody = z.object({ email: z.string().max(1_000).default('') });
const tokenBody = z.object({ token: z.string().max(1_000).default('') });

const viewOf = (user: User__Output | null) => {
  if (!user) throw new AppError('INTERNAL', 'auth returned no user');
  return checkedAnswer(backupEmail, {
    email: user.backupEmail || null,
    verified: user.isBackupEmailVerified,
  });
};

/**
 * The sender's backup address for proof of life (docs/account-api.md). Auth keeps it and its verification;
 * notification writes to it.
 */
export function registerBackupEmailRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);

  app.get('/api/account/backup-email', async (request, reply) =>
    viewOf(await requireUser(deps, request, reply)),
  );

  app.post('/api/account/backup-email', async (request, reply) => {
    const { email } = parseBody(addressBody, request);
    const user = await requireUser(deps, request, reply);
    // Each save sends a link: counted among the account's backup-address links, unless auth refuses the address.
    const saved = await withAllowances(
      deps,
      request,
      [{ limit: 'backup-email-user', subject: user.id, reason: 'SENT_TOO_OFTEN' }],
      () => deps.auth.SetBackupEmail({ userId: user.id, email }, call(request)),
    );
    return viewOf(saved.user);
  });

  app.delete('/api/account/backup-email', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    const saved = await deps.auth.RemoveBackupEmail({ userId: user.id }, call(request));
    return viewOf(saved.user);
  });

  // The e-mail's link opens a page (GET changes nothing); its button posts here. No session: the mailbox the
  // link reached is the proof, and it may be read on another device.
  app.post('/api/account/backup-email/verify', async (request) => {
    const { token } = parseBody(tokenBody, request);
    await enforceLimits(deps, request, [{ limit: 'token-ip', subject: request.ip }]);
    await deps.auth.VerifyBackupEmail({ token }, call(request));
    return checkedAnswer(confirmation, {
      success: true,
      message: translate('BACKUP_EMAIL_VERIFIED', request.language),
    });
  });
}
