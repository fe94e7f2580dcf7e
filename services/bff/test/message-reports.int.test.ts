// A reader reports a message they opened, over the real services: it opens for nobody (the reporter included)
// until an admin, who reads it only if the reporter shared it, releases it or deletes it.
import { issueEmailToken, type Backends } from '@app/test-stack/backends';
import { sealedMessage, verifiedSender, type MessageClient } from '@app/test-stack/sealed-messages';
import { until } from '@app/test-stack/until';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserHeaders, newPerson, postJson, setCookie, type TestBff } from './helpers/bff.ts';
import { startWholeProduct, type WholeProduct } from './helpers/whole-product.ts';

const admin = newPerson('reportadmin');
let product: WholeProduct;
let backends: Backends;
let bff: TestBff;
let message: MessageClient;
let adminCookie: Record<string, string>;

beforeAll(async () => {
  // With notification and a mail catcher: a suspended sender is told by e-mail.
  product = await startWholeProduct('reports', { adminEmails: [admin.email] });
  ({ backends, bff, message } = product);
  const registered = await postJson(bff.app, '/api/register', admin);
  const { token } = await issueEmailToken(backends, registered.json<{ id: string }>().id, 'verify_email');
  await postJson(bff.app, '/api/verify-email', { token });
  const login = await postJson(bff.app, '/api/login', { email: admin.email, password: admin.password });
  adminCookie = { cookie: `legado_session=${setCookie(login).value}` };
});
afterAll(async () => {
  await product?.stop();
});

function recipient(url: string, body: unknown, grant = '', language = 'es') {
  return bff.app.inject({
    method: 'POST',
    url,
    headers: {
      ...browserHeaders,
      'accept-language': language,
      ...(grant ? { cookie: `legado_grant=${grant}` } : {}),
    },
    payload: JSON.stringify(body),
  });
}
const grantOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === 'legado_grant')?.value ?? '';

async function openedLetter(content: string) {
  const sender = await verifiedSender(backends, 'reported');
  const { messageId, accessCode } = await sealedMessage(message, sender, { content });
  await backends.deliver(messageId);
  const verify = await recipient('/api/verify', { accessCode, answer: '' });
  expect(verify.statusCode).toBe(200);
  return { sender, messageId, accessCode, grant: grantOf(verify) };
}

const openReports = () => bff.app.inject({ method: 'GET', url: '/api/admin/reports', headers: adminCookie });

