import type { PaymentDb, Prisma } from './client.ts';
import type { OrderStatus } from './generated/client.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

/** An order by our id, one the caller has already seen (none is an error, not an answer). */
export const readOrder = (db: Tx, id: string) => db.paymentOrder.findUniqueOrThrow({ where: { id } });

export const findOrderByProviderId = (db: Tx, providerOrderId: string) =>
  db.paymentOrder.findUnique({ where: { providerOrderId } });

export const findPaidOrder = (db: Tx, messageId: string) =>
  db.paymentOrder.findFirst({ where: { messageId, status: 'paid' } });

/** The newest order of a message still waiting for its buyer. */
export const findOpenOrder = (db: Tx, messageId: string) =>
  db.paymentOrder.findFirst({
    where: { messageId, status: { in: ['created', 'approved'] }, provider: { in: ['paypal', 'simulated'] } },
    orderBy: { createdAt: 'desc' },
  });

/** A sender's paid orders among these messages, with only what their cards show. */
export const findPaidOrdersOf = (db: Tx, userId: string, messageIds: string[]) =>
  db.paymentOrder.findMany({
    where: { userId, messageId: { in: messageIds }, status: 'paid' },
    select: {
      messageId: true,
      provider: true,
      amountCents: true,
      currency: true,
      paidAt: true,
      updatedAt: true,
    },
  });

/** Orders at PayPal (or its simulation) left `approved` or `capturing` since before these instants, oldest first. */
export const findStuckOrders = (
  db: Tx,
  { approvedBefore, capturingBefore, limit }: { approvedBefore: Date; capturingBefore: Date; limit: number },
) =>
  db.paymentOrder.findMany({
    where: {
      provider: { in: ['paypal', 'simulated'] },
      OR: [
        { status: 'approved', updatedAt: { lt: approvedBefore } },
        { status: 'capturing', updatedAt: { lt: capturingBefore } },
      ],
    },
    orderBy: { updatedAt: 'asc' },
    take: limit,
  });

/** Orders still `created` (never approved) that were created before `createdBefore`. */
export const findUnapprovedOrders = (db: Tx, createdBefore: Date, limit: number) =>
  db.paymentOrder.findMany({
    where: { status: 'created', createdAt: { lt: createdBefore } },
    take: limit,
  });

export const insertOrder = (db: Tx, order: Prisma.PaymentOrderCreateInput) =>
  db.paymentOrder.create({ data: order });

/** The order PayPal made for ours: the id the buyer comes back with, and where they approve it. */
export const saveProviderOrder = (db: Tx, id: string, providerOrderId: string, approvalUrl: string) =>
  db.paymentOrder.update({ where: { id }, data: { providerOrderId, approvalUrl } });

/**
 * An order's status changes only here, by compare-and-set: to `to` (with `data`) when it is in one of `from`,
 * in one statement, so of two callers moving it only one does. True when it moved.
 */
export async function setOrderStatus(
  db: Tx,
  id: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  data: Prisma.PaymentOrderUpdateManyMutationInput,
): Promise<boolean> {
  const { count } = await db.paymentOrder.updateMany({
    where: { id, status: { in: [...from] } },
    data: { ...data, status: to },
  });
  return count === 1;
}

/**
 * Takes over a capture whose claimant crashed: only while the order is still `capturing` with the
 * `updatedAt` the caller saw, so of two callers taking it over only one does. True when taken.
 */
export async function takeOverCapture(db: Tx, id: string, seenUpdatedAt: Date, now: Date): Promise<boolean> {
  const { count } = await db.paymentOrder.updateMany({
    where: { id, status: 'capturing', updatedAt: seenUpdatedAt },
    data: { updatedAt: now },
  });
  return count === 1;
}

/** Bumps `updatedAt` of an order still `capturing` (the reconciliation reads the longest left first). */
export async function touchCapturingOrder(db: Tx, id: string, now: Date): Promise<void> {
  await db.paymentOrder.updateMany({ where: { id, status: 'capturing' }, data: { updatedAt: now } });
}

/** The order now holds a use of its discount code (given back if its capture does not complete). */
export async function markDiscountUseHeld(db: Tx, id: string): Promise<void> {
  await db.paymentOrder.update({ where: { id }, data: { discountUseHeld: true } });
}

/** The capture PayPal holds as PENDING, kept while the order stays `capturing`. */
export async function saveCaptureId(db: Tx, id: string, captureId: string): Promise<void> {
  await db.paymentOrder.update({ where: { id }, data: { captureId } });
}

/** Orders and free-delivery spends of one message are decided one at a time (a transaction-scoped lock). */
export async function lockMessage(tx: Prisma.TransactionClient, messageId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`order:${messageId}`}))) AS locked`;
}

/** When the newest PayPal capture this database recorded was paid: the capture journal is read from near it. */
export async function newestPaidAt(db: Tx): Promise<Date | null> {
  const newest = await db.paymentOrder.aggregate({
    where: { provider: 'paypal', paidAt: { not: null } },
    _max: { paidAt: true },
  });
  return newest._max.paidAt;
}

/**
 * An order as the capture journal holds it, written over what a restore left of it (nothing, or a state from
 * before its capture): the journal, not the restored row, says what PayPal did. Outside the state machine on
 * purpose; only the journal's settling calls it.
 */
export const writeJournaledOrder = (db: Tx, order: Omit<Prisma.PaymentOrderCreateInput, 'provider'>) =>
  db.paymentOrder.upsert({
    where: { id: order.id },
    create: { ...order, provider: 'paypal' },
    update: { ...order, provider: 'paypal' },
  });

/** An order by our id, or null. */
export const findOrder = (db: Tx, id: string) => db.paymentOrder.findUnique({ where: { id } });
