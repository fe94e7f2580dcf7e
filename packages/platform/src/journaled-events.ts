import { eventCatalogue, type EventPayload, type EventType } from '@app/proto/events';
import type { FactJournal } from './fact-journal.ts';
import { OUTBOX_RETENTION_DAYS } from './outbox.ts';

/**
 * The events of `type` an outbox relay journaled (its `journal` option) as far back as a restore can reach (the
 * 35 days of point-in-time recovery, as long as the outbox keeps its rows), each with the instant it was written,
 * read with the event's own schema; an entry that does not read is named to `unreadable` and left out.
 */
export async function readJournaledEvents<T extends EventType>(
  journal: FactJournal,
  type: T,
  now: Date,
  unreadable: (entry: string) => void,
): Promise<{ at: Date; payload: EventPayload<T> }[]> {
  const since = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
  const read: { at: Date; payload: EventPayload<T> }[] = [];
  for (const fact of await journal.since(since, { bodies: true })) {
    if (!fact.name.startsWith(`${type}+`)) continue;
    const parsed = eventCatalogue[type].payload.safeParse(parseJson(fact.body));
    if (parsed.success) read.push({ at: fact.at, payload: parsed.data as EventPayload<T> });
    else unreadable(fact.name);
  }
  return read;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
