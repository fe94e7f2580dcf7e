import type { DeliveryMethod } from '@app/proto/rules/prices';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveBackForDeletion } from '../src/domain/give-back-for-deletion.ts';
import { refundDeletedMessage } from '../src/domain/refund-order.ts';
import { owner, startPaymentWorld, type PaymentWorld } from './helpers/payment-world.ts';

let world: PaymentWorld;

beforeAll(async () => {
  world = await startPaymentWorld('orders');
});
afterAll(() => world?.stop());

async function discountCode(percentage: number, extra: { maxUses?: number; validUntil?: string } = {}) {
  const code = `T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  await world.payment.CreateDiscountCode({
    code,
    percentage,
    maxUses: extra.maxUses ?? 0,
    validUntil: extra.validUntil ?? '',
  });
  return code;
}

async function orderRows(messageId: string) {
  const { rows } = await world.paymentSql.query<{ status: string; amount_cents: number; provider: string }>(
    'SELECT status::text, amount_cents, provider::text FROM payment_order WHERE message_id = $1 ORDER BY created_at',
    [messageId],
  );
  return rows;
}

async function usesOf(code: string) {
  const { rows } = await world.paymentSql.query<{ current_uses: number }>(
    'SELECT current_uses FROM discount_code WHERE code = $1',
    [code],
  );
  return rows[0]?.current_uses;
}

const payer = (sender: { userId: string }) => ({ userId: sender.userId, paymentToken: '' });

describe('prices and discount codes', () => {
  it('prices each delivery method in cents, rounding the discount once, half up', async () => {
    const quote = async (deliveryMethod: DeliveryMethod, code = '') =>
      (await world.payment.QuoteDelivery({ deliveryMethod, discountCode: code })).price;
    await expect(quote('email')).resolves.toMatchObject({ baseCents: 90, finalCents: 90, currency: 'EUR' });
    await expect(quote('postal')).resolves.toMatchObject({ baseCents: 999, finalCents: 999 });
    const fifteen = await discountCode(15);
    // 999 × 15 % = 149.85 → 150 off; 90 × 15 % = 13.5 → 14 off.
    await expect(quote('postal', fifteen.toLowerCase())).resolves.toMatchObject({
      discountPercent: 15,
      discountCents: 150,
      finalCents: 849,
    });
    await expect(quote('email', fifteen)).resolves.toMatchObject({ discountCents: 14, finalCents: 76 });
  });

  it('refuses codes that do not apply, saying why, and counts no use', async () => {
    const expired = await discountCode(10, { validUntil: new Date(Date.now() + 1_000).toISOString() });
    await world.paymentSql.query(
      `UPDATE discount_code SET valid_until = now() - interval '1 minute' WHERE code = $1`,
      [expired],
    );
    const inactive = await discountCode(10);
    const created = await world.payment.ListDiscountCodes({});
    const inactiveId = created.codes.find((c) => c.code === inactive)!.id;
    await world.payment.SetDiscountCodeActive({ id: inactiveId, active: false });
    const quote = (discountCode: string) =>
      world.payment.QuoteDelivery({ deliveryMethod: 'email', discountCode });
    await expect(quote(expired)).rejects.toMatchObject({ reason: 'DISCOUNT_EXPIRED' });
    await expect(quote(inactive)).rejects.toMatchObject({ reason: 'DISCOUNT_NOT_FOUND' });
    await expect(quote('NOPE1234')).rejects.toMatchObject({ reason: 'DISCOUNT_NOT_FOUND' });
    // A code that could never exist is "not valid" to a payer, like one that does not.
    for (const typed of ['a!', 'VERANO-25', 'X'.repeat(21)]) {
      await expect(quote(typed)).rejects.toMatchObject({
        code: 'FAILED_PRECONDITION',
        reason: 'DISCOUNT_NOT_FOUND',
        field: 'discountCode',
      });
    }
    expect(await usesOf(expired)).toBe(0);
  });

  it('keeps codes unique, upper-case and within 1-100 %', async () => {
    const code = await discountCode(10);
    await expect(
      world.payment.CreateDiscountCode({
        code: code.toLowerCase(),
        percentage: 5,
        maxUses: 0,
        validUntil: '',
      }),
    ).rejects.toMatchObject({ code: 'ALREADY_EXISTS', reason: 'DISCOUNT_CODE_TAKEN' });
    for (const percentage of [0, 101]) {
      await expect(
        world.payment.CreateDiscountCode({ code: 'RANGE99', percentage, maxUses: 0, validUntil: '' }),
      ).rejects.toMatchObject({ reason: 'DISCOUNT_PERCENT_INVALID' });
    }
    const { codes } = await world.payment.ListDiscountCodes({});
    expect(codes.map((c) => c.code)).not.toContain('RANGE99');
  });

  it('keeps an expiry within the 50 years every date the product sets may lie ahead', async () => {
    const create = (code: string, validUntil: string) =>
      world.payment.CreateDiscountCode({ code, percentage: 10, maxUses: 0, validUntil });
    await expect(create('YEAR9999', '9999-12-31T23:00:00.000Z')).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'DISCOUNT_VALID_UNTIL_TOO_FAR',
      field: 'validUntil',
    });
    const fortyNine = new Date();
    fortyNine.setUTCFullYear(fortyNine.getUTCFullYear() + 49);
    await expect(create('YEAR49', fortyNine.toISOString())).resolves.toMatchObject({ code: 'YEAR49' });
  });
});

describe('paying for a message (simulated PayPal)', () => {
  it('charges what the message costs, approved and captured once, and makes the message ready', async () => {
    const sender = await world.senderWithoutFreeDeliveries();
    const { messageId, paymentToken } = await world.messageAwaitingPayment(sender, 'postal');
    const code = await discountCode(10);
    // A guest with the seal's token may pay; the amount comes from the message, not from anyone's say.
    const created = await world.payment.CreateOrder({
      payer: { userId: '', paymentToken },
      messageId,
      discountCode: code,
      flow: 'redirect',
      useFreeDelivery: false,
      language: 'es' as const,
    });
    expect(created).toMatchObject({ completed: false, freeDeliveryAvailable: false });
    expect(created.price).toMatchObject({ baseCents: 999, discountCents: 100, finalCents: 899 });
    expect(created.orderId).toMatch(/^MOCK-[A-Z0-9]{17}$/);
    expect(created.approvalUrl).toBe(
      `http://localhost:8080/api/payments/paypal/mock-approve/${created.orderId}`,
    );

    // Capturing before the buyer approved charges nothing and leaves the order waiting.
    await expect(world.payment.CaptureOrder({ orderId: created.orderId, payerId: '' })).rejects.toMatchObject(
      {
        reason: 'NOT_APPROVED',
      },
    );
    expect(await orderRows(messageId)).toEqual([
      { status: 'created', amount_cents: 899, provider: 'simulated' },
    ]);

    const { returnUrl } = await world.payment.ApproveSimulatedOrder({ orderId: created.orderId });
    const back = new URL(returnUrl);
    expect(back.pathname).toBe('/payment-success');
    expect(back.searchParams.get('token')).toBe(created.orderId);
    expect(back.searchParams.get('messageId')).toBe(messageId);

    // The return page, a double click and the popup all capture at once: one payment.
    const captures = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        world.payment.CaptureOrder({ orderId: created.orderId, payerId: 'P1' }),
      ),
    );
    for (const capture of captures) {
      expect(capture.status).toBe('fulfilled');
      if (capture.status === 'fulfilled') expect(capture.value.order?.status).toBe('paid');
    }
    expect(await orderRows(messageId)).toEqual([
      { status: 'paid', amount_cents: 899, provider: 'simulated' },
    ]);
    expect(await usesOf(code)).toBe(1);
    const completed = (await world.paymentEvents('payment.completed')).filter(
      (e) => e.messageId === messageId,
    );
    expect(completed).toEqual([
      { messageId, userId: sender.userId, orderId: created.orderId, amountCents: 899, method: 'simulated' },
    ]);

    // What the message service asks before it believes the event (its own test shows what it does then).
    await expect(world.payment.GetMessagePayment({ messageId })).resolves.toEqual({
      paid: true,
      orderId: created.orderId,
    });
    // Paying again is not possible: the message is paid.
    await expect(
      world.payment.CreateOrder({
        payer: payer(sender),
        messageId,
        discountCode: '',
        flow: 'redirect',
        useFreeDelivery: false,
        language: 'es' as const,
      }),
    ).resolves.toMatchObject({ completed: true, orderId: '' });
  });

  it('does not confirm a payment.completed for a message nobody paid for', async () => {
    const sender = await world.senderWithoutFreeDeliveries();
    const { messageId } = await world.messageAwaitingPayment(sender);
    // The message service keeps the message waiting on this answer (its mark-paid test shows it).
    await expect(world.payment.GetMessagePayment({ messageId })).resolves.toEqual({
      paid: false,
      orderId: '',
    });
  });

  it('lets nobody else see or pay for a message: another user, a wrong or foreign token', async () => {
    const sender = await world.senderWithoutFreeDeliveries();
    const other = await world.senderWithoutFreeDeliveries();
    const { messageId } = await world.messageAwaitingPayment(sender);
    const { paymentToken: otherToken } = await world.messageAwaitingPayment(other);
    const attempt = (p: { userId: string; paymentToken: string }) =>
      world.payment.CreateOrder({
        payer: p,
        messageId,
        discountCode: '',
        flow: 'redirect',
        useFreeDelivery: false,
        language: 'es' as const,
      });
    for (const p of [
      payer(other),
      { userId: '', paymentToken: otherToken },
      { userId: '', paymentToken: 'x'.repeat(43) },
      { userId: '', paymentToken: '' },
    ]) {
      await expect(attempt(p)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await orderRows(messageId)).toEqual([]);
  });

  it('reuses an open order while the price is the same, and replaces it when the discount changes', async () => {
    const sender = await world.senderWithoutFreeDeliveries();
    const { messageId } = await world.messageAwaitingPayment(sender);
    const create = (discountCode = '') =>
      world.payment.CreateOrder({
        payer: payer(sender),
        messageId,
        discountCode,
        flow: 'popup',
        useFreeDelivery: false,
        language: 'en' as const,
      });
    const first = await create();
    const again = await create();
    expect(again.orderId).toBe(first.orderId);
    const discounted = await create(await discountCode(50));
    expect(discounted.orderId).not.toBe(first.orderId);
    expect(discounted.price?.finalCents).toBe(45);
    expect((await orderRows(messageId)).map((r) => r.status)).toEqual(['cancelled', 'created']);
    // The popup flow comes back to the popup page.
    const { returnUrl } = await world.payment.ApproveSimulatedOrder({ orderId: discounted.orderId });
    expect(new URL(returnUrl).pathname).toBe('/payment/paypal');
    await expect(world.payment.CaptureOrder({ orderId: first.orderId, payerId: '' })).rejects.toMatchObject({
      reason: 'ORDER_CANCELLED',
    });
  });

  it('completes a 100 % code without PayPal, and a code with one use left serves exactly one of two racing payments', async () => {
    const sender = await world.senderWithoutFreeDeliveries();
    const code = await discountCode(100, { maxUses: 1 });
    const [a, b] = await Promise.all([
      world.messageAwaitingPayment(sender),
      world.messageAwaitingPayment(sender),
    ]);
    const results = await Promise.allSettled(
      [a, b].map(({ messageId }) =>
        world.payment.CreateOrder({
          payer: payer(sender),
          messageId,
          discountCode: code,
          flow: 'redirect',
          useFreeDelivery: false,
          language: 'es' as const,
        }),
      ),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    expect(fulfilled[0]!.value).toMatchObject({ completed: true, orderId: '' });
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ reason: expect.stringMatching(/DISCOUNT_USED_UP/) });
    expect(await usesOf(code)).toBe(1);
    const paid = [...(await orderRows(a.messageId)), ...(await orderRows(b.messageId))];
    expect(paid).toEqual([{ status: 'paid', amount_cents: 0, provider: 'discount' }]);
  });

  it('holds a limited code’s last use for the payment that captures first', async () => {
    const sender = await world.senderWithoutFreeDeliveries();
    const code = await discountCode(20, { maxUses: 1 });
    const orders = [];
    for (const m of [
      await world.messageAwaitingPayment(sender),
      await world.messageAwaitingPayment(sender),
    ]) {
      const created = await world.payment.CreateOrder({
        payer: payer(sender),
        messageId: m.messageId,
        discountCode: code,
        flow: 'redirect',
        useFreeDelivery: false,
        language: 'es' as const,
      });
      await world.payment.ApproveSimulatedOrder({ orderId: created.orderId });
      orders.push(created.orderId);
    }
    await expect(world.payment.CaptureOrder({ orderId: orders[0]!, payerId: '' })).resolves.toMatchObject({
      order: { status: 'paid' },
    });
    // The second buyer approved a discounted price, but the code ran out first: nothing is charged.
    await expect(world.payment.CaptureOrder({ orderId: orders[1]!, payerId: '' })).rejects.toMatchObject({
      reason: 'DISCOUNT_USED_UP',
    });
    expect(await usesOf(code)).toBe(1);
    const order = await world.payment.GetOrder({ orderId: orders[1]! });
    expect(order.order).toMatchObject({ status: 'failed', failureReason: 'discount_used_up' });
  });

  it('uses a free delivery the sender got back, for e-mail only', async () => {
    const sender = await world.senderWithoutFreeDeliveries();
    const { messageId } = await world.messageAwaitingPayment(sender);
    const postal = await world.messageAwaitingPayment(sender, 'postal');
    const use = (id: string) =>
      world.payment.CreateOrder({
        payer: payer(sender),
        messageId: id,
        discountCode: '',
        flow: 'redirect',
        useFreeDelivery: true,
        language: 'es' as const,
      });
    await expect(use(messageId)).rejects.toMatchObject({ reason: 'NO_FREE_DELIVERIES' });
    await world.paymentSql.query(
      `INSERT INTO free_delivery_entry (id, user_id, delta, reason, reference) VALUES (gen_random_uuid(), $1, 1, 'refund', 'deleted-one')`,
      [sender.userId],
    );
    await expect(use(postal.messageId)).rejects.toMatchObject({ reason: 'FREE_DELIVERY_EMAIL_ONLY' });
    await expect(use(messageId)).resolves.toMatchObject({ completed: true });
    await expect(world.payment.GetFreeDeliveries({ userId: sender.userId })).resolves.toEqual({
      freeDeliveries: 0,
    });
    expect((await world.paymentEvents('payment.completed')).filter((e) => e.messageId === messageId)).toEqual(
      [{ messageId, userId: sender.userId, orderId: '', amountCents: 0, method: 'free_delivery' }],
    );
  });

  it('gives back a free delivery only for a deletion the message service made, as its record says', async () => {
    const userId = randomUUID();
    await world.paymentSql.query(
      `INSERT INTO free_delivery_entry (id, user_id, delta, reason, reference)
       VALUES (gen_random_uuid(), $1, 3, 'welcome', $2)`,
      [userId, userId],
    );
    const sender = owner(userId);
    const freeDeliveries = async () => (await world.payment.GetFreeDeliveries({ userId })).freeDeliveries;
    const sealed = async () => {
      const created = await world.message.CreateMessage({
        owner: sender,
        recipient: 'Luis',
        recipientEmail: 'luis@example.com',
        subject: 'Hola',
        content: 'Querido Luis.',
        messageType: 'love',
        securityLevel: 'none',
        deliveryMethod: 'email',
        deliveryDate: '',
        schedulingType: 'specific_date',
        isAnonymous: false,
        senderCustomTitle: '',
        hasMedia: false,
        templateId: 0,
        questions: [],
      });
      await world.message.SealMessage({ owner: sender, messageId: created.id });
      return created.id;
    };
    const live = await sealed();
    expect(await freeDeliveries()).toBe(2);
    // A forged message.deleted for a message that still exists gives nothing back.
    await expect(
      giveBackForDeletion(world.deps, { id: randomUUID(), messageId: live }, 'refunds'),
    ).resolves.toBeNull();
    expect(await freeDeliveries()).toBe(2);

    // Delivered, then deleted: a forged event saying "never delivered" is not believed; the record is.
    const delivered = await sealed();
    // Released and reported delivered (the scheduler's and notification's part, which nothing here runs),
    // then deleted by its sender.
    await world.messageSql.query(
      'UPDATE message SET released_at = now(), is_delivered = true, delivered_at = now() WHERE id = $1',
      [delivered],
    );
    await world.message.DeleteMessage({ owner: sender, messageId: delivered });
    await expect(
      giveBackForDeletion(world.deps, { id: randomUUID(), messageId: delivered }, 'refunds'),
    ).resolves.toEqual({ freeDelivery: false, payment: 'nothing' });
    expect(await freeDeliveries()).toBe(1);

    // Deleted before delivery: its free delivery comes back, once.
    await world.message.DeleteMessage({ owner: sender, messageId: live });
    await expect(
      giveBackForDeletion(world.deps, { id: randomUUID(), messageId: live }, 'refunds'),
    ).resolves.toEqual({ freeDelivery: true, payment: 'nothing' });
    await giveBackForDeletion(world.deps, { id: randomUUID(), messageId: live }, 'refunds');
    expect(await freeDeliveries()).toBe(2);
  });

  it('refunds a paid message deleted before delivery, once, and only when the message service confirms it is gone', async () => {
    const sender = await world.senderWithoutFreeDeliveries();
    const { messageId } = await world.messageAwaitingPayment(sender);
    const created = await world.payment.CreateOrder({
      payer: payer(sender),
      messageId,
      discountCode: '',
      flow: 'redirect',
      useFreeDelivery: false,
      language: 'es' as const,
    });
    await world.payment.ApproveSimulatedOrder({ orderId: created.orderId });
    await world.payment.CaptureOrder({ orderId: created.orderId, payerId: '' });

    // A forged message.deleted for a message that still exists moves no money.
    const event = { messageId, userId: sender.userId, wasDelivered: false };
    await expect(refundDeletedMessage(world.deps, event)).resolves.toBe('nothing');
    expect((await orderRows(messageId))[0]?.status).toBe('paid');

    await world.message.DeleteMessage({ owner: owner(sender.userId), messageId });
    await expect(refundDeletedMessage(world.deps, event)).resolves.toBe('refunded');
    await expect(refundDeletedMessage(world.deps, event)).resolves.toBe('nothing');
    expect((await orderRows(messageId))[0]?.status).toBe('refunded');
    expect(
      (await world.paymentEvents('payment.refunded')).filter((e) => e.messageId === messageId),
    ).toHaveLength(1);
    const { rows } = await world.paymentSql.query('SELECT status FROM simulated_paypal_order WHERE id = $1', [
      created.orderId,
    ]);
    expect(rows[0]).toEqual({ status: 'REFUNDED' });
  });

  it('keeps an admin trail of ids and amounts', async () => {
    const { entries } = await world.payment.ListPaymentActivity({ limit: 200 });
    const kinds = new Set(entries.map((e) => e.kind));
    for (const kind of [
      'order.created',
      'order.paid',
      'order.failed',
      'order.cancelled',
      'order.refunded',
      'free_delivery.used',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(JSON.stringify(entries)).not.toMatch(/@example\.com|Luis|caja azul/);
    // Nor a discount code: orders made with one earlier in this file say only how much it took off.
    const { codes } = await world.payment.ListDiscountCodes({});
    const used = codes.filter((code) => code.currentUses > 0).map((code) => code.code);
    expect(used.length).toBeGreaterThan(0);
    for (const code of used) expect(JSON.stringify(entries)).not.toContain(code);
    expect(entries.some((entry) => / -\d+%$/.test(entry.detail))).toBe(true);
  });
});
