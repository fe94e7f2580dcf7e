import type { SqlExecutor } from '@app/platform/sql';
import {
  LIFE_SIGNS,
  type CheckInChannel,
  type LifeProofCadence,
  type LifeSign,
} from '@app/proto/rules/life-proof';
import type { ContactInvitationState } from '@app/proto/rules/trusted-contact';
import type { LifeProofState, StepCause } from '../domain/life-proof-state.ts';
import type { Prisma, SchedulerDb } from './client.ts';

type Tx = SchedulerDb | Prisma.TransactionClient;

export type SwitchRow = {
  messageId: string;
  userId: string;
  state: LifeProofState;
  timeZone: string;
  cadence: LifeProofCadence;
  nextAt: Date | null;
  deliverAt: Date | null;
  hasContact: boolean;
  /** Proof of life with a date: once released, the message waits until then. */
  holdUntil: Date | null;
  /** The sender's signs of life so far; a link answers only while it still equals the link's own count. */
  lifeSigns: number;
};

const switchColumns = {
  messageId: true,
  userId: true,
  state: true,
  timeZone: true,
  cadence: true,
  nextAt: true,
  deliverAt: true,
  hasContact: true,
  holdUntil: true,
  lifeSigns: true,
} as const;

/** Creates a message's switch once; false when it already has one (a repeated ready event). */
export async function insertSwitch(
  db: Tx,
  row: Omit<SwitchRow, 'lifeSigns'> & { activityCounts: boolean },
): Promise<boolean> {
  const { count } = await db.lifeProofSwitch.createMany({ data: [row], skipDuplicates: true });
  return count === 1;
}

/** A switch, locked until the transaction ends: its transitions happen one at a time. */
export async function lockSwitch(db: SqlExecutor, messageId: string): Promise<SwitchRow | null> {
  const [row] = await db.$queryRaw<SwitchRow[]>`
    SELECT message_id::text AS "messageId", user_id::text AS "userId", state::text AS state,
           time_zone AS "timeZone", cadence::text AS cadence, next_at AS "nextAt", deliver_at AS "deliverAt",
           has_contact AS "hasContact", hold_until AS "holdUntil", life_signs AS "lifeSigns"
    FROM life_proof_switch WHERE message_id = ${messageId}::uuid FOR UPDATE`;
  return row ?? null;
}

/**
 * Switches whose next step is due, locked for this transaction and skipped by any other: scheduler replicas
 * work side by side without taking the same switch twice, and a crashed one's locks end with its
 * connection, so another replica takes its switches over on its next tick.
 */
export function lockDueSwitches(db: SqlExecutor, now: Date, limit: number): PromiseLike<SwitchRow[]> {
  return db.$queryRaw<SwitchRow[]>`
    SELECT message_id::text AS "messageId", user_id::text AS "userId", state::text AS state,
           time_zone AS "timeZone", cadence::text AS cadence, next_at AS "nextAt", deliver_at AS "deliverAt",
           has_contact AS "hasContact", hold_until AS "holdUntil", life_signs AS "lifeSigns"
    FROM life_proof_switch WHERE next_at <= ${now}
    ORDER BY next_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

/** The switches still running, and how many of them have a step due now (and since when). */
export async function countRunningSwitches(
  db: SqlExecutor,
  now: Date,
): Promise<{ running: number; due: number; oldestDueAt: Date | null }> {
  const [row] = await db.$queryRaw<{ running: number; due: number; oldest: Date | null }[]>`
    SELECT count(*)::int AS running,
           count(*) FILTER (WHERE next_at <= ${now})::int AS due,
           min(next_at) FILTER (WHERE next_at <= ${now}) AS oldest
    FROM life_proof_switch WHERE state NOT IN ('delivered', 'cancelled')`;
  return { running: row?.running ?? 0, due: row?.due ?? 0, oldestDueAt: row?.oldest ?? null };
}

/**
 * Writes a transition and its audit step; a sign of life also ends every link issued before it. This,
 * `insertCheckIn`, `markCheckInsAnswered`, `findCheckInToLink` and `upsertLink` run for every check-in: plain SQL,
 * in whichever transaction the caller holds (Prisma's or `db.sql`'s).
 */
export async function recordTransition(
  db: SqlExecutor,
  messageId: string,
  step: {
    from: LifeProofState | null;
    to: LifeProofState;
    nextAt: Date | null;
    cause: StepCause;
    at: Date;
    lifeSign?: boolean;
  },
): Promise<void> {
  await db.$executeRaw`
    UPDATE life_proof_switch
       SET state = ${step.to}::"LifeProofState", next_at = ${step.nextAt},
           life_signs = life_signs + ${step.lifeSign === true ? 1 : 0}::int, updated_at = now()
     WHERE message_id = ${messageId}::uuid`;
  await db.$executeRaw`
    INSERT INTO life_proof_step (message_id, at, from_state, to_state, cause)
    VALUES (${messageId}::uuid, ${step.at}, ${step.from}::"LifeProofState", ${step.to}::"LifeProofState",
            ${step.cause})`;
}

/** A fact on a switch's timeline that moves it nowhere (its state before and after is the same). */
export async function recordNote(
  db: SqlExecutor,
  messageId: string,
  note: { state: LifeProofState; cause: StepCause; at: Date },
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO life_proof_step (message_id, at, from_state, to_state, cause)
    VALUES (${messageId}::uuid, ${note.at}, ${note.state}::"LifeProofState", ${note.state}::"LifeProofState",
            ${note.cause})`;
}

