import { parseEvent } from '@app/proto/events';
import { z } from 'zod';
import type { EventConsumer } from './consumer.ts';
import {
  findDeadLetter,
  listStoredDeadLetters,
  markDeadLetterRetried,
  recordDeadLetterRetryFailure,
  type StoredDeadLetter,
} from './dead-letters.ts';
import { AppError } from './errors.ts';
import { redriveOutbox, RedriveRefused } from './outbox.ts';
import type { SqlExecutor } from './sql.ts';

/**
 * What an admin does to a service's events, the same in every service (each answers it through RPCs of these
 * names, in a domain file of each name): its dead letters listed and retried, its outbox re-driven.
 */
export type EventAdmin = {
  /** The newest `limit` events its consumers set aside, and how many still wait for a retry. */
  listDeadLetters(limit: number): Promise<{ deadLetters: StoredDeadLetter[]; waiting: number }>;
  /**
   * Hands one back to the consumer that set it aside and, once handled, marks it retried (answers when).
   * NOT_FOUND (DEAD_LETTER_NOT_FOUND); FAILED_PRECONDITION (DEAD_LETTER_RETRY_FAILED) when the handler fails
   * again, the row then keeping the new reason.
   */
  retryDeadLetter(id: string): Promise<Date>;
  /**
   * Every outbox row published since `since` (an ISO instant) handed to the relay again: answers how many.
   * INVALID_ARGUMENT (REDRIVE_SINCE_INVALID, REDRIVE_TOO_OLD) for no instant or one beyond the window.
   */
  redriveOutbox(since: string): Promise<number>;
};

/** What a service's domain files for those RPCs are given. */
export type EventAdminDeps = { eventAdmin: EventAdmin };

/** A page of the list: 50 unless asked, never more than 200. */
export const deadLetterPage = (requested: number) => (requested > 0 ? Math.min(requested, 200) : 50);

/** A list as the RPC answers it (app/common/v1/event_admin.proto: ISO instants, "" for none). */
export function deadLetterList({ deadLetters, waiting }: Awaited<ReturnType<EventAdmin['listDeadLetters']>>) {
  return {
    waiting,
    deadLetters: deadLetters.map((letter) => ({
      ...letter,
      streamSequence: String(letter.streamSequence),
      setAsideAt: letter.setAsideAt.toISOString(),
      retriedAt: letter.retriedAt?.toISOString() ?? '',
    })),
  };
}

export type EventAdminOptions = {
  db: SqlExecutor;
  /** The service's consumers once started: a retry goes to the one of the row's purpose. */
  consumers: () => readonly EventConsumer[];
  /** Tells the relay rows are waiting (a re-drive), so it need not wait for its next poll. */
  eventsRedriven?: () => void;
  now?: () => Date;
};

const deadLetterId = z.uuid();
const instant = z.iso.datetime({ offset: true });

export function createEventAdmin({
  db,
  consumers,
  eventsRedriven,
  now = () => new Date(),
}: EventAdminOptions): EventAdmin {
  return {
    listDeadLetters: (limit) => listStoredDeadLetters(db, deadLetterPage(limit)),

    async retryDeadLetter(id) {
      const notFound = () =>
        new AppError('NOT_FOUND', 'no such dead letter', { reason: 'DEAD_LETTER_NOT_FOUND' });
      if (!deadLetterId.safeParse(id).success) throw notFound();
      const letter = await findDeadLetter(db, id);
      if (!letter) throw notFound();
      try {
        const consumer = consumers().find((candidate) => candidate.purpose === letter.consumer);
        // A consumer a later version no longer has: nothing here can handle the event.
        if (!consumer) throw new Error(`no consumer ${letter.consumer} in this service`);
        await consumer.redeliver(parseEvent(letter.event));
      } catch (error) {
        const reason = String((error as Error)?.message ?? error);
        await recordDeadLetterRetryFailure(db, id, reason);
        throw new AppError('FAILED_PRECONDITION', `retry failed: ${reason}`, {
          reason: 'DEAD_LETTER_RETRY_FAILED',
          cause: error,
        });
      }
      return markDeadLetterRetried(db, id);
    },

    async redriveOutbox(since) {
      if (!instant.safeParse(since).success)
        throw new AppError('INVALID_ARGUMENT', 'since is no instant', {
          reason: 'REDRIVE_SINCE_INVALID',
          field: 'since',
        });
      try {
        const rows = await redriveOutbox(db, new Date(since), now());
        if (rows > 0) eventsRedriven?.();
        return rows;
      } catch (error) {
        if (error instanceof RedriveRefused)
          throw new AppError('INVALID_ARGUMENT', error.message, {
            reason: 'REDRIVE_TOO_OLD',
            field: 'since',
          });
        throw error;
      }
    },
  };
}
