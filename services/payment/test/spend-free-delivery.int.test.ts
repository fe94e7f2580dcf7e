import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundFreeDelivery, type FreeDeliveryDeps } from '../src/domain/free-deliveries.ts';
import { getFreeDeliveries } from '../src/domain/get-free-deliveries.ts';
import { listMessagePayments } from '../src/domain/list-message-payments.ts';
import { spendFreeDelivery } from '../src/domain/spend-free-delivery.ts';
import {
  ledgerRowsOf,
  openPaymentTestDatabase,
  type PaymentTestDatabase,
} from './helpers/payment-test-env.ts';

let env: PaymentTestDatabase;
let deps: FreeDeliveryDeps;

beforeAll(async () => {
  env = await openPaymentTestDatabase('payment_spend');
  deps = { db: env.db, welcomeFreeDeliveries: 3 };
});
afterAll(() => env?.close());

describe('spending free deliveries', () => {
  it('spends one per message until none are left', async () => {
    const userId = randomUUID();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await spendFreeDelivery(deps, userId, randomUUID()));
    expect(results.map((r) => r.spent)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.freeDeliveries)).toEqual([2, 1, 0, 0]);
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(0);
  });

  it('spends once for the same message, however often it is asked', async () => {
    const userId = randomUUID();
    const messageId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => spendFreeDelivery(deps, userId, messageId)),
    );
    expect(results.every((r) => r.spent)).toBe(true);
    expect((await ledgerRowsOf(env.sql, userId)).filter((r) => r.reason === 'spent')).toHaveLength(1);
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(2);
  });

  it('gives the last free delivery to exactly one of several messages racing for it', async () => {
    const userId = randomUUID();
    await spendFreeDelivery(deps, userId, randomUUID());
    await spendFreeDelivery(deps, userId, randomUUID());
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => spendFreeDelivery(deps, userId, randomUUID())),
    );
    expect(racing.filter((r) => r.spent)).toHaveLength(1);
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(0);
  });
});

describe('giving back a free delivery', () => {
  it('gives back the one spent on a message deleted before delivery, once, however often the event arrives', async () => {
    const userId = randomUUID();
    const messageId = randomUUID();
    await spendFreeDelivery(deps, userId, messageId);
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(2);
    const event = { id: randomUUID(), userId, messageId, wasDelivered: false };
    await expect(refundFreeDelivery(deps, event, 'refunds')).resolves.toBe(true);
    await expect(refundFreeDelivery(deps, event, 'refunds')).resolves.toBe(false);
    await expect(refundFreeDelivery(deps, { ...event, id: randomUUID() }, 'refunds')).resolves.toBe(false);
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(3);
    expect((await ledgerRowsOf(env.sql, userId)).map((r) => [r.reason, r.delta])).toEqual([
      ['spent', -1],
      ['refund', 1],
    ]);
  });

  it('gives nothing back for a delivered message, nor for one no free delivery was spent on', async () => {
    const userId = randomUUID();
    const delivered = randomUUID();
    await spendFreeDelivery(deps, userId, delivered);
    await refundFreeDelivery(
      deps,
      { id: randomUUID(), userId, messageId: delivered, wasDelivered: true },
      'refunds',
    );
    await refundFreeDelivery(
      deps,
      { id: randomUUID(), userId, messageId: randomUUID(), wasDelivered: false },
      'refunds',
    );
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(2);
  });
});

describe('what the sender’s cards say of payment', () => {
  it('names a free delivery spent on a message, and only to its sender', async () => {
    const userId = randomUUID();
    const used = randomUUID();
    await spendFreeDelivery(deps, userId, used);

    expect(await listMessagePayments(env.db, userId, [used, randomUUID()])).toEqual([
      { messageId: used, free: true, amountCents: 0, currency: 'EUR', paidAt: expect.any(Date) },
    ]);
    // Someone else asking about the same message learns nothing.
    expect(await listMessagePayments(env.db, randomUUID(), [used])).toEqual([]);
    expect(await listMessagePayments(env.db, userId, [])).toEqual([]);
  });
});
