import type { PaymentDb, Prisma } from './client.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

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

/** Orders and free-delivery spends of one message are decided one at a time (a transaction-scoped lock). */
export async function lockMessage(tx: Prisma.TransactionClient, messageId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`order:${messageId}`}))) AS locked`;
}
