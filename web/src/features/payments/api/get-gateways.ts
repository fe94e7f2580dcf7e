import { PAYMENT_MODES, type PaymentMode } from '@app/proto/rules/payment-orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { PaymentMode } from '@app/proto/rules/payment-orders';
export type Gateway = { id: string; name: string };
export type PaymentOptions = { gateways: Gateway[]; mode: PaymentMode; clientId: string | null };

/** The ways to pay; an answer of an unexpected shape counts as "none", so no button leads nowhere. */
export async function getGateways(): Promise<PaymentOptions> {
  const answer = await api.get<Record<string, unknown> | null>('/api/payment/gateways');
  const gateways = Array.isArray(answer?.gateways)
    ? (answer.gateways as unknown[]).filter(
        (gateway): gateway is Gateway =>
          typeof gateway === 'object' &&
          gateway !== null &&
          typeof (gateway as Gateway).id === 'string' &&
          typeof (gateway as Gateway).name === 'string',
      )
    : [];
  const mode = PAYMENT_MODES.find((candidate) => candidate === answer?.mode) ?? 'live';
  const clientId = typeof answer?.clientId === 'string' ? answer.clientId : null;
  return { gateways, mode, clientId };
}

export function gatewaysQueryOptions() {
  return queryOptions({ queryKey: ['payment', 'gateways'], queryFn: getGateways });
}

export function useGateways() {
  return useQuery(gatewaysQueryOptions());
}
