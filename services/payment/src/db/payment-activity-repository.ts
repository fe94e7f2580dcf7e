import type { PaymentDb, Prisma } from './client.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

export type ActivityKind =
  | 'order.created'
  | 'order.paid'
  | 'order.pending'
  | 'order.failed'
  | 'order.cancelled'
  | 'order.refunded'
  | 'free_delivery.used';

/** One line of the admin's payment trail: ids and amounts, never a person's details. */
export async function recordActivity(
  db: Tx,
  entry: {
    kind: ActivityKind;
    orderId?: string | null;
    messageId?: string;
    amountCents?: number;
    detail?: string;
  },
): Promise<void> {
  await db.paymentActivity.create({
    data: {
      kind: entry.kind,
      orderId: entry.orderId ?? null,
      messageId: entry.messageId ?? null,
      amountCents: entry.amountCents ?? 0,
      detail: entry.detail ?? '',
    },
  });
}

export const recentActivity = (db: Tx, limit: number) =>
  db.paymentActivity.findMany({ orderBy: [{ at: 'desc' }, { id: 'desc' }], take: limit });
