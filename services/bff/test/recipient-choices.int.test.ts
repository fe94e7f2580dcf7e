// A recipient refuses a sender (or anonymous messages) from the link their delivery e-mail carried, over the real
// services: the refusal is checked when the sender seals (told before paying) and again when a message sealed
// before it comes due (declined, and what it cost given back).
import type { Backends } from '@app/test-stack/backends';
import type { Mailbox } from '@app/test-stack/mailbox';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import { decodeQr, readPdf } from '@app/test-stack/read-pdf';
import {
  madridAddress,
  openMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
  type Sender,
} from '@app/test-stack/sealed-messages';
import { until } from '@app/test-stack/until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, setCookie, type TestBff } from './helpers/bff.ts';
import { startWholeProduct, type WholeProduct } from './helpers/whole-product.ts';

let product: WholeProduct;
let backends: Backends;
let bff: TestBff;
let mailbox: Mailbox;
let message: MessageClient;

beforeAll(async () => {
  product = await startWholeProduct('choices');
  ({ backends, bff, mailbox, message } = product);
});
afterAll(() => product?.stop());

async function sessionOf(sender: Sender) {
  const login = await postJson(bff.app, '/api/login', {
    email: sender.user.email,
    password: 'correct horse battery',
  });
  return { cookie: `legado_session=${setCookie(login).value}` };
}

/** The token of the choices link in the delivery e-mail that reached `address`. */
async function choicesTokenSentTo(address: string): Promise<string> {
  let token = '';
  await until('the delivery e-mail', async () => {
    const [mail] = await mailbox.messagesTo(address);
    if (!mail) return false;
    const text = (await mailbox.message(mail.ID)).Text;
    token = /\/recipient\/choices#token=([\w.-]+)/.exec(text)?.[1] ?? '';
    return token !== '';
  });
  return token;
}

const seal = (cookie: Record<string, string>, messageId: string) =>
  postJson(bff.app, `/api/messages/${messageId}/seal`, {}, { ...cookie, 'accept-language': 'es' });

