import { randomBytes } from 'node:crypto';
import type { PaymentDb } from '../db/client.ts';
import type { SimulatedPaypalOrder } from '../db/generated/client.ts';
import {
  findSimulatedOrder,
  findSimulatedOrderOfCapture,
  findSimulatedOrderOfInvoice,
  insertSimulatedOrder,
  markSimulatedOrderApproved,
  markSimulatedOrderCaptured,
  markSimulatedOrderRefunded,
} from '../db/simulated-paypal-repository.ts';
import type { PaypalApi, PaypalOrder } from './paypal-client.ts';
import { PaypalError } from './paypal-errors.ts';

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** MOCK- and 17 characters: PayPal's own ids are [A-Z0-9] only, so a simulated id is never taken for one. */
export function simulatedOrderId(): string {
  const bytes = randomBytes(17);
  return `MOCK-${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

export const isSimulatedOrderId = (orderId: string) => orderId.startsWith('MOCK-');

function notFound(orderId: string): PaypalError {
  return new PaypalError(`simulated order ${orderId} not found`, {
    status: 404,
    issue: 'INVALID_RESOURCE_ID',
    paypalName: 'RESOURCE_NOT_FOUND',
  });
}

/**
 * The simulated mode's PayPal: the same calls as the REST client, answered from our own table, so the order
 * state machine, the amount checks and the events run exactly as with PayPal. The buyer "approves" on our
 * mock-approve page (`approve`). Never used in sandbox or live mode.
 */
export function createSimulatedPaypal(db: PaymentDb, publicUrl: string) {
  const toOrder = (row: SimulatedPaypalOrder) =>
    ({
      id: row.id,
      status: row.status,
      customId: row.customId,
      invoiceId: row.invoiceId,
      amountCents: row.amountCents,
      currency: row.currency,
      payerId: row.payerId ?? '',
      capture: row.captureId
        ? {
            id: row.captureId,
            status: row.status === 'REFUNDED' ? 'REFUNDED' : 'COMPLETED',
            amountCents: row.amountCents,
            currency: row.currency,
            customId: row.customId,
            invoiceId: row.invoiceId,
          }
        : null,
    }) satisfies PaypalOrder;

  const find = async (orderId: string) => {
    const row = await findSimulatedOrder(db, orderId);
    if (!row) throw notFound(orderId);
    return row;
  };

  const api: PaypalApi & {
    approve(orderId: string): Promise<{ returnUrl: string }>;
    approvalUrlOf(orderId: string): string;
  } = {
    approvalUrlOf: (orderId) => `${publicUrl}/api/payments/paypal/mock-approve/${orderId}`,

    async createOrder(input) {
      // One order per invoice, as PayPal-Request-Id makes it for the real one: a retried create returns it.
      const existing = await findSimulatedOrderOfInvoice(db, input.invoiceId);
      const row =
        existing ??
        (await insertSimulatedOrder(db, {
          id: simulatedOrderId(),
          customId: input.customId,
          invoiceId: input.invoiceId,
          amountCents: input.amountCents,
          currency: input.currency,
          status: 'CREATED',
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
        }));
      return { id: row.id, status: row.status, approvalUrl: api.approvalUrlOf(row.id) };
    },

    async getOrder(orderId) {
      return toOrder(await find(orderId));
    },

    async approve(orderId) {
      const row = await find(orderId);
      const payerId = row.payerId ?? 'SIMULATEDPAYER';
      await markSimulatedOrderApproved(db, orderId, payerId);
      const url = new URL(row.returnUrl);
      url.searchParams.set('token', orderId);
      url.searchParams.set('PayerID', payerId);
      return { returnUrl: url.toString() };
    },

    async captureOrder(orderId) {
      const row = await find(orderId);
      if (row.status === 'CREATED') {
        throw new PaypalError('not approved', { status: 422, issue: 'ORDER_NOT_APPROVED' });
      }
      if (row.status === 'APPROVED') {
        await markSimulatedOrderCaptured(db, orderId, `MOCKCAPTURE${orderId.slice(5)}`);
      }
      return toOrder(await find(orderId));
    },

    async refundCapture(captureId) {
      const row = await findSimulatedOrderOfCapture(db, captureId);
      if (!row) throw notFound(captureId);
      await markSimulatedOrderRefunded(db, row.id);
      return { id: `MOCKREFUND${captureId.slice(11)}`, status: 'COMPLETED' };
    },

    // Simulated mode has no webhooks: nothing could sign one.
    async verifyWebhook() {
      return false;
    },
  };
  return api;
}

export type SimulatedPaypal = ReturnType<typeof createSimulatedPaypal>;
