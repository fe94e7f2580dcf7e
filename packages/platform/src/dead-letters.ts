import type { JetStreamManager, StoredMsg } from '@nats-io/jetstream';
import { headers, type MsgHdrs } from '@nats-io/transport-node';
import { z } from 'zod';
import { deadLetterStreamName } from './nats.ts';

/** What a consumer writes beside an event it sets aside (consumer.ts), and an admin reads back. */
export type DeadLetterFacts = {
  subject: string;
  streamSequence: number;
  consumer: string;
  attempts: number;
  error: string;
};

const header = {
  subject: 'Dead-Letter-Subject',
  streamSequence: 'Dead-Letter-Stream-Sequence',
  consumer: 'Dead-Letter-Consumer',
  attempts: 'Dead-Letter-Attempts',
  error: 'Dead-Letter-Error',
} as const;

export function deadLetterHeaders(facts: DeadLetterFacts): MsgHdrs {
  const about = headers();
  about.set(header.subject, facts.subject);
  about.set(header.streamSequence, String(facts.streamSequence));
  about.set(header.consumer, facts.consumer);
  about.set(header.attempts, String(facts.attempts));
  // Errors name ids and reasons, never content (events carry only ids); bounded all the same.
  about.set(header.error, facts.error.slice(0, 300));
  return about;
}

export type DeadLetter = {
  sequence: number;
  setAsideAt: Date;
  consumer: string;
  eventType: string;
  eventId: string;
  attempts: number;
  error: string;
};

// Only the envelope's name and id are shown: the rest is the producer's business.
const envelope = z.object({ id: z.string(), type: z.string() }).partial();

function readDeadLetter(message: StoredMsg): DeadLetter {
  let event: z.infer<typeof envelope> = {};
  try {
    event = envelope.parse(message.json());
  } catch {
    // Not JSON, or not an envelope: the headers still say where it came from.
  }
  return {
    sequence: message.seq,
    setAsideAt: message.time,
    consumer: message.header?.get(header.consumer) ?? '',
    eventType: event.type ?? '',
    eventId: event.id ?? '',
    attempts: Number(message.header?.get(header.attempts) ?? 0),
    error: message.header?.get(header.error) ?? '',
  };
}

/**
 * The newest `limit` events set aside, newest first, and how many the stream holds. A stream that does not
 * exist yet (no consumer has started) holds none.
 */
export async function listDeadLetters(
  jsm: JetStreamManager,
  prefix: string,
  limit: number,
): Promise<{ deadLetters: DeadLetter[]; total: number }> {
  const name = deadLetterStreamName(prefix);
  const info = await jsm.streams.info(name).catch(() => undefined);
  if (!info || info.state.messages === 0) return { deadLetters: [], total: 0 };
  const deadLetters: DeadLetter[] = [];
  for (let seq = info.state.last_seq; seq >= info.state.first_seq && deadLetters.length < limit; seq--) {
    // Sequences of messages aged out are simply missing.
    const message = await jsm.streams.getMessage(name, { seq }).catch(() => null);
    if (message) deadLetters.push(readDeadLetter(message));
  }
  return { deadLetters, total: info.state.messages };
}
