import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';

/** Remaining free deliveries. Loaded on demand by the top bar: visitors never need the tooltip code. */
export function FreeDeliveriesBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* Focusable so keyboard users reach the tooltip; the label carries the meaning on touch screens. */}
        <Badge variant="soft" tabIndex={0} aria-label={t('shell.freeDeliveriesCount', { count })}>
          <Gift aria-hidden />
          {count}
        </Badge>
      </TooltipTrigger>
      <TooltipContent>{t('shell.freeDeliveries')}</TooltipContent>
    </Tooltip>
  );
}
