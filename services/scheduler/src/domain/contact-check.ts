import type { ContactState } from '@app/proto/rules/trusted-contact';
import { hashToken } from '@app/platform/secret-token';
import { findCheckInByTokenHash } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { checkInNotFound } from './errors.ts';

/** What the trusted contact's page shows: whether their answer is still awaited, and until when. */
export type ContactCheckView = {
  state: ContactState;
  respondBy: Date | null;
};

export type ContactCheckRow = NonNullable<Awaited<ReturnType<typeof findCheckInByTokenHash>>>;

export async function contactCheckOfToken(deps: SchedulerDeps, token: string): Promise<ContactCheckRow> {
  if (!token || token.length > 100) throw checkInNotFound();
  // Only a contact's token: a sender's link never answers for their contact, nor the other way round.
  const check = await findCheckInByTokenHash(deps.db, hashToken(token), true);
  if (!check) throw checkInNotFound();
  return check;
}
