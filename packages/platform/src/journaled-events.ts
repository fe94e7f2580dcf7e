import { eventCatalogue, type EventPayload, type EventType } from '@app/proto/events';
import type { z } from 'zod';
import type { FactJournal } from './fact-journal.ts';
import { OUTBOX_RETENTION_DAYS } from './outbox.ts';

/**
 * The journal's entries named `<prefix>+…` as far back as a restore can reach (the 35 days of point-in-time
 * recovery, as long as the outbox keeps its rows), oldest first, each with the instant it was written and its
 * body read with `schema`; an entry that does not read is named to `unreadable` and left out.
 */
export async function readJournalEntries<S extends z.ZodType>(
  journal: FactJournal,
  prefix: string,
  schema: S,
  now: Date,
  unreadable: (entry: string) => void,
): Promise<{ at: Date; body: z.infer<S> }[]> {
  const since = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
  const read: { at: Date; body: z.infer<S> }[] = [];
  for (const fact of await journal.since(since, { bodies: true })) {
    if (!fact.name.startsWith(`${prefix}+`)) continue;
    const parsed = schema.safeParse(parseJson(fact.body));
    if (parsed.success) read.push({ at: fact.at, body: parsed.data });
    else unreadable(fact.name);
  }
  return read.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The events of `type` an outbox relay journaled (its `journal` option), read with the event's own schema. */
export async function readJournaledEvents<T extends EventType>(
  journal: FactJournal,
  type: T,
  now: Date,
  unreadable: (entry: string) => void,
): Promise<{ at: Date; payload: EventPayload<T> }[]> {
  const entries = await readJournalEntries(journal, type, eventCatalogue[type].payload, now, unreadable);
  return entries.map(({ at, body }) => ({ at, payload: body as EventPayload<T> }));
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
