import { nanos, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { newInbox } from './nats.ts';

/**
 * One event pulled from a JetStream consumer, answered over JetStream's acknowledgement protocol (a reply to
 * the subject it came with): `+ACK` done, `-NAK` try again (after a delay), `+WPI` still working, `+TERM` never
 * again. An acknowledgement is final; "still working" after it is not sent.
 */
export class PulledEvent {
  readonly streamSequence: number;
  readonly deliveryCount: number;
  private readonly msg: Msg;
  private answered = false;

  constructor(msg: Msg) {
    this.msg = msg;
    // $JS.ACK.<stream>.<consumer>.<delivered>.<stream seq>.<consumer seq>.<time>.<pending>, or the same with a
    // domain and an account hash after ACK (newer servers).
    const tokens = msg.reply?.split('.') ?? [];
    if (tokens.length === 9) tokens.splice(2, 0, '_', '');
    if (tokens.length < 11 || tokens[0] !== '$JS' || tokens[1] !== 'ACK')
      throw new Error(`not a JetStream event: reply subject ${msg.reply ?? '(none)'}`);
    this.deliveryCount = Number(tokens[6]);
    this.streamSequence = Number(tokens[7]);
  }

  get subject(): string {
    return this.msg.subject;
  }
  get data(): Uint8Array {
    return this.msg.data;
  }
  get headers(): MsgHdrs | undefined {
    return this.msg.headers;
  }
  json<T = unknown>(): T {
    return this.msg.json<T>();
  }

  ack(): void {
    this.answer('+ACK', true);
  }
  nak(delayMs: number): void {
    this.answer(`-NAK ${JSON.stringify({ delay: nanos(delayMs) })}`, true);
  }
  working(): void {
    this.answer('+WPI', false);
  }
  term(): void {
    this.answer('+TERM', true);
  }

  private answer(payload: string, final: boolean): void {
    if (this.answered) return;
    this.answered = final;
    this.msg.respond(payload);
  }
}

export type EventPullOptions = {
  nc: NatsConnection;
  stream: string;
  durable: string;
  /** How long one pull request waits at the server for events before it ends (and is made again). */
  expiresMs: number;
  /** How many more events the consumer can start now. */
  freeSlots: () => number;
  /** Called for each event as it arrives: the event is on its ack clock from this moment. */
  onEvent: (event: PulledEvent) => void;
  /** Called when the subscription's subject carried something that is not an event (logged by the caller). */
  onDropped?: (error: Error) => void;
};

export type EventPull = {
  /** Asks for as many events as there are free slots and no request is already waiting for. */
  refill(): void;
  /** Settles when the pull cannot go on (consumer gone, a refusal, the connection closed); rejects with why. */
  ended: Promise<never>;
  /** Stops asking and listening. */
  stop(): void;
};

/** JetStream's answers to a pull request that are not events (a status code in the headers, no reply subject). */
const IDLE_HEARTBEAT = 100;
const NO_MESSAGES = 404;
const REQUEST_TIMEOUT = 408;
/** The JetStream API's answer for a stream or durable it does not know. */
const NOT_FOUND = 404;
const DURABLE_CHECK_TIMEOUT_MS = 5_000;
/** Past its expiry, a request the server never said was over (the answer lost on the way) is taken as over. */
const EXPIRY_GRACE_MS = 2_000;

/**
 * A pull consumer's events over one long-lived subscription. Each pull request asks for exactly the slots that
 * are free and not yet asked for. Its events count against the oldest request still waiting (the server fills
 * them in order), and the server's "request over" (408) comes on the request's own reply subject under the
 * subscription (`<inbox>.<n>`), so it says which request ended; one whose end never came a little after it
 * expired ends the pull, since the server no longer knows the durable (the sweep each second, which also asks
 * again for any slot left free). While the connection
 * is down nothing is asked; when it is back every earlier request is forgotten and the slots are asked for again
 * (an earlier request the server still held may then bring a few events beyond the bound: they are taken at once
 * all the same, none waits unseen), and the durable is looked up: one the server no longer knows ends the pull.
 * Any other refusal ends the pull (`ended`) for the caller to start it again.
 *
 * Rejected: nats.js `fetch()` per batch (a new inbox subscription, a status iterator and heartbeat timers for
 * each, mostly for one event under load: the services' NATS work and about a third of nats-server's), and
 * `consume()` (it asks again as events arrive rather than as they finish, so events would wait in its buffer
 * on their ack clock).
 */
export function startEventPull({
  nc,
  stream,
  durable,
  expiresMs,
  freeSlots,
  onEvent,
  onDropped,
}: EventPullOptions): EventPull {
  const inbox = newInbox(nc);
  const requestSubject = `$JS.API.CONSUMER.MSG.NEXT.${stream}.${durable}`;
  /** Each request still waiting at the server: how many events it may still bring, and when it is over. */
  const waiting = new Map<string, { remaining: number; deadline: number }>();
  let asked = 0;
  let serial = 0;
  let connected = !nc.isClosed();
  let stopped = false;
  let end: (error: Error) => void = () => undefined;
  const ended = new Promise<never>((_, reject) => (end = reject));
  // Nobody need be listening when the pull is stopped before it ended.
  ended.catch(() => undefined);

  const forget = (id: string) => {
    const request = waiting.get(id);
    if (!request) return;
    asked -= request.remaining;
    waiting.delete(id);
  };

  function refill(): void {
    if (stopped || !connected) return;
    const batch = freeSlots() - asked;
    if (batch <= 0) return;
    serial += 1;
    const id = String(serial);
    waiting.set(id, { remaining: batch, deadline: Date.now() + expiresMs + EXPIRY_GRACE_MS });
    asked += batch;
    nc.publish(requestSubject, JSON.stringify({ batch, expires: nanos(expiresMs) }), {
      reply: `${inbox}.${id}`,
    });
  }

  function fail(error: Error): void {
    if (stopped) return;
    stop();
    end(error);
  }

  const subscription = nc.subscribe(`${inbox}.*`, {
    callback: (error, msg) => {
      if (error) return fail(error);
      if (msg.reply) {
        // An event comes on its own subject, not its request's: the server fills its waiting requests first
        // come, first served, so it is counted to the oldest.
        const oldest = waiting.entries().next();
        if (!oldest.done) {
          const [id, request] = oldest.value;
          request.remaining -= 1;
          asked -= 1;
          if (request.remaining === 0) waiting.delete(id);
        }
        let event: PulledEvent;
        try {
          event = new PulledEvent(msg);
        } catch (notAnEvent) {
          onDropped?.(notAnEvent as Error);
          return;
        }
        onEvent(event);
        return;
      }
      // The server's answers about a request come on the request's own subject.
      const code = msg.headers?.code ?? 0;
      if (code === IDLE_HEARTBEAT) return;
      forget(msg.subject.slice(inbox.length + 1));
      if (code === REQUEST_TIMEOUT || code === NO_MESSAGES) return refill();
      // 409 (consumer deleted, too many waiting requests, server shutting down), 503 (no such consumer), 400.
      fail(new Error(`JetStream ended the pull of ${durable}: ${code} ${msg.headers?.description ?? ''}`));
    },
  });
  void subscription.closed.then(() => fail(new Error(`the subscription of ${durable} closed`)));

  const unwatch = watchConnection(nc, (state) => {
    if (state === 'disconnect') {
      connected = false;
      for (const id of [...waiting.keys()]) forget(id);
    } else {
      connected = true;
      refill();
      void checkDurable();
    }
  });

  /**
   * Back on a connection, the server reached may not know the durable (every server restarted with its store
   * wiped): asked at once, so the pull ends now for the caller to make it again, not at the request's expiry.
   * No answer (no JetStream leader yet) decides nothing: the expiry still does.
   */
  async function checkDurable(): Promise<void> {
    const answer = await nc
      .request(`$JS.API.CONSUMER.INFO.${stream}.${durable}`, undefined, { timeout: DURABLE_CHECK_TIMEOUT_MS })
      .catch(() => undefined);
    const code = answer && (answer.json<{ error?: { code?: number } }>().error?.code ?? 0);
    if (code === NOT_FOUND)
      fail(new Error(`JetStream no longer knows ${durable} after the connection came back`));
  }
  const sweep = setInterval(() => {
    const now = Date.now();
    let unanswered = false;
    for (const [id, request] of waiting)
      if (request.deadline < now) {
        forget(id);
        unanswered = true;
      }
    // The server answers every request it holds by its expiry; silence means it no longer knows the durable (a
    // deleted stream, every server restarted with its store wiped), and asking again would wait for ever: the
    // caller makes the durable again and pulls anew.
    if (unanswered)
      return fail(new Error(`no answer to a pull of ${durable} by its expiry: the durable may be gone`));
    refill();
  }, 1_000);

  function stop(): void {
    if (stopped) return;
    stopped = true;
    clearInterval(sweep);
    unwatch();
    if (!subscription.isClosed()) subscription.unsubscribe();
  }

  return { refill, ended, stop };
}

type ConnectionState = 'disconnect' | 'reconnect';
const watchers = new WeakMap<NatsConnection, Set<(state: ConnectionState) => void>>();

/** Calls `listener` when the connection drops and when it is back; one status reader per connection. */
function watchConnection(nc: NatsConnection, listener: (state: ConnectionState) => void): () => void {
  let listeners = watchers.get(nc);
  if (!listeners) {
    const set = new Set<(state: ConnectionState) => void>();
    listeners = set;
    watchers.set(nc, set);
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect' || status.type === 'reconnect')
          for (const each of [...set]) each(status.type);
      }
    })();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
