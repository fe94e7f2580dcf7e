import { preparedStatement } from '@app/db/sql-over-pool';
import type { AccessDb, Prisma } from './client.ts';

type Tx = AccessDb | Prisma.TransactionClient;

// The recipient's state and grants are reached only here, and only in SQL. The recipient's path (findState, the
// attempt counter and grants) goes straight through the client's pool: Prisma's query compiler costs several
// times the CPU of the query itself (docs/architecture.md, Hot-path reads), and none of it runs inside a
// transaction. The rest takes the client or a transaction of it (`Tx`).

// Sent by name: each connection parses and plans them once (docs/architecture.md, "Prepared statements").
const stateOf = preparedStatement(
  `SELECT failed_attempts AS "failedAttempts", locked_at AS "lockedAt", destroyed_at AS "destroyedAt",
     held_at AS "heldAt", reaction
   FROM access_state WHERE message_id = $1::uuid`,
);
// The first attempt on a message makes its row: one statement either way (a limit is never below 1).
const reserve = preparedStatement(
  `INSERT INTO access_state (message_id, failed_attempts) VALUES ($1::uuid, 1)
   ON CONFLICT (message_id) DO UPDATE SET failed_attempts = access_state.failed_attempts + 1, updated_at = now()
   WHERE access_state.failed_attempts < $2 AND access_state.locked_at IS NULL
     AND access_state.destroyed_at IS NULL
   RETURNING failed_attempts`,
);
const refund = preparedStatement(
  `UPDATE access_state SET failed_attempts = GREATEST(failed_attempts - 1, 0), updated_at = now()
   WHERE message_id = $1::uuid RETURNING failed_attempts`,
);
const countWrong = preparedStatement(
  `INSERT INTO access_state (message_id, failed_attempts) VALUES ($1::uuid, 1)
   ON CONFLICT (message_id) DO UPDATE SET failed_attempts = access_state.failed_attempts + 1, updated_at = now()
   RETURNING failed_attempts`,
);
const insertGrantRow = preparedStatement(
  'INSERT INTO access_grant (token_hash, message_id, expires_at) VALUES ($1, $2::uuid, $3)',
);

// A grant with the state of its message, in one statement: a reading on a grant needs both before it asks the
// message service for anything.
const grantAndState = preparedStatement(
  `SELECT g.message_id AS "messageId", g.expires_at AS "expiresAt",
     s.failed_attempts AS "failedAttempts", s.locked_at AS "lockedAt", s.destroyed_at AS "destroyedAt",
     s.held_at AS "heldAt", s.reaction
   FROM access_grant g LEFT JOIN access_state s ON s.message_id = g.message_id
   WHERE g.token_hash = $1 AND g.expires_at > $2
   LIMIT 1`,
);

// A message's state, and a fresh grant for it unless that state turns a reader away (destroyed, locked, held):
// admitting a reader of a letter the message service opened, in one statement.
const stateAndGrant = preparedStatement(
  `WITH s AS (
     SELECT failed_attempts, locked_at, destroyed_at, held_at, reaction
     FROM access_state WHERE message_id = $1::uuid
   ), g AS (
     INSERT INTO access_grant (token_hash, message_id, expires_at)
     SELECT $2::text, $1::uuid, $3::timestamptz
     WHERE NOT EXISTS (
       SELECT 1 FROM s WHERE locked_at IS NOT NULL OR destroyed_at IS NOT NULL OR held_at IS NOT NULL)
     RETURNING 1
   )
   SELECT s.failed_attempts AS "failedAttempts", s.locked_at AS "lockedAt", s.destroyed_at AS "destroyedAt",
     s.held_at AS "heldAt", s.reaction, EXISTS (SELECT 1 FROM g) AS granted
   FROM (VALUES (1)) AS one LEFT JOIN s ON true`,
);

export type AccessStateRow = {
  failedAttempts: number;
  lockedAt: Date | null;
  destroyedAt: Date | null;
  heldAt: Date | null;
  reaction: string | null;
};

export async function findState(db: AccessDb, messageId: string): Promise<AccessStateRow | null> {
  const { rows } = await db.pool.query<AccessStateRow>({ ...stateOf, values: [messageId] });
  return rows[0] ?? null;
}

