import type { MessageDeps } from './deps.ts';
import { choicesOf, sealedMessageOf, type RecipientChoices } from './recipient-choices.ts';

/** What the link's page shows: whose message, and what the address refuses today. */
export async function getRecipientChoices(deps: MessageDeps, token: string): Promise<RecipientChoices> {
  return choicesOf(deps, await sealedMessageOf(deps, token));
}
