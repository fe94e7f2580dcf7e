import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What cannot be undone by restoring the databases: a letter's e-mail that reached its recipient, and the notice
 * that told its sender. Each is written here, outside PostgreSQL, once the mail server took it; a notification
 * service that starts on databases restored to an earlier point reads back what went out since and records it sent
 * (journal-import.ts), so nothing is sent twice (docs/architecture.md, "Sent letters journaled outside the cluster").
 */
export const JOURNALED_KINDS = ['message_delivery', 'sender_delivered'] as const;
export type JournaledKind = (typeof JOURNALED_KINDS)[number];

export const isJournaledKind = (kind: string): kind is JournaledKind =>
  (JOURNALED_KINDS as readonly string[]).includes(kind);

/** `subject`: the letter's id for its delivery, the notice's log key for a notice (both outlive a restore). */
export type JournalEntry = { kind: JournaledKind; subject: string; sentAt: Date };

export type SentMailJournal = {
  record(entry: JournalEntry): Promise<void>;
  /** Every entry written at or after `since`. */
  since(since: Date): Promise<JournalEntry[]>;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const month = (at: Date) => at.toISOString().slice(0, 7);

/**
 * The journal as empty files in a directory on other storage than the databases' (another disk, a network share):
 * `<yyyy-mm>/<epoch ms>+<kind>+<subject>`, named so a listing is the whole entry. Each is written under a temporary
 * name and renamed, so a crash leaves no half entry; several replicas may write side by side.
 */
export function directoryJournal(directory: string): SentMailJournal {
  return {
    async record({ kind, subject, sentAt }) {
      if (!uuid.test(subject)) throw new Error('journal subjects are ids');
      const folder = path.join(directory, month(sentAt));
      await mkdir(folder, { recursive: true });
      const name = `${sentAt.getTime()}+${kind}+${subject}`;
      const temporary = path.join(folder, `.${randomUUID()}.part`);
      await writeFile(temporary, '');
      await rename(temporary, path.join(folder, name));
    },
    async since(since) {
      const months = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const entries: JournalEntry[] = [];
      for (const folder of months
        .filter((name) => /^\d{4}-\d{2}$/.test(name) && name >= month(since))
        .sort()) {
        for (const name of await readdir(path.join(directory, folder))) {
          // A temporary `.….part` of a write under way is not an entry yet.
          if (name.startsWith('.')) continue;
          const [at, kind, subject] = name.split('+');
          const sentAt = new Date(Number(at));
          if (
            !kind ||
            !isJournaledKind(kind) ||
            !subject ||
            !uuid.test(subject) ||
            Number.isNaN(sentAt.getTime())
          )
            continue;
          if (sentAt >= since) entries.push({ kind, subject, sentAt });
        }
      }
      return entries;
    },
  };
}
