import { deleteRefusal, insertRefusal } from '../db/recipient-refusal-repository.ts';
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
 * is. Messages already waiting are checked again when they come due (releaseDueMessage).
 */
export async function setRecipientChoices(
  deps: MessageDeps,
  token: string,
  choices: { refuseSender?: boolean | undefined; refuseAnonymous?: boolean | undefined },
): Promise<RecipientChoices> {
  const message = await sealedMessageOf(deps, token);
  const { key, senderUserId } = partiesOf(deps, message);
  const apply = (refused: string, refuse: boolean | undefined) => {
    if (refuse === undefined) return Promise.resolve();
    return refuse ? insertRefusal(deps.db, key, refused) : deleteRefusal(deps.db, key, refused);
  };
  await apply(senderUserId, choices.refuseSender);
  await apply(ANONYMOUS, choices.refuseAnonymous);
  return choicesOf(deps, message);
}