export async function insertCheckIn(
  db: SqlExecutor,
  checkIn: { id: string; messageId: string; test: boolean; forContact: boolean; createdAt: Date },
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO life_proof_check_in (id, message_id, test, for_contact, created_at)
    VALUES (${checkIn.id}::uuid, ${checkIn.messageId}::uuid, ${checkIn.test}, ${checkIn.forContact},
            ${checkIn.createdAt})`;
}

/**
 * A check-in's link on one channel, issued under the switch's current count of signs of life: it replaces
 * the same channel's earlier link (a newer e-mail of the same check-in carries a new one), no other's.
 */
export async function upsertLink(
  db: SqlExecutor,
  link: { checkInId: string; channel: CheckInChannel; tokenHash: string; lifeSigns: number; issuedAt: Date },
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO life_proof_link (token_hash, check_in_id, channel, life_signs, issued_at)
    VALUES (${link.tokenHash}, ${link.checkInId}::uuid, ${link.channel}::"CheckInChannel", ${link.lifeSigns}::int,
            ${link.issuedAt})
    ON CONFLICT (check_in_id, channel) DO UPDATE
      SET token_hash = EXCLUDED.token_hash, life_signs = EXCLUDED.life_signs, issued_at = EXCLUDED.issued_at`;
}

/**
 * The sender's newest real check-in still waiting for an answer (no test, no contact's), and whether a link of
 * it went to their backup address; null when none waits.
 */
export async function findWaitingCheckIn(db: Tx, messageId: string) {
  const checkIn = await db.lifeProofCheckIn.findFirst({
    where: { messageId, test: false, forContact: false, answeredAt: null },
    orderBy: { createdAt: 'desc' },
    select: { id: true, links: { where: { channel: 'backup_email' }, select: { channel: true } } },
  });
  return checkIn && { id: checkIn.id, sentToBackup: checkIn.links.length > 0 };
}

/** Whether the sender answered a check-in of this switch at or after `since`. */
export async function checkInAnsweredSince(db: Tx, messageId: string, since: Date): Promise<boolean> {
  const answered = await db.lifeProofCheckIn.findFirst({
    where: { messageId, forContact: false, answeredAt: { gte: since } },
    select: { id: true },
  });
  return answered !== null;
}

/**
 * A check-in of the sender's (forContact false) or of their trusted contact's, never one for the other: what a
 * link for it needs (whether it is a test, whose switch).
 */
export async function findCheckInToLink(
  db: SqlExecutor,
  checkInId: string,
  forContact: boolean,
): Promise<{ id: string; test: boolean; messageId: string } | null> {
  const [row] = await db.$queryRaw<{ id: string; test: boolean; messageId: string }[]>`
    SELECT id::text AS id, test, message_id::text AS "messageId" FROM life_proof_check_in
     WHERE id = ${checkInId}::uuid AND for_contact = ${forContact}`;
  return row ?? null;
}