async function ensureState(db: Tx, messageId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO access_state (message_id) VALUES (${messageId}::uuid) ON CONFLICT (message_id) DO NOTHING`;
}

type Attempts = { failed_attempts: number };

/**
 * Takes one attempt of a limited level before the answer is checked, in one statement: it succeeds only while
 * fewer than `max` are spent and the message is open, so N concurrent guesses can never spend more than `max`.
 * Answers the attempts spent including this one, or null when none is left.
 */
export async function reserveAttempt(db: AccessDb, messageId: string, max: number): Promise<number | null> {
  const { rows } = await db.pool.query<Attempts>({ ...reserve, values: [messageId, max] });
  return rows[0]?.failed_attempts ?? null;
}

/** Gives back a reserved attempt: the answer was right, or could not be checked. */
export async function refundAttempt(db: AccessDb, messageId: string): Promise<number> {
  const { rows } = await db.pool.query<Attempts>({ ...refund, values: [messageId] });
  return rows[0]?.failed_attempts ?? 0;
}

/** Counts a wrong answer where attempts are unlimited (shown to the recipient, never a limit). */
export async function countWrongAnswer(db: AccessDb, messageId: string): Promise<number> {
  const { rows } = await db.pool.query<Attempts>({ ...countWrong, values: [messageId] });
  return rows[0]?.failed_attempts ?? 1;
}

/** Locks an open message; true for the one call that did it. */
export async function lockOnce(db: Tx, messageId: string, at: Date): Promise<boolean> {
  const count = await db.$executeRaw`
    UPDATE access_state SET locked_at = ${at}, updated_at = now()
     WHERE message_id = ${messageId}::uuid AND locked_at IS NULL AND destroyed_at IS NULL`;
  return count === 1;
}

/** Holds a reported message: it opens for nobody until an admin releases it. */
export async function hold(db: Tx, messageId: string, at: Date): Promise<void> {
  await ensureState(db, messageId);
  await db.$executeRaw`
    UPDATE access_state SET held_at = ${at}, updated_at = now()
     WHERE message_id = ${messageId}::uuid AND held_at IS NULL`;
}

export async function releaseHold(db: Tx, messageId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE access_state SET held_at = NULL, updated_at = now() WHERE message_id = ${messageId}::uuid`;
}

/** Marks a message for deletion (it opens for nobody from then on); true for the one call that did it. */
export async function destroyOnce(db: Tx, messageId: string, at: Date): Promise<boolean> {
  await ensureState(db, messageId);
  const count = await db.$executeRaw`
    UPDATE access_state SET destroyed_at = ${at}, updated_at = now()
     WHERE message_id = ${messageId}::uuid AND destroyed_at IS NULL`;
  return count === 1;
}

export async function setReaction(db: Tx, messageId: string, reaction: string | null): Promise<void> {
  await ensureState(db, messageId);
  await db.$executeRaw`
    UPDATE access_state SET reaction = ${reaction}, updated_at = now() WHERE message_id = ${messageId}::uuid`;
}

export function reactionsOf(
  db: Tx,
  messageIds: string[],
): Promise<{ messageId: string; reaction: string }[]> {
  return db.$queryRaw`
    SELECT message_id::text AS "messageId", reaction FROM access_state
     WHERE message_id = ANY(${messageIds}::uuid[]) AND reaction IS NOT NULL`;
}

export async function insertGrant(
  db: AccessDb,
  grant: { tokenHash: string; messageId: string; expiresAt: Date },
): Promise<void> {
  await db.pool.query({ ...insertGrantRow, values: [grant.tokenHash, grant.messageId, grant.expiresAt] });
}

export type LiveGrant = { messageId: string; expiresAt: Date; state: AccessStateRow | null };

/** The live grant a token's hash names, whatever its message, with that message's state (null: never tried). */
export async function findGrantWithState(
  db: AccessDb,
  tokenHash: string,
  now: Date,
): Promise<LiveGrant | null> {
  const { rows } = await db.pool.query<{ messageId: string; expiresAt: Date } & NullableState>({
    ...grantAndState,
    values: [tokenHash, now],
  });
  const row = rows[0];
  if (!row) return null;
  const { messageId, expiresAt, failedAttempts, ...rest } = row;
  return { messageId, expiresAt, state: failedAttempts === null ? null : { failedAttempts, ...rest } };
}

/**
 * The message's state (null: never tried), and the grant inserted with it unless that state turns a reader away
 * (`granted` false).
 */
export async function findStateIssuingGrant(
  db: AccessDb,
  messageId: string,
  grant: { tokenHash: string; expiresAt: Date },
): Promise<{ state: AccessStateRow | null; granted: boolean }> {
  const { rows } = await db.pool.query<NullableState & { granted: boolean }>({
    ...stateAndGrant,
    values: [messageId, grant.tokenHash, grant.expiresAt],
  });
  const { granted, failedAttempts, ...rest } = rows[0]!;
  return { state: failedAttempts === null ? null : { failedAttempts, ...rest }, granted };
}

type NullableState = Omit<AccessStateRow, 'failedAttempts'> & { failedAttempts: number | null };

/** A message's attempts, lock and grants, once it is gone. */
export async function forgetMessage(db: Tx, messageId: string): Promise<void> {
  await db.$executeRaw`DELETE FROM access_grant WHERE message_id = ${messageId}::uuid`;
  await db.$executeRaw`DELETE FROM access_state WHERE message_id = ${messageId}::uuid`;
}

export async function deleteExpiredGrants(db: Tx, now: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM access_grant WHERE expires_at <= ${now}`;
}
