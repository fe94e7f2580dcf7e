import { factJournal } from '@app/platform/fact-journal';

/**
 * What cannot be undone by restoring the databases: a letter's e-mail that reached its recipient, the notice
 * that told its sender, and the receipt or refund note of a payment (keyed by its order: a restore settles a
 * capture again with a new event, and its sender must not be told twice). Each is written here, outside PostgreSQL, once the mail server took it; a notification
 * service that starts on databases restored to an earlier point reads back what went out since and records it sent
 * (journal-import.ts), so nothing is sent twice (docs/architecture.md, "Sent letters journaled outside the cluster").
 */
export const JOURNALED_KINDS = [
  'message_delivery',
  'sender_delivered',
  'payment_receipt',
  'payment_refund',
] as const;
export type JournaledKind = (typeof JOURNALED_KINDS)[number];

export const isJournaledKind = (kind: string): kind is JournaledKind =>
  (JOURNALED_KINDS as readonly string[]).includes(kind);

/**
 * `subject`: the letter's id for its delivery, the notice's log key for a notice, a key of the order for its
 * receipt or refund note (all outlive a restore).
 */
export type JournalEntry = { kind: JournaledKind; subject: string; sentAt: Date };

export type SentMailJournal = {
  record(entry: JournalEntry): Promise<void>;
  /** Every entry written at or after `since`. */
  since(since: Date): Promise<JournalEntry[]>;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The journal as empty files named `<epoch ms>+<kind>+<subject>`, so a listing is the whole entry. */
export function directoryJournal(directory: string): SentMailJournal {
  const facts = factJournal(directory);
  return {
    async record({ kind, subject, sentAt }) {
      if (!uuid.test(subject)) throw new Error('journal subjects are ids');
      await facts.write(sentAt, `${kind}+${subject}`);
    },
    async since(since) {
      const entries: JournalEntry[] = [];
      for (const { at, name } of await facts.since(since)) {
        const [kind, subject] = name.split('+');
        if (kind && isJournaledKind(kind) && subject && uuid.test(subject))
          entries.push({ kind, subject, sentAt: at });
      }
      return entries;
    },
  };
}