/**
 * The check-in a link's token belongs to, of the sender's or of the contact's kind only, with the count of
 * signs of life the link was issued under.
 */
export async function findCheckInByTokenHash(db: Tx, tokenHash: string, forContact: boolean) {
  const link = await db.lifeProofLink.findUnique({
    where: { tokenHash },
    select: {
      lifeSigns: true,
      checkIn: {
        select: {
          id: true,
          messageId: true,
          forContact: true,
          test: true,
          answeredAt: true,
          contactAnswer: true,
          switch: { select: switchColumns },
        },
      },
    },
  });
  if (!link || link.checkIn.forContact !== forContact) return null;
  return { ...link.checkIn, linkLifeSigns: link.lifeSigns };
}

/** The trusted contact's answer, once. False when the check was already answered or closed. */
export async function recordContactAnswer(
  db: Tx,
  checkInId: string,
  answer: 'veto' | 'release',
  at: Date,
): Promise<boolean> {
  const { count } = await db.lifeProofCheckIn.updateMany({
    where: { id: checkInId, forContact: true, answeredAt: null },
    data: { answeredAt: at, contactAnswer: answer },
  });
  return count === 1;
}

export async function markCheckInsAnswered(db: SqlExecutor, messageId: string, at: Date): Promise<void> {
  await db.$executeRaw`
    UPDATE life_proof_check_in SET answered_at = ${at} WHERE message_id = ${messageId}::uuid AND answered_at IS NULL`;
}

