import pg from 'pg';
import { letter } from '../letter.ts';
import type { SmtpSink } from '../smtp-sink.ts';
import { soakFactOf, soakRecipientAddress } from './soak-tally.ts';

/**
 * The soak's steady traffic, as people make it through the product's HTTP API:
 *  - senders seal letters: most dated 20 s to 2 min ahead, some to go at once (recipient `R<n>`);
 *  - senders seal proof-of-life messages (recipient `C<n>`), whose first check-in the soak then makes due within
 *    a minute (the one thing written directly, into the scheduler's database, as the delivery bench does);
 *  - a sender whose free deliveries are spent pays through PayPal (the project's fake PayPal server): creates an
 *    order, approves it there, and captures it; the fake is told to fail some captures, so retries are exercised;
 *  - recipients open each letter with its code once its e-mail has come, answer its question if it has one
 *    (a third have), and read it whole (the content is compared with what was sealed);
 *  - with `deletes`, that share of the letters dated a minute or more ahead is deleted by its sender a few seconds
 *    after sealing: none of them may ever reach its recipient.
 * A person whose call fails tries again a little later, as people do; every call and its answer is recorded,
 * so the report can tell errors in an outage from errors outside one.
 */
export type SoakSender = { cookie: string; email: string };
/** One call: when it was sent, when its answer (or its failure) came, and what that was. */
export type CallRecord = { at: number; endedAt: number; what: string; status: number | 'network' };
/** When the call that wrote something was sent and when the API acknowledged it (epoch ms). */
export type Acknowledged = { sentAt: number; ackedAt: number };
export type Letter = {
  n: number;
  id?: string;
  accessCode?: string;
  sealed: boolean;
  /** The recipient read it whole, the content as sealed. */
  opened: boolean;
  /** The content the recipient got differed from what was sealed. */
  wrongContent?: boolean;
  question?: { question: string; answer: string };
  payment?: Payment;
  /** A dated letter's delivery date (epoch ms): its e-mail must not come before. */
  dueAt?: number;
  /** The calls that created and sealed it, as the API acknowledged them. */
  createdCall?: Acknowledged;
  sealedCall?: Acknowledged;
  /** When its sender is to delete it (epoch ms), and the call that did, as the API acknowledged it. */
  deleteAt?: number;
  senderCookie?: string;
  deletedCall?: Acknowledged;
};
/** A payment's outcome, for messages sealed after the free deliveries: the capture's answer. */
export type Payment = 'paid' | 'pending' | 'refused' | 'unfinished';
/** What the soak does at PayPal's end: the buyer's approval, and the faults PayPal itself may have. */
export type SoakPaypal = { approve: (orderId: string) => string; beforeCapture: () => void };
export type Switch = {
  n: number;
  id?: string;
  sealed: boolean;
  payment?: Payment;
  armedAt?: number;
  createdCall?: Acknowledged;
  sealedCall?: Acknowledged;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failed = (record: CallRecord) => record.status === 'network' || record.status >= 500;

export function soakTraffic(settings: {
  origin: string;
  publicUrl: string;
  senders: SoakSender[];
  sink: SmtpSink;
  schedulerDatabaseUrl: string;
  paypal: SoakPaypal;
  random: () => number;
  /** The share of letters dated a minute or more ahead that their senders delete (none by default). */
  deletes?: number;
}) {
  const { random, senders } = settings;
  const calls: CallRecord[] = [];
  const letters: Letter[] = [];
  const switches: Switch[] = [];
  const scheduler = new pg.Pool({
    connectionString: settings.schedulerDatabaseUrl,
    max: 2,
    connectionTimeoutMillis: 2_000,
  });
  // A pool whose server went away reports its idle clients' errors here; the next query reconnects.
  scheduler.on('error', () => undefined);
  // Sealing stops first; the recipients and the arming go on while the last facts drain.
  let sealingOn = true;
  let running = true;

  async function call(
    what: string,
    path: string,
    body: unknown,
    cookie?: string,
    extraHeaders: Record<string, string> = {},
    method: 'POST' | 'DELETE' = 'POST',
  ) {
    const at = Date.now();
    try {
      const response = await fetch(`${settings.origin}${path}`, {
        method,
        headers: {
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          'accept-language': 'en',
          origin: settings.publicUrl,
          ...(cookie ? { cookie } : {}),
          ...extraHeaders,
        },
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const endedAt = Date.now();
      calls.push({ at, endedAt, what, status: response.status });
      return {
        status: response.status,
        json: response.ok ? (JSON.parse(text) as unknown) : undefined,
        call: { sentAt: at, ackedAt: endedAt },
      };
    } catch {
      const endedAt = Date.now();
      calls.push({ at, endedAt, what, status: 'network' as const });
      return { status: 'network' as const, json: undefined, call: { sentAt: at, ackedAt: endedAt } };
    }
  }

  /** Tries a call until it answers something other than a server error, as a person pressing again would. */
  async function persist(
    what: string,
    path: string,
    body: unknown,
    cookie?: string,
    extraHeaders?: Record<string, string>,
    method?: 'POST' | 'DELETE',
  ) {
    for (;;) {
      const answer = await call(what, path, body, cookie, extraHeaders, method);
      if (answer.status !== 'network' && answer.status < 500) return answer;
      if (!sealingOn) return answer;
      await sleep(2_000 + random() * 3_000);
    }
  }

  async function sealOne(kind: 'letter' | 'switch', n: number) {
    const sender = senders[Math.floor(random() * senders.length)]!;
    const dueAt = kind === 'letter' && random() < 0.75 ? Date.now() + 20_000 + random() * 100_000 : undefined;
    const question =
      kind === 'letter' && random() < 1 / 3
        ? { question: 'What was the name of our first dog?', answer: 'Tor' }
        : undefined;
    const created = await persist(
      'create message',
      '/api/messages',
      {
        recipient: kind === 'letter' ? `R${n}` : `C${n}`,
        recipientEmail: kind === 'letter' ? soakRecipientAddress(n) : `c${n}@recipients.soak.example`,
        subject: letter.subject,
        content: letter.content,
        messageType: 'love',
        securityLevel: question ? 'basic' : 'none',
        deliveryMethod: 'email',
        deliveryDate: dueAt === undefined ? null : new Date(dueAt).toISOString(),
        schedulingType: kind === 'letter' ? 'specific_date' : 'life_proof',
        lifeProofCadence: kind === 'switch' ? 'monthly' : '',
        isAnonymous: false,
        senderCustomTitle: '',
        questions: question ? [question] : [],
      },
      sender.cookie,
    );
    const id = (created.json as { id?: string } | undefined)?.id;
    if (!id) return { id: undefined, sealed: false };
    const sealed = await persist('seal', `/api/messages/${id}/seal`, {}, sender.cookie);
    const deleteAt =
      dueAt !== undefined && dueAt - Date.now() > 60_000 && random() < (settings.deletes ?? 0)
        ? Date.now() + 3_000 + random() * 10_000
        : undefined;
    const answer = sealed.json as
      { accessCode?: string; requiresPayment?: boolean; paymentToken?: string | null } | undefined;
    return {
      id,
      createdCall: created.call,
      ...(sealed.status === 200 ? { sealedCall: sealed.call } : {}),
      ...(dueAt === undefined ? {} : { dueAt }),
      ...(deleteAt === undefined || sealed.status !== 200 ? {} : { deleteAt, senderCookie: sender.cookie }),
      ...(question ? { question } : {}),
      sealed: sealed.status === 200,
      ...(answer?.accessCode ? { accessCode: answer.accessCode } : {}),
      ...(answer?.requiresPayment && answer.paymentToken
        ? { payment: await pay(id, answer.paymentToken) }
        : {}),
    };
  }

  /** The payment page's calls: an order, the buyer's approval at PayPal, the capture. */
  async function pay(messageId: string, paymentToken: string): Promise<Payment> {
    const token = { 'x-payment-token': paymentToken };
    const created = await persist(
      'create order',
      '/api/payments/paypal/create',
      { messageId },
      undefined,
      token,
    );
    const orderId = (created.json as { orderId?: string | null } | undefined)?.orderId;
    if (!orderId) return 'unfinished';
    const payerId = settings.paypal.approve(orderId);
    settings.paypal.beforeCapture();
    const captured = await persist(
      'capture',
      `/api/payments/paypal/capture/${orderId}`,
      { payerId },
      undefined,
      token,
    );
    if (captured.status === 200) return 'paid';
    if (captured.status === 202) return 'pending';
    return captured.status === 'network' || captured.status >= 500 ? 'unfinished' : 'refused';
  }

  async function sealing() {
    while (sealingOn) {
      const n = letters.length;
      const entry: Letter = { n, sealed: false, opened: false };
      letters.push(entry);
      Object.assign(entry, await sealOne('letter', n));
      if (letters.length % 4 === 0) {
        const s: Switch = { n: switches.length, sealed: false };
        switches.push(s);
        Object.assign(s, await sealOne('switch', s.n));
      }
      await sleep(1_000 + random() * 2_000);
    }
  }

  /** Makes each sealed switch's first check-in due within a minute, once the scheduler has planned it. */
  async function arming() {
    while (running) {
      for (const s of switches.filter((s) => s.sealed && s.id && s.armedAt === undefined)) {
        const at = Date.now() + 10_000 + random() * 50_000;
        const armed = await scheduler
          .query(
            `UPDATE life_proof_switch SET next_at = $2 WHERE message_id = $1 AND state = 'active' RETURNING 1`,
            [s.id, new Date(at)],
          )
          .catch(() => undefined);
        if (armed?.rowCount === 1) s.armedAt = at;
      }
      await sleep(2_000);
    }
  }

  /** Each letter to be deleted is, by its sender, once its moment has come (tried again after a server error). */
  async function deleting() {
    while (running) {
      const now = Date.now();
      for (const entry of letters.filter(
        (l) => l.deleteAt !== undefined && l.deleteAt <= now && !l.deletedCall,
      )) {
        const deleted = await persist(
          'delete message',
          `/api/messages/${entry.id}`,
          undefined,
          entry.senderCookie,
          {},
          'DELETE',
        );
        if (deleted.status === 200) entry.deletedCall = deleted.call;
        else entry.deleteAt = undefined;
      }
      await sleep(1_000);
    }
  }

  /** A recipient opens each letter once its e-mail has come. */
  async function opening() {
    const byNumber = new Map<number, Letter>();
    let read = 0;
    while (running) {
      for (; read < settings.sink.received.length; read++) {
        const fact = soakFactOf(settings.sink.received[read]!);
        if (fact?.kind === 'delivery' && letters[fact.n]) byNumber.set(fact.n, letters[fact.n]!);
      }
      for (const entry of byNumber.values()) {
        if (entry.opened || !entry.accessCode || !running) continue;
        const access = await call('open (recipient)', '/api/access', { accessCode: entry.accessCode });
        if (access.status !== 200) continue;
        const read = await call('read (recipient)', '/api/verify', {
          accessCode: entry.accessCode,
          answer: entry.question?.answer ?? '',
        });
        if (read.status !== 200) continue;
        entry.opened = true;
        entry.wrongContent = (read.json as { content?: string }).content !== letter.content;
      }
      await sleep(1_000);
    }
  }

  const loops: Promise<void>[] = [];
  return {
    calls,
    letters,
    switches,
    start() {
      loops.push(sealing(), arming(), opening(), deleting());
    },
    /** No new messages from now on; the calls under way finish. */
    stopSealing() {
      sealingOn = false;
    },
    async stop() {
      sealingOn = false;
      running = false;
      await Promise.all(loops);
      await scheduler.end();
    },
    /** Calls that failed with a server error or a dropped connection. */
    failedCalls: () => calls.filter(failed),
  };
}
