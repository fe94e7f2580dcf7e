import { writeEvent } from '@app/platform/outbox';
import type { MediaDb, Prisma } from './client.ts';

// The account archives' rows (`account_archive`), reached only here. Their bytes are in the blob store.

export type ArchiveRow = Prisma.AccountArchiveGetPayload<object>;

/**
 * Under the user's lock: the build still running (`running` says which), or else a new row `building` that
 * replaces every older one of theirs (returned, for their blobs to go after the commit).
 */
export async function startArchiveRow(
  db: MediaDb,
  archive: { id: string; userId: string; wrappedKey: string; requestedAt: Date },
  running: (row: ArchiveRow) => boolean,
): Promise<{ archive: ArchiveRow; started: boolean; replaced: ArchiveRow[] }> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`archive:${archive.userId}`}))) AS locked`;
    const existing = await tx.accountArchive.findMany({ where: { userId: archive.userId } });
    const build = existing.find(running);
    if (build) return { archive: build, started: false, replaced: [] };
    await tx.accountArchive.deleteMany({ where: { userId: archive.userId } });
    const created = await tx.accountArchive.create({ data: archive });
    return { archive: created, started: true, replaced: existing };
  });
}

export function findArchive(db: MediaDb, id: string, userId: string): Promise<ArchiveRow | null> {
  return db.accountArchive.findFirst({ where: { id, userId } });
}

/** The user's newest archive, whatever its state. */
export function latestArchiveOf(db: MediaDb, userId: string): Promise<ArchiveRow | null> {
  return db.accountArchive.findFirst({ where: { userId }, orderBy: { requestedAt: 'desc' } });
}

export async function markArchiveFailed(db: MediaDb, id: string): Promise<void> {
  await db.accountArchive.updateMany({ where: { id }, data: { status: 'failed' } });
}

/** Every byte is stored: the archive is ready, and `media.account_archive.ready` is written with it. */
export function markArchiveReady(
  db: MediaDb,
  id: string,
  ready: { size: number; readyAt: Date; expiresAt: Date },
): Promise<ArchiveRow> {
  return db.$transaction(async (tx) => {
    const row = await tx.accountArchive.update({
      where: { id },
      data: { status: 'ready', size: BigInt(ready.size), readyAt: ready.readyAt, expiresAt: ready.expiresAt },
    });
    await writeEvent(tx, 'media.account_archive.ready', {
      archiveId: row.id,
      userId: row.userId,
      expiresAt: ready.expiresAt.toISOString(),
    });
    return row;
  });
}

/** Up to `limit` archives past their end (ready ones after `expiredBy`, the others requested before `staleBy`). */
export async function endedArchiveIds(
  db: MediaDb,
  { expiredBy, staleBy, limit }: { expiredBy: Date; staleBy: Date; limit: number },
): Promise<string[]> {
  const rows = await db.accountArchive.findMany({
    where: {
      OR: [
        { status: 'ready', expiresAt: { lte: expiredBy } },
        { status: { not: 'ready' }, requestedAt: { lte: staleBy } },
      ],
    },
    select: { id: true },
    take: limit,
  });
  return rows.map((row) => row.id);
}

export async function archiveIdsOf(db: MediaDb, userId: string): Promise<string[]> {
  const rows = await db.accountArchive.findMany({ where: { userId }, select: { id: true } });
  return rows.map((row) => row.id);
}

export async function deleteArchiveRows(db: MediaDb, ids: readonly string[]): Promise<number> {
  const { count } = await db.accountArchive.deleteMany({ where: { id: { in: [...ids] } } });
  return count;
}
