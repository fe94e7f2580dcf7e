import { AppError } from '@app/platform/errors';
import type { Prisma } from '../db/generated/client.ts';
import { consumeEmailToken, findEmailTokenByHash } from '../db/email-token-repository.ts';
import type { AuthDeps } from './deps.ts';
import { hashToken } from '@app/platform/secret-token';

type Purpose = 'verify_email' | 'reset_password' | 'verify_backup_email';

/**
 * Spends a one-time e-mail token inside a transaction and runs `apply` with it; everything commits together,
 * so a token is used exactly once even when two requests race. Bad, used and expired tokens are refused.
 */
export async function redeemEmailToken<T>(
  deps: AuthDeps,
  token: string,
  purpose: Purpose,
  apply: (tx: Prisma.TransactionClient, owner: { userId: string; email: string }) => Promise<T>,
): Promise<T> {
  const invalid = (reason: string) =>
    new AppError('INVALID_ARGUMENT', `token refused: ${reason}`, { reason });
  if (!token || token.length > 200) throw invalid('TOKEN_INVALID');
  const row = await findEmailTokenByHash(deps.db, hashToken(token));
  if (!row || row.purpose !== purpose) throw invalid('TOKEN_INVALID');
  if (row.usedAt) throw invalid('TOKEN_USED');
  if (row.expiresAt <= deps.now()) throw invalid('TOKEN_EXPIRED');
  return deps.db.$transaction(async (tx) => {
    if (!(await consumeEmailToken(tx, row.id, deps.now()))) throw invalid('TOKEN_USED');
    return apply(tx, { userId: row.userId, email: row.email });
  });
}
