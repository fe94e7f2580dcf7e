import type { PostalLetter as PostalLetterRow } from '../db/generated/client.ts';

/** What the paper carries to match it with its row: short enough to read aloud, unique in practice. */
export const letterReference = (letterId: string) => letterId.slice(0, 8).toUpperCase();

const iso = (instant: Date | null) => instant?.toISOString() ?? '';

export function toLetterView(row: PostalLetterRow) {
  return {
    id: row.id,
    reference: letterReference(row.id),
    messageId: row.messageId,
    status: row.status,
    queuedAt: iso(row.queuedAt),
    printedAt: iso(row.printedAt),
    postedAt: iso(row.postedAt),
    returnedAt: iso(row.returnedAt),
  };
}
