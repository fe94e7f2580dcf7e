import { AppError } from '@app/platform/errors';
import type { ArchiveRow } from '../db/account-archive-repository.ts';

// What an account archive's life is: how long it may be downloaded, when a build counts as cut off.

/** How long a ready archive can be downloaded. */
export const ARCHIVE_LIFETIME_MS = 24 * 3_600_000;
/** A build that has not finished by then was cut off (its builder stopped): it counts as failed. */
export const ARCHIVE_BUILD_TIMEOUT_MS = 3_600_000;

export const archiveNotFound = () =>
  new AppError('NOT_FOUND', 'no such archive', { reason: 'ARCHIVE_NOT_FOUND' });

/** Building, unless its builder has been silent too long. */
export const isBuilding = (row: ArchiveRow, now: Date) =>
  row.status === 'building' && now.getTime() - row.requestedAt.getTime() < ARCHIVE_BUILD_TIMEOUT_MS;
