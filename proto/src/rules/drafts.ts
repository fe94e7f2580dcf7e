/**
 * What an unfinished (unsealed) message may cost us: a sender keeps at most MAX_OPEN_DRAFTS of them, and one
 * left unsealed for DRAFT_TTL_DAYS is deleted with its attachments. The wizard keeps its own copy of what the
 * sender typed in their browser; these are the server's copies a submit left half-way.
 */
export const MAX_OPEN_DRAFTS = 30;
export const DRAFT_TTL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an unsealed message made at `createdAt` is deleted. */
export function draftExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + DRAFT_TTL_DAYS * DAY_MS);
}
