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

export async function findUserById(db: Tx, id: string): Promise<User | null> {
  const row = await db.user.findUnique({ where: { id }, select: userSelect });
  return row && toUser(row);
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
