import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, ORDER_LIFETIME_MS, reconcileOrders } from '../src/domain/reconcile-orders.ts';
import { startPaymentWorld, type PaymentWorld } from './helpers/payment-world.ts';

let world: PaymentWorld;

beforeAll(async () => {
  world = await startPaymentWorld('reconcile');
});
afterAll(() => world?.stop());

/** The payment service as it would run `ms` from now. */
const later = (ms: number) => ({ ...world.deps, now: () => new Date(Date.now() + ms) });

async function approvedOrder() {
  const sender = await world.senderWithoutFreeDeliveries();
  const { messageId } = await world.messageAwaitingPayment(sender);
  const { orderId } = await world.payment.CreateOrder({
    payer: { userId: sender.userId, paymentToken: '' },
    messageId,
    discountCode: '',
    flow: 'redirect',
    useFreeDelivery: false,
    language: 'es',
  });
  return { messageId, orderId };
}

const statusOf = async (orderId: string) => (await world.payment.GetOrder({ orderId })).order?.status;

describe('reconciling orders', () => {
  it('captures, once, an order whose buyer approved and never came back; leaves a fresh approval alone', async () => {
    const abandoned = await approvedOrder();
    await world.payment.ApproveSimulatedOrder({ orderId: abandoned.orderId });

    await reconcileOrders(world.deps);
    expect(await statusOf(abandoned.orderId)).toBe('approved');

    await reconcileOrders(later(ABANDONED_AFTER_MS + 60_000));
    await reconcileOrders(later(ABANDONED_AFTER_MS + 60_000));
    expect(await statusOf(abandoned.orderId)).toBe('paid');
    const completed = (await world.paymentEvents('payment.completed')).filter(
      (e) => e.messageId === abandoned.messageId,
    );
    expect(completed).toHaveLength(1);
  });

  it('finishes within two minutes a capture a crash left half-way, once', async () => {
    const halfWay = await approvedOrder();
    await world.payment.ApproveSimulatedOrder({ orderId: halfWay.orderId });
    // What a payment process killed between its claim and PayPal's answer leaves behind.
    await world.deps.db.paymentOrder.updateMany({
      where: { providerOrderId: halfWay.orderId },
      data: { status: 'capturing' },
    });

    await reconcileOrders(later(30_000));
    expect(await statusOf(halfWay.orderId)).toBe('capturing');
    await reconcileOrders(later(2 * 60_000));
    await reconcileOrders(later(2 * 60_000));
    expect(await statusOf(halfWay.orderId)).toBe('paid');
    const completed = (await world.paymentEvents('payment.completed')).filter(
      (e) => e.messageId === halfWay.messageId,
    );
    expect(completed).toHaveLength(1);
  });

  it('cancels an order nobody approved within PayPal’s three hours', async () => {
    const unapproved = await approvedOrder();
    await reconcileOrders(later(ORDER_LIFETIME_MS - 60_000));
    expect(await statusOf(unapproved.orderId)).toBe('created');
    await reconcileOrders(later(ORDER_LIFETIME_MS + 60_000));
    const { order } = await world.payment.GetOrder({ orderId: unapproved.orderId });
    expect(order).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
  });
});
