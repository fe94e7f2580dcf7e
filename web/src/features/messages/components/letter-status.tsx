import type { LetterStatus as Status } from '@app/proto/rules/postal-letter';
import { formatDate } from '../../../lib/format-date';
import type { LetterSummary } from '../../../api/get-messages';
import { useMessagesTranslation } from '../hooks/use-messages-translation';

/** The instant a status was reached, for the sentence that tells it. */
const instantOf: Record<Status, (letter: LetterSummary) => string | null> = {
  queued: (letter) => letter.queuedAt,
  printed: (letter) => letter.printedAt,
  posted: (letter) => letter.postedAt,
  returned: (letter) => letter.returnedAt,
  cancelled: () => null,
};

/** Where a postal message's letter stands, in one sentence (before it is due: that it will be printed). */
export function LetterStatus({ letter }: { letter: LetterSummary | null | undefined }) {
  const { t } = useMessagesTranslation();
  if (!letter) return <>{t('list.letterStatus.waiting')}</>;
  const at = instantOf[letter.status](letter);
  return <>{t(`list.letterStatus.${letter.status}`, { date: at ? formatDate(at) : '' })}</>;
}