/** Whether the message has a switch: asked of every delivered or deleted message, so plain SQL (`db.sql`). */
export async function hasSwitch(db: SqlExecutor, messageId: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM life_proof_switch WHERE message_id = ${messageId}::uuid`;
  return rows.length === 1;
}

export function findSwitch(db: Tx, messageId: string): Promise<SwitchRow | null> {
  return db.lifeProofSwitch.findUnique({ where: { messageId }, select: switchColumns });
}

/**
 * A sender's switches that count their activity, waiting for an answer (or, released, for their date), and
 * whose waiting began by `at` (their first unanswered check-in of this run went out then or before), locked in
 * the order of their ids so two such changes for one sender never wait on each other crosswise. Activity from
 * before a run began answers nothing in it; late activity from within it undoes what it would have prevented.
 */
export function lockWaitingSwitchesOf(db: Tx, userId: string, at: Date): Promise<SwitchRow[]> {
  return db.$queryRaw<SwitchRow[]>`
    SELECT message_id::text AS "messageId", user_id::text AS "userId", state::text AS state,
           time_zone AS "timeZone", cadence::text AS cadence, next_at AS "nextAt", deliver_at AS "deliverAt",
           has_contact AS "hasContact", hold_until AS "holdUntil", life_signs AS "lifeSigns"
    FROM life_proof_switch sw
    WHERE sw.user_id = ${userId}::uuid AND sw.activity_counts
      AND sw.state IN ('check_in_sent', 'missed_1', 'missed_2', 'last_chance', 'awaiting_contact',
                       'waiting_for_date')
      AND (SELECT max(step.at) FROM life_proof_step step
           WHERE step.message_id = sw.message_id AND step.to_state = 'check_in_sent') <= ${at}
    ORDER BY sw.message_id FOR UPDATE OF sw`;
}

/** Whether a sender's activity counts as life: their choice, or null when they have not made one. */
export async function findLifeSignPreference(db: Tx, userId: string): Promise<boolean | null> {
  const row = await db.lifeSignPreference.findUnique({ where: { userId }, select: { activityCounts: true } });
  return row?.activityCounts ?? null;
}

/** Records a sender's choice and applies it to every switch of theirs. */
export async function saveLifeSignPreference(db: Tx, userId: string, activityCounts: boolean, at: Date) {
  await db.lifeSignPreference.upsert({
    where: { userId },
    create: { userId, activityCounts, decidedAt: at },
    update: { activityCounts, decidedAt: at },
  });
  await db.lifeProofSwitch.updateMany({ where: { userId }, data: { activityCounts } });
}

export type SwitchCard = SwitchRow & {
  contactInvitation: ContactInvitationState | null;
  lastLifeSign: { at: Date; cause: LifeSign } | null;
};

/**
 * A sender's switches, with where their trusted contact's invitation stands (null when none is asked) and the
 * last sign of life each has had.
 */
export async function listSwitchesOf(db: Tx, userId: string): Promise<SwitchCard[]> {
  const rows = await db.lifeProofSwitch.findMany({
    where: { userId },
    select: {
      ...switchColumns,
      contactInvitation: { select: { state: true } },
      steps: {
        where: { cause: { in: [...LIFE_SIGNS] } },
        orderBy: { at: 'desc' },
        take: 1,
        select: { at: true, cause: true },
      },
    },
  });
  return rows.map(({ steps, contactInvitation, ...row }) => {
    const [last] = steps;
    return {
      ...row,
      contactInvitation: contactInvitation?.state ?? null,
      lastLifeSign: last ? { at: last.at, cause: last.cause as LifeSign } : null,
    };
  });
}

/** The audit trail of a switch, oldest first. */
export function stepsOf(db: Tx, messageId: string) {
  return db.lifeProofStep.findMany({
    where: { messageId },
    orderBy: { id: 'asc' },
    select: { at: true, fromState: true, toState: true, cause: true },
  });
}

export type BouncingSwitchRow = {
  messageId: string;
  userId: string;
  state: LifeProofState;
  bouncedCheckIns: number;
  lastBouncedAt: Date;
  lastSignOfLifeAt: Date;
};

/**
 * Open switches whose check-ins bounce on every channel tried: at least one bounced from the sender's own address
 * and no sign of life since the first of them (the causes that move `life_signs`, and the switch's start), and no
 * check-in sent to their backup address since then that has not bounced too. Most recent bounce first; `among`
 * limits it to those switches.
 */
export async function findBouncingSwitches(
  db: SqlExecutor,
  limit: number,
  among: string[] | null = null,
): Promise<BouncingSwitchRow[]> {
  return db.$queryRaw<BouncingSwitchRow[]>`
    WITH life AS (
      SELECT message_id, max(at) AS at FROM life_proof_step
       WHERE cause = ANY(${[...LIFE_SIGNS]}::text[])
       GROUP BY message_id
    )
    SELECT s.message_id AS "messageId", s.user_id AS "userId", s.state,
           count(*)::int AS "bouncedCheckIns", max(b.at) AS "lastBouncedAt", life.at AS "lastSignOfLifeAt"
      FROM life_proof_switch s
      JOIN life ON life.message_id = s.message_id
      JOIN life_proof_step b ON b.message_id = s.message_id AND b.cause = 'check_in_bounced' AND b.at > life.at
     WHERE s.state NOT IN ('delivered', 'cancelled', 'releasing')
       AND (${among}::uuid[] IS NULL OR s.message_id = ANY(${among}::uuid[]))
       AND NOT EXISTS (
         SELECT 1 FROM life_proof_link l JOIN life_proof_check_in c ON c.id = l.check_in_id
          WHERE c.message_id = s.message_id AND l.channel = 'backup_email' AND l.issued_at > life.at
            AND NOT EXISTS (
              SELECT 1 FROM life_proof_step bb
               WHERE bb.message_id = s.message_id AND bb.cause = 'backup_check_in_bounced' AND bb.at >= l.issued_at))
     GROUP BY s.message_id, s.user_id, s.state, life.at
     ORDER BY max(b.at) DESC
     LIMIT ${limit}`;
}

/** A message's switch, whatever its state; it takes its check-ins, links, steps and invitation with it. */
export async function deleteSwitchOf(db: Tx, messageId: string): Promise<void> {
  await db.lifeProofSwitch.deleteMany({ where: { messageId } });
}

/** Every switch of a closed account (none outlives it: its reminders would ask nobody), with their timelines. */
export async function deleteSwitchesOf(db: Tx, userId: string): Promise<number> {
  const { count } = await db.lifeProofSwitch.deleteMany({ where: { userId } });
  return count;
}

export async function deleteLifeSignPreference(db: Tx, userId: string): Promise<void> {
  await db.lifeSignPreference.deleteMany({ where: { userId } });
}
