import { REACTIONS, type Reaction } from '../../message-access/api/types';
import { REACTION_ICONS } from '../../message-access/components/reaction-icons';
import { useAccessTranslation } from '../../message-access/hooks/use-access-translation';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

export const isReaction = (value: unknown): value is Reaction =>
  REACTIONS.some((reaction) => reaction === value);

/** The recipient's reaction, with the words of the recipient's own reaction buttons. */
export function RecipientReaction({ recipient, reaction }: { recipient: string; reaction: Reaction }) {
  const { t } = useMessagesTranslation();
  const { t: tAccess } = useAccessTranslation();
  const Icon = REACTION_ICONS[reaction];
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm break-words text-muted-foreground">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{t('list.reaction', { recipient, reaction: tAccess(`reactions.${reaction}`) })}</span>
    </p>
  );
}
