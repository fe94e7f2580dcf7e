import { factJournal } from '@app/platform/fact-journal';
import { z } from 'zod';

/**
 * What a restore of the databases cannot undo: money PayPal took for one of our orders. Each completed capture is
 * written here, outside PostgreSQL, before the order is recorded paid; a payment service that starts on databases
 * restored to an earlier point reads back what was captured since and settles it (restore-captures.ts): paid
 * again when its letter still waits for it, refunded when the letter is gone (docs/architecture.md, "Captures
 * journaled outside the cluster").
 */
export const journaledCapture = z.object({
  /** Ours, PayPal's invoice_id. */
  orderId: z.uuid(),
  providerOrderId: z.string().min(1).max(64),
  captureId: z.string().min(1).max(64),
  payerId: z.string().max(64),
  messageId: z.uuid(),
  userId: z.uuid(),
  deliveryMethod: z.string().min(1).max(32),
  baseCents: z.number().int().min(0),
  discountPercent: z.number().int().min(0).max(100),
  discountCents: z.number().int().min(0),
  amountCents: z.number().int().min(0),
  currency: z.string().length(3),
  discountCodeId: z.uuid().nullable(),
  discountCode: z.string().max(64).nullable(),
  capturedAt: z.coerce.date(),
});
export type JournaledCapture = z.infer<typeof journaledCapture>;

export type CaptureJournal = {
  record(capture: JournaledCapture): Promise<void>;
  /** Every capture written at or after `since`; an entry that does not read as one is skipped. */
  since(since: Date): Promise<JournaledCapture[]>;
};

/** The journal as a file per capture, `<epoch ms>+capture+<order id>`, holding the capture as JSON. */
export function directoryCaptureJournal(directory: string): CaptureJournal {
  const facts = factJournal(directory);
  return {
    async record(capture) {
      const checked = journaledCapture.parse(capture);
      await facts.write(checked.capturedAt, `capture+${checked.orderId}`, JSON.stringify(checked));
    },
    async since(since) {
      const captures: JournaledCapture[] = [];
      for (const { name, body } of await facts.since(since, { bodies: true })) {
        if (!name.startsWith('capture+')) continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          continue;
        }
        const read = journaledCapture.safeParse(parsed);
        if (read.success) captures.push(read.data);
      }
      return captures;
    },
  };
}
