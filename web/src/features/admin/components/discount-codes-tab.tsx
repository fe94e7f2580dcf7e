import { useEffect } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import { useDiscountCodes } from '../api/discount-codes';
import { useAdminTranslation } from '../hooks/use-admin-translation';
import { DiscountCodeForm } from './discount-code-form';
import { DiscountCodeList } from './discount-code-list';

/** The create form beside the list (stacked on phones). */
export function DiscountCodesTab() {
  const { t } = useAdminTranslation();
  const { toast } = useToast();
  const { isError, errorUpdatedAt } = useDiscountCodes();

  // The spec's toast when the list cannot be loaded (once per failure).
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title: t('discounts.toast.loadError') });
  }, [isError, errorUpdatedAt, toast, t]);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <DiscountCodeForm />
      <DiscountCodeList />
    </div>
  );
}
