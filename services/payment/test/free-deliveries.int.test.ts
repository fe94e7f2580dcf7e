import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantWelcomeFreeDeliveries, type FreeDeliveryDeps } from '../src/domain/free-deliveries.ts';
import { getFreeDeliveries } from '../src/domain/get-free-deliveries.ts';
import {
  ledgerRowsOf,
  openPaymentTestDatabase,
  processedEventIds,
  type PaymentTestDatabase,
} from './helpers/payment-test-env.ts';

const consumer = 'free-delivery-ledger';
let env: PaymentTestDatabase;
let deps: FreeDeliveryDeps;

beforeAll(async () => {
  env = await openPaymentTestDatabase('payment_free');
  deps = { db: env.db, welcomeFreeDeliveries: 3 };
});
afterAll(() => env?.close());

const welcomeRows = async (userId: string) =>
  (await ledgerRowsOf(env.sql, userId)).filter((r) => r.reason === 'welcome');

describe('free deliveries', () => {
  it('are 3 for a brand-new user before anything is in the ledger', async () => {
    const userId = randomUUID();
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(3);
    expect(await ledgerRowsOf(env.sql, userId)).toEqual([]);
  });

  it('stay 3 once the welcome grant is recorded, as one welcome entry', async () => {
    const userId = randomUUID();
    const eventId = randomUUID();

    await grantWelcomeFreeDeliveries(deps, { id: eventId, userId }, consumer);

    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(3);
    expect(await ledgerRowsOf(env.sql, userId)).toEqual([
      { user_id: userId, delta: 3, reason: 'welcome', reference: userId },
    ]);
    expect(await processedEventIds(env.sql, consumer, [eventId])).toEqual([eventId]);
  });

  it('record one welcome entry when the same event is handled twice', async () => {
    const userId = randomUUID();
    const event = { id: randomUUID(), userId };

    await grantWelcomeFreeDeliveries(deps, event, consumer);
    await grantWelcomeFreeDeliveries(deps, event, consumer);

    expect(await welcomeRows(userId)).toHaveLength(1);
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(3);
  });

  it('record one welcome entry when a different event arrives for the same user', async () => {
    const userId = randomUUID();
    const first = randomUUID();
    const second = randomUUID();

    await grantWelcomeFreeDeliveries(deps, { id: first, userId }, consumer);
    await grantWelcomeFreeDeliveries(deps, { id: second, userId }, consumer);

    expect(await welcomeRows(userId)).toHaveLength(1);
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(3);
    expect(await processedEventIds(env.sql, consumer, [first, second])).toEqual([first, second].sort());
  });

  it('record one welcome entry when two events for the same user are handled at once', async () => {
    const userId = randomUUID();
    await Promise.all([
      grantWelcomeFreeDeliveries(deps, { id: randomUUID(), userId }, consumer),
      grantWelcomeFreeDeliveries(deps, { id: randomUUID(), userId }, consumer),
      grantWelcomeFreeDeliveries(deps, { id: randomUUID(), userId }, consumer),
    ]);
    expect(await welcomeRows(userId)).toHaveLength(1);
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(3);
  });

  it('count a delivery spent before the welcome entry exists exactly once', async () => {
    const userId = randomUUID();
    await env.sql.query(
      `INSERT INTO free_delivery_entry (id, user_id, delta, reason, reference) VALUES ($1, $2, -1, 'spent', $3)`,
      [randomUUID(), userId, randomUUID()],
    );
    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(2);

    await grantWelcomeFreeDeliveries(deps, { id: randomUUID(), userId }, consumer);

    await expect(getFreeDeliveries(deps, userId)).resolves.toBe(2);
  });

  it('read 3 for a new user while the welcome grant is being recorded, never 0 or 6', async () => {
    // Reading the sum and the grant's presence in two statements let the grant land between them.
    const seen = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const userId = randomUUID();
      let granting = true;
      const readers = Array.from({ length: 4 }, async () => {
        while (granting) seen.add(await getFreeDeliveries(deps, userId));
      });
      await grantWelcomeFreeDeliveries(deps, { id: randomUUID(), userId }, consumer);
      seen.add(await getFreeDeliveries(deps, userId));
      granting = false;
      await Promise.all(readers);
    }
    expect([...seen]).toEqual([3]);
  });
});
