import { api } from '../../../lib/api-client';

/**
 * Simulated mode only: approves the order on our own stand-in for PayPal's page and answers where PayPal
 * would have sent the buyer back (with `token` and `PayerID`).
 */
export async function mockApprove(orderId: string): Promise<{ returnUrl: string | null }> {
  const answer = await api.post<{ returnUrl?: unknown } | null>(
    `/api/payments/paypal/mock-approve/${encodeURIComponent(orderId)}`,
  );
  return { returnUrl: typeof answer?.returnUrl === 'string' ? answer.returnUrl : null };
}
