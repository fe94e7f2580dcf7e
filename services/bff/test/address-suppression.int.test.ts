// An address whose letter bounced for an address cause rests: a letter sealed meanwhile is not sent and its sender
// is told (warned first, before paying), one sealed before is tried when due, and the rest ends when a later
// e-mail to the address is opened or an admin lifts it. The whole product, the bounce coming back as a mail
// server's report to notification's receiver.
import { randomUUID } from 'node:crypto';
import { deliveryReport, sendDeliveryReport } from '@app/mail-catcher/delivery-report';
import { issueEmailToken, type Backends } from '@app/test-stack/backends';
import type { Mailbox } from '@app/test-stack/mailbox';
import {
  openMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
  type Sender,
} from '@app/test-stack/sealed-messages';
import { until } from '@app/test-stack/until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, postJson, setCookie, type TestBff } from './helpers/bff.ts';
import { startWholeProduct, type WholeProduct } from './helpers/whole-product.ts';

const admin = newPerson('admin');
let product: WholeProduct;
let backends: Backends;
let bff: TestBff;
let mailbox: Mailbox;
let message: MessageClient;
let adminCookie: string;

beforeAll(async () => {
  product = await startWholeProduct('suppression', { adminEmails: [admin.email], bounces: true });
  ({ backends, bff, mailbox, message } = product);
  const registered = await postJson(bff.app, '/api/register', admin);
  const { token } = await issueEmailToken(backends, registered.json<{ id: string }>().id, 'verify_email');
  await postJson(bff.app, '/api/verify-email', { token });
  const login = await postJson(bff.app, '/api/login', { email: admin.email, password: admin.password });
  adminCookie = `legado_session=${setCookie(login).value}`;
});
afterAll(() => product?.stop());

async function sessionOf(sender: Sender) {
  const login = await postJson(bff.app, '/api/login', {
    email: sender.user.email,
    password: 'correct horse battery',
  });
  return { cookie: `legado_session=${setCookie(login).value}` };
}

const seal = (cookie: Record<string, string>, messageId: string, body: Record<string, unknown> = {}) =>
  postJson(bff.app, `/api/messages/${messageId}/seal`, body, { ...cookie, 'accept-language': 'en' });

const freeDeliveries = async (sender: Sender) =>
  (
    await backends.paymentSql.query<{ total: number }>(
      'SELECT coalesce(sum(delta), 0)::int AS total FROM free_delivery_entry WHERE user_id = $1',
      [sender.user.id],
    )
  ).rows[0]!.total;

/** Whether the address rests: a new letter to it is refused at sealing with the warning (one left unsealed). */
async function rests(address: string): Promise<boolean> {
  const probe = await verifiedSender(backends, 'probe', { language: 'en' });
  const open = await openMessage(message, probe, { recipientEmail: address });
  const answer = await seal(await sessionOf(probe), open.messageId);
  if (answer.statusCode === 409) return true;
  expect(answer.statusCode).toBe(200);
  return false;
}

/** The log rows of the delivery e-mails about one message. */
const deliveryLog = async (messageId: string) =>
  (
    await product.notification.sql.query<{ status: string; last_error: string | null }>(
      "SELECT status, last_error FROM email_log WHERE kind = 'message_delivery' AND about_message_id = $1",
      [messageId],
    )
  ).rows;

const noticesTo = async (sender: Sender) =>
  (await mailbox.messagesTo(sender.user.email)).filter((mail) => /could not deliver/.test(mail.Subject));

