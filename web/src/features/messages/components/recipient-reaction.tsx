import { useTranslation } from 'react-i18next';
import { REACTIONS, type Reaction } from '@app/proto/rules/reactions';
import { REACTION_ICONS } from '../../../components/message/reaction-icons';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

export const isReaction = (value: unknown): value is Reaction =>
  REACTIONS.some((reaction) => reaction === value);

/** The recipient's reaction, with the words of the recipient's own reaction buttons. */
export function RecipientReaction({ recipient, reaction }: { recipient: string; reaction: Reaction }) {
  const { t } = useMessagesTranslation();
  const { t: tCommon } = useTranslation();
  const Icon = REACTION_ICONS[reaction];
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm break-words text-muted-foreground">
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{t('list.reaction', { recipient, reaction: tCommon(`reactions.${reaction}`) })}</span>
    </p>
  );
}
