import { isLetterOutstanding } from '@app/proto/rules/postal-letter';
import type { PostalAddress } from '@app/proto/rules/postal-address';
import type { PostalLetter as PostalLetterRow } from '../db/generated/client.ts';
import { findLetter } from '../db/postal-letter-repository.ts';
import { isGone, senderOf, toLanguage } from './message-mail-deps.ts';
import type { LetterDeps } from './postal-letter-deps.ts';
import { cancelLetter, fail, letterNotFound, messageDeleted, stateConflict } from './postal-letter-rules.ts';
import { letterReference } from './postal-letter-view.ts';
import { publicLinkWithFragment } from './public-link.ts';

/**
 * The print-ready letter, rendered from the message service's record now: the text and the code exist on
 * paper and in this response only. A letter already posted is not rendered again (it is out; a copy would be
 * a second way in), and one whose message was deleted is cancelled instead.
 */
export async function renderLetter(deps: LetterDeps, letterId: string) {
  const letter = (await findLetter(deps.db, letterId)) ?? fail(letterNotFound());
  if (!isLetterOutstanding(letter.status)) throw stateConflict(letter.status, 'rendered');
  const content = await postalContentOrCancel(deps, letter);
  const sender = await senderOf(deps, letter.userId);
  const reference = letterReference(letter.id);
  // Loaded with the first letter an admin prints: pdfkit and its fonts are not worth holding in every
  // notification process from the start, for a queue most days never print.
  const { renderPostalLetter } = await import('@app/letters/postal-letter');
  const pdf = await renderPostalLetter({
    language: toLanguage(sender?.language ?? 'es'),
    recipient: content.recipient,
    // Checked against its country's format when the message was created, and sealed since.
    address: content.postalAddress as PostalAddress,
    senderName: content.senderName,
    subject: content.subject,
    content: content.isProtected ? null : content.content,
    accessCode: content.accessCode,
    url: publicLinkWithFragment(deps.publicUrl, '/message/access', { code: content.accessCode }),
    choicesUrl: publicLinkWithFragment(deps.publicUrl, '/recipient/choices', { token: content.choicesToken }),
    hasAttachments: content.hasMedia,
    reference,
  });
  return { pdf, fileName: `letter-${reference}.pdf` };
}

async function postalContentOrCancel(deps: LetterDeps, letter: PostalLetterRow) {
  try {
    return await deps.message.GetPostalLetter({ messageId: letter.messageId });
  } catch (error) {
    if (!isGone(error)) throw error;
    await cancelLetter(deps, letter);
    throw messageDeleted();
  }
}
