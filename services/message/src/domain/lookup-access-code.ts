import { formatAccessCode, normaliseAccessCode } from '@app/proto/rules/access-code';
import { findSealedByCodeHash } from '../db/message-repository.ts';
import { notFound } from './errors.ts';
import type { MessageDeps } from './deps.ts';
import { choicesToken } from './recipient-choices.ts';
import { accessCodeHash, open } from './sealed-fields.ts';
import { opensForRecipient } from './sealed-message.ts';

/**
 * The message a typed code opens, with what opening it needs (never its answers); its questions decrypted only
 * for the page that shows them.
 */
export async function lookupAccessCode(deps: MessageDeps, typedCode: string, withQuestions = false) {
  const code = normaliseAccessCode(typedCode);
  if (!code) throw notFound();
  const row = await findSealedByCodeHash(deps.db, accessCodeHash(deps, code));
  if (!row) throw notFound();
  const isOpenable = opensForRecipient(row);
  return {
    messageId: row.id,
    userId: row.userId,
    accessCode: formatAccessCode(code),
    securityLevel: row.securityLevel,
    questions: withQuestions
      ? row.questions.map((q) => open(deps, row.id, `question:${q.position}`, q.questionEnc))
      : [],
    isOpenable,
    deliveryDate: row.deliveryDate?.toISOString() ?? '',
    schedulingType: row.schedulingType,
    // A letter's code came on its paper: its holder is at the door it was posted to, and may refuse its sender.
    choicesToken: isOpenable && row.deliveryMethod !== 'email' ? choicesToken(deps, row.id) : '',
  };
}
