/**
 * What a restore to a point must hold, read from what the API answered: a write acknowledged before the point
 * was made is in the restored data; a write asked for after the point was made is not. A write under way while
 * the point was made may be either, and is only counted.
 */
export type AcknowledgedWrite = {
  /** What was written and where to look for it (`sealed 3f…`). */
  key: string;
  /** When the call that wrote it was sent, and when its acknowledgement came (epoch ms). */
  sentAt: number;
  ackedAt: number;
};

/** A point the restore may go back to: the instants just before and just after it was made. */
export type RestorePoint = { name: string; from: number; to: number };

export type PointCheck = {
  /** Acknowledged before the point, missing from the restore: the backup lost them. */
  missing: string[];
  /** Sent after the point, present in the restore: the restore went past it. */
  beyond: string[];
  /** Under way as the point was made: either is right. */
  straddling: number;
  /** Acknowledged before the point and present. */
  kept: number;
};

export function checkRestorePoint(
  writes: readonly AcknowledgedWrite[],
  point: Pick<RestorePoint, 'from' | 'to'>,
  present: (key: string) => boolean,
): PointCheck {
  const check: PointCheck = { missing: [], beyond: [], straddling: 0, kept: 0 };
  for (const write of writes) {
    if (write.ackedAt < point.from) {
      if (present(write.key)) check.kept += 1;
      else check.missing.push(write.key);
    } else if (write.sentAt > point.to) {
      if (present(write.key)) check.beyond.push(write.key);
    } else {
      check.straddling += 1;
    }
  }
  return check;
}

/**
 * The recovery point a restore "to the latest" actually had: the time from the newest write it kept to the loss.
 * Writes acknowledged after the oldest one it lost are not counted as kept (the archive has no holes, so a kept
 * one after a lost one would be a bug shown by `checkRestorePoint`, not a shorter window).
 */
export function observedRecoveryPoint(
  writes: readonly AcknowledgedWrite[],
  lostAt: number,
  present: (key: string) => boolean,
): { lost: number; windowMs: number } {
  const before = writes.filter((write) => write.ackedAt < lostAt).sort((a, b) => a.ackedAt - b.ackedAt);
  const firstLost = before.findIndex((write) => !present(write.key));
  if (firstLost === -1) return { lost: 0, windowMs: 0 };
  return { lost: before.length - firstLost, windowMs: lostAt - before[firstLost]!.ackedAt };
}

/**
 * Check-ins a restore asked again: a switch's check-in whose every e-mail after its first came once the restore
 * began. The restored switch has not seen its answer window pass, so it sends its check-in again with a fresh one,
 * as a restore should; a check-in sent twice before the restore is a doubling, not this.
 */
export function checkInsAskedAgain(
  mails: readonly { at: number; messageId: string; fact?: { kind: string; n: number } }[],
  restoreBeganAt: number,
): Set<number> {
  const byCheckIn = new Map<number, { at: number; messageId: string }[]>();
  for (const mail of mails) {
    if (mail.fact?.kind !== 'check-in') continue;
    byCheckIn.set(mail.fact.n, [...(byCheckIn.get(mail.fact.n) ?? []), mail]);
  }
  const again = new Set<number>();
  for (const [n, sent] of byCheckIn) {
    const [first, ...later] = sent.sort((a, b) => a.at - b.at);
    const others = later.filter((mail) => mail.messageId !== first!.messageId);
    if (others.length > 0 && first!.at < restoreBeganAt && others.every((mail) => mail.at >= restoreBeganAt))
      again.add(n);
  }
  return again;
}
