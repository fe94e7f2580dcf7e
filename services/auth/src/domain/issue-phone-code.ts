import { decodeSecret } from '@app/platform/config';
import { AppError } from '@app/platform/errors';
import { PHONE_CODE_RULES } from '@app/proto/rules/phone';
import { findPhoneCodeById } from '../db/phone-code-repository.ts';
import type { AuthDeps } from './deps.ts';
import { derivePhoneCode } from './secrets.ts';

/**
 * The code of a phone verification at the moment its SMS is sent, derived from the request id (a redelivered
 * event sends the same code; nothing secret is stored). A spent or expired request, or one for a number the
 * sender has since replaced, is refused: there is nothing left worth sending.
 */
export async function issuePhoneCode(
  deps: AuthDeps,
  requestId: string,
): Promise<{ code: string; phone: string; language: string }> {
  const row = await findPhoneCodeById(deps.db, requestId);
  if (!row) throw new AppError('NOT_FOUND', 'no such code request', { reason: 'PHONE_CODE_NOT_FOUND' });
  if (row.usedAt || row.expiresAt <= deps.now() || row.user.phone !== row.phone) {
    throw new AppError('FAILED_PRECONDITION', 'code request spent', { reason: 'PHONE_CODE_SPENT' });
  }
  const code = derivePhoneCode(decodeSecret(deps.config.EMAIL_TOKEN_SECRET), row.id, PHONE_CODE_RULES.digits);
  return { code, phone: row.phone, language: row.user.language };
}
