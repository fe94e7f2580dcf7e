import type { PaymentDb, Prisma } from './client.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

// Simulated mode's stand-in for PayPal's records (`simulated_paypal_order`); its statuses are PayPal's.

export const findSimulatedOrder = (db: Tx, id: string) =>
  db.simulatedPaypalOrder.findUnique({ where: { id } });

export const findSimulatedOrderOfInvoice = (db: Tx, invoiceId: string) =>
  db.simulatedPaypalOrder.findFirst({ where: { invoiceId } });

export const findSimulatedOrderOfCapture = (db: Tx, captureId: string) =>
  db.simulatedPaypalOrder.findFirst({ where: { captureId } });

export const insertSimulatedOrder = (db: Tx, order: Prisma.SimulatedPaypalOrderCreateInput) =>
  db.simulatedPaypalOrder.create({ data: order });

/** CREATED to APPROVED by this payer; an order past CREATED stays as it is (a second approval changes nothing). */
export async function markSimulatedOrderApproved(db: Tx, id: string, payerId: string): Promise<void> {
  await db.simulatedPaypalOrder.updateMany({
    where: { id, status: 'CREATED' },
    data: { status: 'APPROVED', payerId },
  });
}

/** APPROVED to COMPLETED with this capture; an order past APPROVED stays as it is (captured once). */
export async function markSimulatedOrderCaptured(db: Tx, id: string, captureId: string): Promise<void> {
  await db.simulatedPaypalOrder.updateMany({
    where: { id, status: 'APPROVED' },
    data: { status: 'COMPLETED', captureId },
  });
}

export async function markSimulatedOrderRefunded(db: Tx, id: string): Promise<void> {
  await db.simulatedPaypalOrder.update({ where: { id }, data: { status: 'REFUNDED' } });
}
