import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userQueryKey } from '../../../api/get-user';
import { messagesQueryKey } from '../../../api/get-messages';
import { checkInQueryKey, toCheckIn } from './check-in';
import type { CheckIn } from './types';

/** "I am still here": the missed count goes back to 0 and the next check-in is the 5th after. No sign-in. */
export async function confirmCheckIn(token: string): Promise<CheckIn> {
  return toCheckIn(await api.post<unknown>('/api/proof-of-life/confirm', { token }));
}

/** The sender (signed in) sends the message now, as if three check-ins had been missed. */
export async function sendNow(token: string): Promise<CheckIn> {
  return toCheckIn(await api.post<unknown>('/api/proof-of-life/send-now', { token }));
}

/** The sender (signed in) deletes the message: its free delivery goes back, or its payment is refunded. */
export async function cancelMessage(token: string): Promise<CheckIn> {
  return toCheckIn(await api.post<unknown>('/api/proof-of-life/cancel', { token }));
}

export type CheckInAction = 'confirm' | 'sendNow' | 'cancel';

const calls: Record<CheckInAction, (token: string) => Promise<CheckIn>> = {
  confirm: confirmCheckIn,
  sendNow,
  cancel: cancelMessage,
};

/** One of the three actions; its answer (the switch as it now stands) replaces the page's check-in. */
export function useCheckInAction(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CheckInAction) => calls[action](token),
    onSuccess: (checkIn, action) => {
      queryClient.setQueryData(checkInQueryKey(token), checkIn);
      // The sender's list shows the switch; a cancelled message also gives its free delivery back.
      void queryClient.invalidateQueries({ queryKey: messagesQueryKey });
      if (action === 'cancel') void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
