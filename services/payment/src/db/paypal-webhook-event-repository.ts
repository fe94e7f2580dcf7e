import type { PaymentDb, Prisma } from './client.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

export async function isWebhookEventRecorded(db: Tx, eventId: string): Promise<boolean> {
  return (await db.paypalWebhookEvent.findUnique({ where: { eventId } })) !== null;
}

/** Records a handled event; false when it already was (two deliveries of it handled at once). */
export async function recordWebhookEventOnce(db: Tx, eventId: string, eventType: string): Promise<boolean> {
  const { count } = await db.paypalWebhookEvent.createMany({
    data: [{ eventId, eventType }],
    skipDuplicates: true,
  });
  return count === 1;
}
