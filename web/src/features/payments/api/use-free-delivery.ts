import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paymentTokenQuery } from '../../../lib/payment-token';
import { freeDeliveriesQueryKey } from './get-free-deliveries';

/** Spends one of the owner's free deliveries on an e-mail message that waits for payment. */
export function spendFreeDelivery(input: {
  messageId: string;
  paymentToken?: string | null | undefined;
}): Promise<{ success: boolean; freeDeliveries?: number }> {
  return api.post(`/api/payment/use-free-delivery${paymentTokenQuery(input.paymentToken)}`, {
    messageId: input.messageId,
  });
}

export function useSpendFreeDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: spendFreeDelivery,
    onSuccess: () => {
      // The count shows in the top bar (from the user) and in the offer.
      void queryClient.invalidateQueries({ queryKey: freeDeliveriesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
    },
  });
}