describe('addresses that bounced', () => {
  it('keeps back a letter sealed while the address rests, and tells its sender; one sealed before goes', async () => {
    const address = `nadie.${randomUUID().slice(0, 8)}@bounce.example`;
    const first = await verifiedSender(backends, 'first', { language: 'en' });
    const earlier = await verifiedSender(backends, 'earlier', { language: 'en' });
    const second = await verifiedSender(backends, 'second', { language: 'en' });
    // Sealed before any bounce, due later.
    const waiting = await sealedMessage(message, earlier, { recipientEmail: address });

    const bounced = await sealedMessage(message, first, { recipientEmail: address });
    await backends.release(bounced.messageId);
    await until('the first letter bounced', async () =>
      (await deliveryLog(bounced.messageId)).some((row) => row.status === 'bounced'),
    );
    await until('the address resting', () => rests(address));
    // The sender of the letter sealed before and still waiting is told once: it will be tried when due.
    const resting = async () =>
      (await mailbox.messagesTo(earlier.user.email)).filter((mail) => /came back/.test(mail.Subject));
    await until('the earlier sender told', async () => (await resting()).length === 1);
    const [told] = await resting();
    expect((await mailbox.message(told!.ID)).Text).toMatch(/we will try to send it when its time comes/);

    // Its sender's card and history say why it did not arrive: the address.
    const firstSession = await sessionOf(first);
    const get = (url: string) => bff.app.inject({ method: 'GET', url, headers: firstSession });
    await until('the card says why', async () =>
      (await get('/api/messages'))
        .json<{ id: string; deliveryFailureCause: string | null }[]>()
        .some((card) => card.id === bounced.messageId && card.deliveryFailureCause === 'address'),
    );
    expect((await get(`/api/messages/${bounced.messageId}/timeline`)).json()).toContainEqual({
      at: expect.any(String),
      event: 'delivery_failed',
      cause: 'address',
    });

    // Another account's letter to it: warned before anything is spent or paid.
    const cookie = await sessionOf(second);
    const letter = await openMessage(message, second, { recipientEmail: address });
    const before = await freeDeliveries(second);
    const warned = await seal(cookie, letter.messageId);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toEqual({
      message: expect.stringMatching(/^Mail to this address came back lately/),
      field: 'recipientEmail',
    });
    expect(await freeDeliveries(second)).toBe(before);
    // Sealed anyway, and due now: not sent, and its sender is told why.
    expect((await seal(cookie, letter.messageId, { confirmBouncedAddress: true })).statusCode).toBe(200);
    const restUntil = async () =>
      (await backends.messageSql.query<{ until: Date }>('SELECT until FROM address_suppression')).rows
        .map((row) => row.until.getTime())
        .sort();
    const untilBefore = await restUntil();
    await backends.release(letter.messageId);
    await until('its sender told', async () => (await noticesTo(second)).length === 1);
    const [notice] = await noticesTo(second);
    expect((await mailbox.message(notice!.ID)).Text).toMatch(/We did not send your message to Luis/);
    expect(await deliveryLog(letter.messageId)).toEqual([
      { status: 'rejected', last_error: 'ADDRESS_SUPPRESSED' },
    ]);
    expect(await mailbox.messagesTo(address)).toHaveLength(1);
    // The sender's card says it never arrived, with the free correction.
    await until('the card says it failed', async () => {
      const { rows } = await backends.messageSql.query(
        'SELECT 1 FROM message WHERE id = $1 AND delivery_failed_at IS NOT NULL',
        [letter.messageId],
      );
      return rows.length === 1;
    });
    // Kept back for the rest: the card gives the address's cause (and its correction), and the rest is no longer.
    const secondSession = await sessionOf(second);
    const cards = await bff.app.inject({ method: 'GET', url: '/api/messages', headers: secondSession });
    expect(
      cards
        .json<{ id: string; deliveryFailureCause: string | null }[]>()
        .find((c) => c.id === letter.messageId)?.deliveryFailureCause,
    ).toBe('address');
    expect(await restUntil()).toEqual(untilBefore);

    // The letter sealed before the bounce is tried when due.
    await backends.release(waiting.messageId);
    await until('the earlier letter tried', async () => (await mailbox.messagesTo(address)).length === 2);
    expect(await resting()).toHaveLength(1);
  });

  it('rests no more once a later e-mail to the address is opened', async () => {
    const address = `marta.${randomUUID().slice(0, 8)}@example.com`;
    const sender = await verifiedSender(backends, 'reader', { language: 'en' });
    const bounced = await sealedMessage(message, sender, { recipientEmail: address });
    const later = await sealedMessage(message, sender, { recipientEmail: address });
    await backends.release(bounced.messageId);
    await until('the first e-mail', async () => (await mailbox.messagesTo(address)).length === 1);
    // Its mail server returns it (a real report, to the e-mail's own return path, about its own Message-ID).
    const [caught] = await mailbox.messagesTo(address);
    const headers = await mailbox.headers(caught!.ID);
    const returnPath = headers['Return-Path']![0]!.replace(/^<|>$/g, '');
    await sendDeliveryReport(
      { host: '127.0.0.1', port: product.bouncePort! },
      {
        returnPath,
        raw: deliveryReport({
          returnPath,
          recipient: address,
          original: Buffer.from(`Message-ID: <${caught!.MessageID}>\r\n\r\n`),
        }),
      },
    );
    await until('the address resting', () => rests(address));

    await backends.release(later.messageId);
    await until('the later letter delivered', async () => {
      const { rows } = await backends.messageSql.query(
        'SELECT 1 FROM message WHERE id = $1 AND is_delivered',
        [later.messageId],
      );
      return rows.length === 1;
    });
    const verify = await postJson(bff.app, '/api/verify', { accessCode: later.accessCode, answer: '' });
    const grant = verify.cookies.find((c) => c.name === 'legado_grant')!.value;
    const read = await postJson(
      bff.app,
      '/api/access/read',
      { accessCode: later.accessCode },
      { cookie: `legado_grant=${grant}` },
    );
    expect(read.statusCode).toBe(200);
    await until('the rest lifted', async () => !(await rests(address)));
  });

  it('is lifted by an admin, and only by an admin', async () => {
    const address = `pedro.${randomUUID().slice(0, 8)}@bounce.example`;
    const sender = await verifiedSender(backends, 'lifted', { language: 'en' });
    const bounced = await sealedMessage(message, sender, { recipientEmail: address });
    await backends.release(bounced.messageId);
    await until('the address resting', () => rests(address));

    const lift = (cookie: string, email: string) =>
      postJson(
        bff.app,
        '/api/admin/address-suppressions/lift',
        { email },
        { cookie, 'accept-language': 'en' },
      );
    const user = await sessionOf(sender);
    expect((await lift(user.cookie, address)).statusCode).toBe(404);
    expect(await rests(address)).toBe(true);
    const lifted = await lift(adminCookie, address.toUpperCase());
    expect(lifted.json()).toEqual({ lifted: true, message: 'Letters to this address will be sent again.' });
    expect(await rests(address)).toBe(false);
    expect((await lift(adminCookie, address)).json()).toMatchObject({ lifted: false });
    expect((await lift(adminCookie, 'not an address')).statusCode).toBe(400);
  });
});