describe('reporting a message', () => {
  it('holds it for everyone until an admin, who sees the shared content, releases it', async () => {
    const { sender, messageId, accessCode, grant } = await openedLetter('Sé dónde vives.');
    const reported = await recipient(
      '/api/access/report',
      {
        accessCode,
        reason: 'threat',
        details: '  Me da miedo.  ',
        shareContent: true,
      },
      grant,
    );
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toEqual({
      success: true,
      message: 'Gracias. Hemos retenido el mensaje: nadie podrá abrirlo mientras lo revisamos.',
    });

    for (const held of [
      await recipient('/api/verify', { accessCode, answer: '' }, grant),
      await recipient('/api/access', { accessCode }),
      await recipient('/api/verify', { accessCode, answer: '' }, '', 'en'),
    ]) {
      expect(held.statusCode).toBe(403);
    }
    expect((await recipient('/api/access', { accessCode }, '', 'en')).json()).toEqual({
      message: 'This message is held while we review it after a report.',
      availableOn: null,
    });
    expect(
      (await recipient('/api/access/reaction', { accessCode, reaction: 'love' }, grant)).statusCode,
    ).toBe(409);

    const list = await openReports();
    expect(list.statusCode).toBe(200);
    const report = list.json<{ id: string; messageId: string }[]>().find((r) => r.messageId === messageId);
    expect(report).toMatchObject({
      senderUserId: sender.user.id,
      reason: 'threat',
      details: 'Me da miedo.',
      shareContent: true,
      content: 'Sé dónde vives.',
      senderName: 'Ana García',
    });

    const released = await postJson(
      bff.app,
      `/api/admin/reports/${report!.id}/resolve`,
      { resolution: 'release' },
      adminCookie,
    );
    expect(released.statusCode).toBe(200);
    expect((await recipient('/api/verify', { accessCode, answer: '' })).statusCode).toBe(200);
    expect((await openReports()).json<{ messageId: string }[]>().some((r) => r.messageId === messageId)).toBe(
      false,
    );
  });

  it('shows the admin no word of an unshared one, and deleting it closes the code for good', async () => {
    const { messageId, accessCode, grant } = await openedLetter('Nadie más debe leer esto.');
    await recipient('/api/access/report', { accessCode, reason: 'harassment', shareContent: false }, grant);
    const report = (await openReports())
      .json<{ id: string; messageId: string; content: string; subject: string }[]>()
      .find((r) => r.messageId === messageId)!;
    expect(report).toMatchObject({ content: '', subject: '', senderName: '', shareContent: false });

    await postJson(bff.app, `/api/admin/reports/${report.id}/resolve`, { resolution: 'delete' }, adminCookie);
    await until('the message deleted', async () => {
      const { rows } = await backends.messageSql.query('SELECT 1 FROM message WHERE id = $1', [messageId]);
      return rows.length === 0;
    });
    expect((await recipient('/api/access', { accessCode })).statusCode).toBe(404);
  });

  it('suspends a reported sender: their session ends and sign-in says why, until the admin lifts it', async () => {
    const { sender } = await openedLetter('Otra vez yo.');
    const signIn = () =>
      postJson(
        bff.app,
        '/api/login',
        { email: sender.user.email, password: 'correct horse battery' },
        { 'accept-language': 'es' },
      );
    const session = { cookie: `legado_session=${setCookie(await signIn()).value}` };
    const suspend = (suspended: boolean) =>
      postJson(bff.app, `/api/admin/senders/${sender.user.id}/suspend`, { suspended }, adminCookie);

    expect((await suspend(true)).json()).toEqual({ success: true, suspended: true });
    // Suspending again changes nothing and tells nobody twice.
    expect((await suspend(true)).statusCode).toBe(200);
    expect((await bff.app.inject({ method: 'GET', url: '/api/user', headers: session })).statusCode).toBe(
      401,
    );
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message:
        'Tu cuenta está suspendida tras una denuncia. Si crees que es un error, escríbenos a soporte@legado.app y lo revisaremos.',
    });
    // A wrong password still reads as any wrong password: the suspension is said only to the account's owner.
    const guess = await postJson(bff.app, '/api/login', { email: sender.user.email, password: 'nope nope' });
    expect(guess.statusCode).toBe(401);
    // The sender is told by e-mail, once, in their language, with the address to write to.
    const told = async () =>
      (await product.mailbox.messagesTo(sender.user.email)).filter((mail) =>
        /^(Hemos suspendido tu cuenta de Legado|We have suspended your Legado account)$/.test(mail.Subject),
      );
    await until('the suspension told by e-mail', async () => (await told()).length > 0);
    const [notice, ...again] = await told();
    expect(again).toEqual([]);
    const text = (await product.mailbox.message(notice!.ID)).Text;
    expect(text).toContain('no podrás iniciar sesión');
    expect(text).toContain('soporte@legado.app');

    await suspend(false);
    expect((await signIn()).statusCode).toBe(200);
    const adminId = (await bff.app.inject({ method: 'GET', url: '/api/user', headers: adminCookie })).json<{
      id: string;
    }>().id;
    const notAdmins = await postJson(
      bff.app,
      `/api/admin/senders/${adminId}/suspend`,
      { suspended: true },
      adminCookie,
    );
    expect(notAdmins.statusCode).toBe(409);
  });

  it('needs the grant of a reading and a known reason, and only admins see reports', async () => {
    const { accessCode, grant } = await openedLetter('Hola.');
    const noGrant = await recipient('/api/access/report', { accessCode, reason: 'spam' });
    expect(noGrant.statusCode).toBe(403);
    const badReason = await recipient('/api/access/report', { accessCode, reason: 'boring' }, grant);
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toEqual({ message: 'Elige el motivo de la denuncia.', field: 'reason' });
    expect((await recipient('/api/verify', { accessCode, answer: '' }, grant)).statusCode).toBe(200);
    expect((await bff.app.inject({ method: 'GET', url: '/api/admin/reports' })).statusCode).toBe(401);
  });
});
