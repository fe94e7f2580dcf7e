import { AppError } from '@app/platform/errors';
import { z } from 'zod';
import { findOrderByProviderId, readOrder } from '../db/order-repository.ts';
import { recordActivity } from '../db/payment-activity-repository.ts';
import { isWebhookEventRecorded, recordWebhookEventOnce } from '../db/paypal-webhook-event-repository.ts';
import { applyPaypalOrder, captureOrder } from './capture-order.ts';
import type { PaymentDeps } from './payment-deps.ts';

const webhookEvent = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().max(128),
  resource: z
    .object({
      id: z.string().max(64).optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().max(64).optional() }).optional() })
        .optional(),
    })
    .loose(),
});

/**
 * A PayPal webhook delivery. Its signature is checked over the raw bytes first; then its facts are not
 * trusted either: the order is read again from PayPal and handled by the same code as the buyer's return,
 * so a webhook arriving first, twice or out of order ends in one payment. An event id is recorded only
 * once handled, so a delivery that failed midway is handled on PayPal's retry.
 */
export async function handlePaypalWebhook(
  deps: PaymentDeps,
  headers: Record<string, string>,
  rawBody: Buffer,
): Promise<boolean> {
  if (!(await deps.paypal.verifyWebhook(headers, rawBody))) {
    throw new AppError('INVALID_ARGUMENT', 'webhook signature does not verify', {
      reason: 'WEBHOOK_INVALID',
    });
  }
  let parsed: z.infer<typeof webhookEvent>;
  try {
    parsed = webhookEvent.parse(JSON.parse(rawBody.toString('utf8')));
  } catch (error) {
    throw new AppError('INVALID_ARGUMENT', 'webhook body', { reason: 'WEBHOOK_INVALID', cause: error });
  }
  if (await isWebhookEventRecorded(deps.db, parsed.id)) return false;

  const orderId =
    parsed.event_type === 'CHECKOUT.ORDER.APPROVED'
      ? parsed.resource.id
      : parsed.resource.supplementary_data?.related_ids?.order_id;
  const order = orderId ? await findOrderByProviderId(deps.db, orderId) : null;
  if (order) await applyWebhook(deps, parsed.event_type, order.id, order.providerOrderId ?? '');

  return recordWebhookEventOnce(deps.db, parsed.id, parsed.event_type);
}

async function applyWebhook(deps: PaymentDeps, eventType: string, orderId: string, providerOrderId: string) {
  const order = await readOrder(deps.db, orderId);
  switch (eventType) {
    // The buyer approved but may never come back: capture here too (the capture runs at most once).
    case 'CHECKOUT.ORDER.APPROVED':
      if (order.status === 'created' || order.status === 'approved') {
        await captureOrder(deps, providerOrderId).catch((error: unknown) => {
          if (!(error instanceof AppError) || error.code === 'INTERNAL') throw error;
        });
      }
      return;
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED':
      // A pending capture settled: read the order as PayPal holds it now.
      if (order.status === 'capturing') {
        await applyPaypalOrder(deps, order.id, await deps.paypal.getOrder(providerOrderId)).catch(
          (error: unknown) => {
            if (!(error instanceof AppError) || error.code === 'INTERNAL') throw error;
          },
        );
      }
      return;
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED':
      // Money went back outside the product (a dispute, PayPal's dashboard): an admin must know.
      await recordActivity(deps.db, {
        kind: 'order.refunded',
        orderId: providerOrderId,
        messageId: order.messageId,
        amountCents: order.amountCents,
        detail: eventType,
      });
      return;
    default:
      return;
  }
}
