import { useMoney } from '../../../hooks/use-money';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import type { AppliedDiscount } from '../api/validate-discount';

type PriceSummaryProps = { baseCents: number; discount: AppliedDiscount | null };

/** The price, and with a code: what it takes off and what is left to pay. */
export function PriceSummary({ baseCents, discount }: PriceSummaryProps) {
  const { t } = usePaymentTranslation();
  const money = useMoney();
  return (
    // The savings line sits beside the list, not in it: a <dl> holds only its term and value pairs.
    <div className="grid gap-2 rounded-lg bg-muted/60 p-4 text-sm" aria-live="polite">
      <dl className="grid gap-2">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">{t('price.base')}</dt>
          <dd className={discount ? 'text-muted-foreground line-through' : 'font-medium'}>
            {money(discount?.basePriceCents ?? baseCents)}
          </dd>
        </div>
        {discount ? (
          <div className="flex items-baseline justify-between gap-4 text-success-strong">
            <dt>{t('price.discount', { code: discount.code, percent: discount.percentage })}</dt>
            <dd className="font-medium">−{money(discount.savingsCents)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-2 text-base">
          <dt className="font-semibold">{t('price.total')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="price-total">
            {money(discount?.finalPriceCents ?? baseCents)}
          </dd>
        </div>
      </dl>
      {discount && discount.savingsCents > 0 ? (
        <p className="text-right text-success-strong">
          {t('price.savings', { amount: money(discount.savingsCents) })}
        </p>
      ) : null}
    </div>
  );
}
