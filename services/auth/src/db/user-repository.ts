import { preparedStatement } from '@app/db/sql-over-pool';
import type { User } from '../domain/user.ts';
import type { Prisma } from './generated/client.ts';
import type { AuthDb } from './client.ts';

type Tx = AuthDb | Prisma.TransactionClient;

const userSelect = {
  id: true,
  username: true,
  email: true,
  fullName: true,
  role: true,
  emailVerifiedAt: true,
  language: true,
  timeZone: true,
  createdAt: true,
  backupEmail: true,
  backupEmailVerifiedAt: true,
  phone: true,
  phoneVerifiedAt: true,
  suspendedAt: true,
} satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof userSelect }>;

function toUser({ backupEmailVerifiedAt, phoneVerifiedAt, ...row }: UserRow): User {
  return {
    ...row,
    isEmailVerified: row.emailVerifiedAt !== null,
    isBackupEmailVerified: row.backupEmail !== null && backupEmailVerifiedAt !== null,
    isPhoneVerified: row.phone !== null && phoneVerifiedAt !== null,
  };
}

// Each field's column, as prisma/schema.prisma maps it: a field added to the select fails to compile here until
// it is read too, so the plain-SQL read below keeps the shape Prisma gives.
const userColumns = {
  id: 'id',
  username: 'username',
  email: 'email',
  fullName: 'full_name',
  role: 'role',
  emailVerifiedAt: 'email_verified_at',
  language: 'language',
  timeZone: 'time_zone',
  createdAt: 'created_at',
  backupEmail: 'backup_email',
  backupEmailVerifiedAt: 'backup_email_verified_at',
  phone: 'phone',
  phoneVerifiedAt: 'phone_verified_at',
  suspendedAt: 'suspended_at',
} as const satisfies Record<keyof UserRow, string>;

const userById = preparedStatement(
  `SELECT ${Object.entries(userColumns)
    .map(
      ([field, column]) => `"${column}"${field === 'id' || field === 'role' ? '::text' : ''} AS "${field}"`,
    )
    .join(', ')} FROM app_user WHERE id = $1::uuid`,
);

/**
 * A user by id in plain SQL through the client's pool, for the calls made on every request and every e-mail
 * (GetUser, a session's check): Prisma's compiler costs several times the query (docs/architecture.md,
 * Hot-path reads). Outside any transaction; inside one, `findUserById`.
 */
export async function readUserById(db: AuthDb, id: string): Promise<User | null> {
  const { rows } = await db.pool.query<UserRow>({ ...userById, values: [id] });
  return rows[0] ? toUser(rows[0]) : null;
}

export async function findUserById(db: Tx, id: string): Promise<User | null> {
  const row = await db.user.findUnique({ where: { id }, select: userSelect });
  return row && toUser(row);
}

/** Name and address of each of these users that exists. */
export async function findUserNames(
  db: Tx,
  ids: string[],
): Promise<{ id: string; fullName: string; email: string }[]> {
  return db.user.findMany({ where: { id: { in: ids } }, select: { id: true, fullName: true, email: true } });
}

export async function findUserByEmail(
  db: Tx,
  email: string,
): Promise<(User & { passwordHash: string }) | null> {
  const row = await db.user.findUnique({ where: { email }, select: { ...userSelect, passwordHash: true } });
  return row && { ...toUser(row), passwordHash: row.passwordHash };
}

export async function findPasswordHash(db: Tx, id: string): Promise<string | null> {
  const row = await db.user.findUnique({ where: { id }, select: { passwordHash: true } });
  return row?.passwordHash ?? null;
}

/** A sign-in with the password, at `at` (the instant GetLastSignIn answers). */
export async function recordSignIn(db: Tx, id: string, at: Date): Promise<void> {
  await db.user.updateMany({ where: { id }, data: { lastSignedInAt: at } });
}

export async function findLastSignIn(db: Tx, id: string): Promise<Date | null> {
  const row = await db.user.findUnique({ where: { id }, select: { lastSignedInAt: true } });
  return row?.lastSignedInAt ?? null;
}

/** The user and, by the schema's cascades, their sessions, e-mail tokens and phone codes. */
export async function deleteUser(db: Tx, id: string): Promise<boolean> {
  const { count } = await db.user.deleteMany({ where: { id } });
  return count === 1;
}

export async function findTakenIdentifiers(
  db: Tx,
  usernameKey: string,
  email: string,
): Promise<{ usernameTaken: boolean; emailTaken: boolean }> {
  const rows = await db.user.findMany({
    where: { OR: [{ usernameKey }, { email }] },
    select: { usernameKey: true, email: true },
  });
  return {
    usernameTaken: rows.some((r) => r.usernameKey === usernameKey),
    emailTaken: rows.some((r) => r.email === email),
  };
}

export async function insertUser(
  db: Tx,
  data: {
    username: string;
    email: string;
    passwordHash: string;
    fullName: string;
    language: string;
    timeZone: string;
  },
): Promise<User> {
  const row = await db.user.create({
    data: { ...data, usernameKey: data.username.toLowerCase() },
    select: userSelect,
  });
  return toUser(row);
}

export async function updateUser(
  db: Tx,
  id: string,
  data: Partial<{
    language: string;
    timeZone: string;
    role: 'user' | 'admin';
    emailVerifiedAt: Date;
    passwordHash: string;
    backupEmail: string | null;
    backupEmailVerifiedAt: Date | null;
    phone: string | null;
    phoneVerifiedAt: Date | null;
    suspendedAt: Date | null;
  }>,
): Promise<User> {
  return toUser(await db.user.update({ where: { id }, data, select: userSelect }));
}

/** Suspends an account not suspended yet; false when it already was (a second admin's click, at once). */
export async function suspendIfActive(db: Tx, id: string, at: Date): Promise<boolean> {
  const { count } = await db.user.updateMany({ where: { id, suspendedAt: null }, data: { suspendedAt: at } });
  return count === 1;
}

/** The admins who can be written to: confirmed, not suspended. */
export async function findAlertableAdmins(db: Tx): Promise<User[]> {
  const rows = await db.user.findMany({
    where: { role: 'admin', emailVerifiedAt: { not: null }, suspendedAt: null },
    select: userSelect,
    orderBy: { createdAt: 'asc' },
  });
  return rows.map(toUser);
}
