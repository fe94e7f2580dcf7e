import { deleteRefusal, insertRefusal } from '../db/recipient-refusal-repository.ts';
import { journalRefusal } from './journaled-refusals.ts';
import type { MessageDeps } from './deps.ts';
import {
  ANONYMOUS,
  choicesOf,
  partiesOf,
  sealedMessageOf,
  type RecipientChoices,
} from './recipient-choices.ts';

/**
 * The page's POST: refuse (or accept again) this sender, and anonymous messages. An absent choice stays as it
 * is. Messages already waiting are checked again when they come due (releaseDueMessage). Each choice is also
 * journaled (CHOICE_JOURNAL_DIR), after it is stored: one the journal could not take is answered as an error, and
 * the page's retry stores and journals it again.
 */
export async function setRecipientChoices(
  deps: MessageDeps,
  token: string,
  choices: { refuseSender?: boolean | undefined; refuseAnonymous?: boolean | undefined },
): Promise<RecipientChoices> {
  const message = await sealedMessageOf(deps, token);
  const { key, senderUserId } = partiesOf(deps, message);
  const apply = async (refusedSender: string, refuse: boolean | undefined) => {
    if (refuse === undefined) return;
    if (refuse) await insertRefusal(deps.db, key, refusedSender);
    else await deleteRefusal(deps.db, key, refusedSender);
    if (deps.choiceJournal)
      await journalRefusal(deps.choiceJournal, deps.now(), { recipientKey: key, refusedSender, refuse });
  };
  await apply(senderUserId, choices.refuseSender);
  await apply(ANONYMOUS, choices.refuseAnonymous);
  return choicesOf(deps, message);
}