describe('a recipient’s choices', () => {
  it('refuses a sender from the e-mailed link: their next seal is refused, a waiting one is declined', async () => {
    const sender = await verifiedSender(backends, 'refused');
    const cookie = await sessionOf(sender);
    const address = `elena.${sender.user.id.slice(0, 8)}@example.com`;
    const first = await sealedMessage(message, sender, { recipientEmail: address });
    // Sealed before the refusal, due later: checked again when they come due. The older kind of row, from before
    // the stored recipient key, is checked from its address instead.
    const waiting = await sealedMessage(message, sender, { recipientEmail: address });
    const older = await sealedMessage(message, sender, { recipientEmail: address });
    await backends.messageSql.query('UPDATE message SET recipient_key = NULL WHERE id = $1', [
      older.messageId,
    ]);
    await backends.release(first.messageId);
    const token = await choicesTokenSentTo(address);

    const read = await postJson(bff.app, '/api/recipient-choices/read', { token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      senderName: 'Ana García',
      isAnonymous: false,
      refusesSender: false,
      refusesAnonymous: false,
    });
    const refused = await postJson(bff.app, '/api/recipient-choices', { token, refuseSender: true });
    expect(refused.json()).toMatchObject({ refusesSender: true, refusesAnonymous: false });

    const next = await openMessage(message, sender, { recipientEmail: address.toUpperCase() });
    const refusedSeal = await seal(cookie, next.messageId);
    expect(refusedSeal.statusCode).toBe(403);
    expect(refusedSeal.json()).toEqual({
      message:
        'La persona destinataria ha pedido no recibir mensajes tuyos. No se ha sellado ni se te ha cobrado nada.',
    });
    // Another address is not refused.
    const elsewhere = await openMessage(message, sender);
    const unfinished = await openMessage(message, sender);
    expect((await seal(cookie, elsewhere.messageId)).statusCode).toBe(200);
    // The home says which unfinished message no seal can finish, and no sealed one.
    const listed = (await bff.app.inject({ method: 'GET', url: '/api/messages', headers: cookie })).json<
      { id: string; recipientDeclined: boolean }[]
    >();
    const declinedOf = (id: string) => listed.find((m) => m.id === id)?.recipientDeclined;
    expect(declinedOf(next.messageId)).toBe(true);
    expect(declinedOf(unfinished.messageId)).toBe(false);
    expect(declinedOf(elsewhere.messageId)).toBe(false);
    expect(declinedOf(first.messageId)).toBe(false);

    const freeBefore = await backends.paymentSql.query<{ total: number }>(
      'SELECT coalesce(sum(delta), 0)::int AS total FROM free_delivery_entry WHERE user_id = $1',
      [sender.user.id],
    );
    // Their date comes, for the message service (which releases nothing before it) and the scheduler.
    await backends.messageSql.query('UPDATE message SET delivery_date = now() WHERE id = ANY($1::uuid[])', [
      [waiting.messageId, older.messageId],
    ]);
    await backends.schedulerSql.query(
      'UPDATE delivery_job SET due_at = now() WHERE message_id = ANY($1::uuid[])',
      [[waiting.messageId, older.messageId]],
    );
    await until('the waiting messages declined', async () => {
      const { rows } = await backends.messageSql.query(
        "SELECT 1 FROM message_deletion WHERE message_id = ANY($1::uuid[]) AND reason = 'declined'",
        [[waiting.messageId, older.messageId]],
      );
      return rows.length === 2;
    });
    const removed = await bff.app.inject({ method: 'GET', url: '/api/messages/removed', headers: cookie });
    expect(
      removed
        .json<{ id: string }[]>()
        .map((m) => m.id)
        .sort(),
    ).toEqual([waiting.messageId, older.messageId].sort());
    expect(removed.json()).toContainEqual(
      expect.objectContaining({ id: waiting.messageId, reason: 'declined', deliveredAt: null }),
    );
    // Their free deliveries came back.
    await until('the free delivery given back', async () => {
      const { rows } = await backends.paymentSql.query<{ total: number }>(
        'SELECT coalesce(sum(delta), 0)::int AS total FROM free_delivery_entry WHERE user_id = $1',
        [sender.user.id],
      );
      return rows[0]!.total === freeBefore.rows[0]!.total + 2;
    });
    expect(await mailbox.messagesTo(address)).toHaveLength(1);

    // Accepted again from the same link: the seal goes through.
    const accepted = await postJson(bff.app, '/api/recipient-choices', { token, refuseSender: false });
    expect(accepted.json()).toMatchObject({ refusesSender: false });
    expect((await seal(cookie, next.messageId)).statusCode).toBe(200);
  });

  it('refuses anonymous messages, whoever sends them, and not signed ones', async () => {
    const signer = await verifiedSender(backends, 'signer');
    const address = `pablo.${signer.user.id.slice(0, 8)}@example.com`;
    const delivered = await sealedMessage(message, signer, { recipientEmail: address });
    await backends.release(delivered.messageId);
    const token = await choicesTokenSentTo(address);
    const answer = await postJson(bff.app, '/api/recipient-choices', { token, refuseAnonymous: true });
    expect(answer.json()).toMatchObject({ refusesSender: false, refusesAnonymous: true });

    const stranger = await verifiedSender(backends, 'stranger');
    const strangerCookie = await sessionOf(stranger);
    const anonymous = await openMessage(message, stranger, { recipientEmail: address, isAnonymous: true });
    const refusedAnonymous = await seal(strangerCookie, anonymous.messageId);
    expect(refusedAnonymous.statusCode).toBe(403);
    // The sender is told what was refused: anonymous messages, not them.
    expect(refusedAnonymous.json()).toEqual({
      message:
        'La persona destinataria ha pedido no recibir mensajes anónimos. No se ha sellado ni se te ha cobrado nada.',
    });
    const signed = await openMessage(message, stranger, { recipientEmail: address });
    expect((await seal(strangerCookie, signed.messageId)).statusCode).toBe(200);
  });

  it('e-mails the link to the message’s own address when a reader asks for it from the page', async () => {
    const sender = await verifiedSender(backends, 'asked');
    const address = `lucia.${sender.user.id.slice(0, 8)}@example.com`;
    const { messageId, accessCode } = await sealedMessage(message, sender, { recipientEmail: address });
    await backends.release(messageId);
    const delivered = await choicesTokenSentTo(address);
    const verify = await postJson(bff.app, '/api/verify', { accessCode, answer: '' });
    const grant = verify.cookies.find((c) => c.name === 'legado_grant')!.value;

    const withoutGrant = await postJson(bff.app, '/api/access/choices-link', { accessCode });
    expect(withoutGrant.statusCode).toBe(403);
    const asked = await postJson(
      bff.app,
      '/api/access/choices-link',
      { accessCode },
      { cookie: `legado_grant=${grant}`, 'accept-language': 'es' },
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      success: true,
      message:
        'Hemos enviado el enlace a la dirección a la que iba este mensaje. Desde él se elige qué mensajes se aceptan.',
    });
    let mail;
    await until('the choices e-mail', async () => {
      mail = (await mailbox.messagesTo(address)).find(
        (m) => m.Subject === 'Qué mensajes de Ana García aceptas',
      );
      return mail !== undefined;
    });
    const text = (await mailbox.message(mail!.ID)).Text;
    expect(/\/recipient\/choices#token=([\w.-]+)/.exec(text)?.[1]).toBe(delivered);
    const requested = await backends.accessSql.query(
      "SELECT 1 FROM outbox_event WHERE type = 'access.choices_link.requested' AND payload->>'messageId' = $1",
      [messageId],
    );
    expect(requested.rows).toHaveLength(1);
  });

  it('lets a letter’s holder refuse its sender from the paper or the page, with no e-mail, for that door alone', async () => {
    const sender = await verifiedSender(backends, 'postal');
    const cookie = await sessionOf(sender);
    const door = { ...madridAddress, name: `Luis ${sender.user.id.slice(0, 8)}` };
    const letter = await sealedMessage(message, sender, {
      deliveryMethod: 'postal',
      recipientEmail: '',
      postalAddress: door,
    });
    // Paid and due: notification queues it for the admin, who prints it.
    await backends.release(letter.messageId);
    const notification = createTestClient(
      services.notification(),
      'notification',
      product.notification.address,
    );
    let letterId = '';
    await until('the letter queued', async () => {
      const { letters } = await notification.ListPostalLetters({ status: 'queued', limit: 200 });
      letterId = letters.find((l) => l.messageId === letter.messageId)?.id ?? '';
      return letterId !== '';
    });
    const { pdf } = await notification.RenderPostalLetter({ letterId });
    const printed = (await readPdf(pdf)).pages.flatMap((page) => page.images.map(decodeQr));
    const paperToken = /\/recipient\/choices#token=([\w.-]+)$/.exec(printed[1] ?? '')?.[1] ?? '';
    expect(paperToken).not.toBe('');
    notification.close();
    // Posted: its code opens it now.
    await backends.deliver(letter.messageId);

    // The open letter's button: the token at once, in honest words, and nothing written for notification.
    const verify = await postJson(bff.app, '/api/verify', { accessCode: letter.accessCode, answer: '' });
    const grant = verify.cookies.find((c) => c.name === 'legado_grant')!.value;
    const asked = await postJson(
      bff.app,
      '/api/access/choices-link',
      { accessCode: letter.accessCode },
      { cookie: `legado_grant=${grant}`, 'accept-language': 'es' },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({
      success: true,
      message:
        'Este mensaje llegó por carta, así que no se ha enviado ningún correo electrónico: eliges aquí mismo qué mensajes aceptas.',
      choicesToken: paperToken,
    });
    const requested = await backends.accessSql.query(
      "SELECT 1 FROM outbox_event WHERE type = 'access.choices_link.requested' AND payload->>'messageId' = $1",
      [letter.messageId],
    );
    expect(requested.rows).toHaveLength(0);

    const refused = await postJson(bff.app, '/api/recipient-choices', {
      token: paperToken,
      refuseSender: true,
    });
    expect(refused.json()).toMatchObject({ refusesSender: true });

    // The next letter to that person at that door, however its sender spaces or capitalises it, is refused
    // before anything is paid; so is one on a row whose key is derived when read (the migration's rows).
    const again = await openMessage(message, sender, {
      deliveryMethod: 'postal',
      recipientEmail: '',
      postalAddress: { ...door, name: ` ${door.name.toUpperCase()} `, line1: 'Calle  Mayor 1,  3º B' },
    });
    expect((await seal(cookie, again.messageId)).statusCode).toBe(403);
    const derived = await openMessage(message, sender, {
      deliveryMethod: 'postal',
      recipientEmail: '',
      postalAddress: door,
    });
    await backends.messageSql.query('UPDATE message SET recipient_key = NULL WHERE id = $1', [
      derived.messageId,
    ]);
    expect((await seal(cookie, derived.messageId)).statusCode).toBe(403);
    // Another person at the same door, and another letter with no e-mail either, still go.
    const neighbour = await openMessage(message, sender, {
      deliveryMethod: 'postal',
      recipientEmail: '',
      postalAddress: { ...door, name: 'Marta Ruiz' },
    });
    expect((await seal(cookie, neighbour.messageId)).statusCode).toBe(200);
  });

  it('refuses the sender from a mailbox’s one-click POST, over bare HTTP, for that address and sender only', async () => {
    const refused = await verifiedSender(backends, 'oneclick');
    const other = await verifiedSender(backends, 'oneother');
    const cookie = await sessionOf(refused);
    const otherCookie = await sessionOf(other);
    const address = `ines.${refused.user.id.slice(0, 8)}@example.com`;
    const first = await sealedMessage(message, refused, { recipientEmail: address });
    await backends.release(first.messageId);
    const token = await choicesTokenSentTo(address);
    const [delivery] = await mailbox.messagesTo(address);
    const headers = await mailbox.headers(delivery!.ID);
    expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    const url = /^<(https?:\/\/[^>]+)>$/.exec(headers['List-Unsubscribe']?.[0] ?? '')?.[1] ?? '';
    expect(new URL(url).pathname).toBe(`/api/recipient-choices/one-click/${token}`);

    // A provider's POST: its own server, a form body, no cookie, no page (and an Origin that is not ours).
    const origin = await bff.app.listen({ port: 0, host: '127.0.0.1' });
    const oneClick = (path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}) =>
      fetch(`${origin}${path}`, { method: 'POST', body, headers: { 'accept-language': 'en', ...headers } });
    const answer = await oneClick(
      new URL(url).pathname,
      new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      {
        origin: 'https://mail.google.com',
      },
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      success: true,
      message: 'Done: this address will receive no more messages from this sender.',
    });
    // Only this sender: not anonymous messages.
    const read = await postJson(bff.app, '/api/recipient-choices/read', { token });
    expect(read.json()).toMatchObject({ refusesSender: true, refusesAnonymous: false });
    // The same refusal as the page's: this sender's next seal to the address is refused before paying.
    const next = await openMessage(message, refused, { recipientEmail: address });
    expect((await seal(cookie, next.messageId)).statusCode).toBe(403);
    // Another sender to the same address still seals and is delivered.
    const fromOther = await openMessage(message, other, { recipientEmail: address });
    expect((await seal(otherCookie, fromOther.messageId)).statusCode).toBe(200);
    await backends.release(fromOther.messageId);
    await until('the other sender’s delivery', async () => (await mailbox.messagesTo(address)).length === 2);

    // Multipart, as some providers send it, works the same; a repeat changes nothing more.
    const multipart = new FormData();
    multipart.set('List-Unsubscribe', 'One-Click');
    expect(
      (await oneClick(new URL(url).pathname, multipart, { 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(200);
    const { rows } = await backends.messageSql.query<{ refused_sender: string }>(
      'SELECT refused_sender FROM recipient_refusal WHERE refused_sender = ANY($1::text[])',
      [[refused.user.id, other.user.id]],
    );
    expect(rows.map((row) => row.refused_sender)).toEqual([refused.user.id]);

    // A mail client that opens the address instead is sent to the page that asks, and nothing acts.
    const opened = await fetch(`${origin}${new URL(url).pathname}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/recipient/choices#token=${token}`);
  });

  it('answers a bad one-click token or body with a clear error, and changes nothing', async () => {
    const sender = await verifiedSender(backends, 'oneforged');
    const address = `raul.${sender.user.id.slice(0, 8)}@example.com`;
    const { messageId } = await sealedMessage(message, sender, { recipientEmail: address });
    await backends.release(messageId);
    const token = await choicesTokenSentTo(address);
    const form = (value: string) =>
      bff.app.inject({
        method: 'POST',
        url: `/api/recipient-choices/one-click/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        payload: `List-Unsubscribe=${value}`,
      });
    for (const forged of [`${messageId}.${'0'.repeat(32)}`, 'not-a-token']) {
      const answer = await bff.app.inject({
        method: 'POST',
        url: `/api/recipient-choices/one-click/${forged}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        message:
          'This link is not valid, or its message no longer exists. Use the link in a more recent e-mail.',
      });
    }
    // Anything but RFC 8058's one body is refused: another value, no body, JSON, a broken multipart.
    expect((await form('Unsubscribe')).statusCode).toBe(400);
    expect(
      (await bff.app.inject({ method: 'POST', url: `/api/recipient-choices/one-click/${token}` })).statusCode,
    ).toBe(400);
    const json = await postJson(bff.app, `/api/recipient-choices/one-click/${token}`, {
      'List-Unsubscribe': 'One-Click',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'La solicitud no es válida.' });
    const broken = await bff.app.inject({
      method: 'POST',
      url: `/api/recipient-choices/one-click/${token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nnot a part',
    });
    expect(broken.statusCode).toBe(400);
    const { rows } = await backends.messageSql.query(
      'SELECT 1 FROM recipient_refusal WHERE refused_sender = $1',
      [sender.user.id],
    );
    expect(rows).toEqual([]);
  });

  it('answers a forged or mangled link as unknown, in the reader’s language, and changes nothing', async () => {
    const sender = await verifiedSender(backends, 'forged');
    const { messageId } = await sealedMessage(message, sender);
    for (const token of [`${messageId}.${'0'.repeat(32)}`, 'not-a-token', '']) {
      const answer = await postJson(
        bff.app,
        '/api/recipient-choices',
        { token, refuseSender: true },
        { 'accept-language': 'en' },
      );
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        message:
          'This link is not valid, or its message no longer exists. Use the link in a more recent e-mail.',
      });
    }
    const { rows } = await backends.messageSql.query(
      'SELECT 1 FROM recipient_refusal WHERE refused_sender = $1',
      [sender.user.id],
    );
    expect(rows).toEqual([]);
  });
});
