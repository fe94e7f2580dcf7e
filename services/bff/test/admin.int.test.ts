// The admin panel's calls, end to end: the bff over the real auth, payment, message, scheduler and notification
// services (their own databases), Redis, and a real SMTP server with Mailpit's read API.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';
import { startNotification, type Notification } from '@app/test-stack/notification';
import { readPdf } from '@app/test-stack/read-pdf';
import { madridAddress } from '@app/test-stack/sealed-messages';
import {
  browserHeaders,
  closedPort,
  newPerson,
  postJson,
  registerPerson,
  setCookie,
  startBff,
  type TestBff,
} from './helpers/bff.ts';

const admin = newPerson('admin');
let backends: Backends;
let mailbox: Mailbox;
let notification: Notification;
// A second notification whose mail server does not answer (on events of its own: it takes none of the first's).
let brokenNotification: Notification;
let bff: TestBff;
let brokenMailBff: TestBff;
/** A bff that reaches the test's real scheduler (the others are told of a dead one). */
let schedulerBff: TestBff;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  [backends, mailbox] = await Promise.all([
    startBackends('admin', { adminEmails: [admin.email] }),
    startMailbox(),
  ]);
  [notification, brokenNotification] = await Promise.all([
    startNotification('bff_admin', backends, { smtpPort: mailbox.smtpPort }),
    startNotification('bff_admin_broken', backends, { smtpPort: await closedPort(), sharesEvents: false }),
  ]);
  // The bff is told of a scheduler nobody runs: the status must say so.
  const deadScheduler = `127.0.0.1:${await closedPort()}`;
  const addresses = {
    MESSAGE_GRPC_ADDR: backends.messageAddress,
    ACCESS_GRPC_ADDR: backends.accessAddress,
    MEDIA_GRPC_ADDR: backends.mediaAddress,
    SCHEDULER_GRPC_ADDR: deadScheduler,
    // Eight services share this test's one process: one loading its e-mail templates on its first e-mail can hold
    // the others past the bff's usual 5 s on a loaded machine, and a late answer would read as a refusal.
    GRPC_DEADLINE_MS: '60000',
  };
  [bff, brokenMailBff, schedulerBff] = await Promise.all([
    startBff(backends, { ...addresses, NOTIFICATION_GRPC_ADDR: notification.address }),
    startBff(backends, { ...addresses, NOTIFICATION_GRPC_ADDR: brokenNotification.address }),
    startBff(backends, {
      ...addresses,
      NOTIFICATION_GRPC_ADDR: notification.address,
      SCHEDULER_GRPC_ADDR: backends.schedulerAddress,
    }),
  ]);

  // The admin: an address in ADMIN_EMAILS that has been verified.
  const registered = await postJson(bff.app, '/api/register', admin);
  expect(registered.statusCode).toBe(201);
  const registeredAdmin = registered.json<{ id: string; role: string }>();
  expect(registeredAdmin.role).toBe('user');
  const { token } = await issueEmailToken(backends, registeredAdmin.id, 'verify_email');
  expect((await postJson(bff.app, '/api/verify-email', { token })).statusCode).toBe(200);
  const login = await postJson(bff.app, '/api/login', { email: admin.email, password: admin.password });
  expect(login.json<{ role: string }>().role).toBe('admin');
  adminCookie = setCookie(login).value;
  userCookie = (await registerPerson(bff.app, 'plain')).cookie;
});

afterAll(async () => {
  await bff?.close();
  await brokenMailBff?.close();
  await schedulerBff?.close();
  await notification?.stop();
  await brokenNotification?.stop();
  await mailbox?.close();
  await backends?.stop();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function call(
  method: Method,
  url: string,
  options: { cookie?: string; body?: unknown; language?: string; app?: FastifyInstance } = {},
): Promise<LightMyRequestResponse> {
  return (options.app ?? bff.app).inject({
    method,
    url,
    headers: {
      ...(method === 'GET' ? {} : browserHeaders),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    cookies: options.cookie ? { legado_session: options.cookie } : {},
    ...(method === 'GET' ? {} : { payload: JSON.stringify(options.body ?? {}) }),
  });
}

const asAdmin = (method: Method, url: string, body?: unknown, language?: string) =>
  call(method, url, { cookie: adminCookie, body, ...(language ? { language } : {}) });

type DiscountCodeView = {
  id: string;
  code: string;
  percentage: number;
  validUntil: string | null;
  maxUses: number | null;
  currentUses: number;
  active: boolean;
  createdAt: string;
};

async function discountRows(): Promise<{ id: string; code: string; active: boolean }[]> {
  const { rows } = await backends.paymentSql.query<{ id: string; code: string; active: boolean }>(
    'SELECT id::text, code, active FROM discount_code ORDER BY code',
  );
  return rows;
}

/** Test e-mails logged (the real notification also mails registrants while these tests run). */
async function testEmailCount(): Promise<number> {
  const { rows } = await notification.sql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM email_log WHERE kind = 'test'",
  );
  return rows[0]!.n;
}

async function createCode(code: string, extra: Record<string, unknown> = {}): Promise<DiscountCodeView> {
  const response = await asAdmin('POST', '/api/admin/discount-codes', { code, percentage: 10, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DiscountCodeView>();
}

describe('who may call the admin routes', () => {
  it('gives a signed-out visitor 401 and a signed-in non-admin 404 on every admin call, and changes nothing', async () => {
    const existing = await createCode(`KEEP${randomUUID().slice(0, 6)}`);
    const rowsBefore = await discountRows();
    const logBefore = await testEmailCount();
    const target = `nobody.${randomUUID().slice(0, 8)}@example.com`;
    const calls: [Method, string, unknown][] = [
      ['GET', '/api/admin/discount-codes', undefined],
      ['POST', '/api/admin/discount-codes', { code: 'INTRUDER', percentage: 100 }],
      ['PATCH', `/api/admin/discount-codes/${existing.id}`, { active: false }],
      ['DELETE', `/api/admin/discount-codes/${existing.id}`, {}],
      ['POST', '/api/send-test-email', { to: target, subject: 'Hola', message: 'Prueba' }],
      ['GET', '/api/admin/status', undefined],
      ['GET', '/api/admin/mail-authentication', undefined],
      ['GET', '/api/admin/mail-outcomes', undefined],
      ['GET', '/api/admin/logs', undefined],
      ['GET', '/api/admin/logs?source=payment&kind=order.paid&limit=5', undefined],
    ];
    for (const [method, url, body] of calls) {
      const signedOut = await call(method, url, { body });
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
      expect(signedOut.json()).toEqual({ message: 'No has iniciado sesión.' });

      const nonAdmin = await call(method, url, { cookie: userCookie, body });
      expect(nonAdmin.statusCode, `${method} ${url} as a user`).toBe(404);
      expect(nonAdmin.json()).toEqual({ message: 'No existe esa ruta.' });
      // Nothing in the answer but the refusal.
      expect(nonAdmin.body).not.toContain(existing.code);
    }
    // A refused call with a bad body is still refused as such (the role is checked before anything else).
    const badBody = await call('POST', '/api/admin/discount-codes', {
      cookie: userCookie,
      body: { code: 1 },
    });
    expect(badBody.statusCode).toBe(404);

    expect(await discountRows()).toEqual(rowsBefore);
    expect(rowsBefore.find((row) => row.id === existing.id)?.active).toBe(true);
    expect(rowsBefore.some((row) => row.code === 'INTRUDER')).toBe(false);
    expect(await testEmailCount()).toBe(logBefore);
    expect(await mailbox.messagesTo(target)).toHaveLength(0);
  });
});

describe('discount codes', () => {
  it('creates a code (stored upper case), lists it first, refuses a second one of the same name', async () => {
    const name = `verano${randomUUID().slice(0, 6)}`;
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await createCode(name, { percentage: 25, maxUses: 10, validUntil });
    expect(created).toMatchObject({
      code: name.toUpperCase(),
      percentage: 25,
      maxUses: 10,
      validUntil,
      currentUses: 0,
      active: true,
    });
    expect(created.id).toBeTruthy();
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);

    const unlimited = await createCode(`libre${randomUUID().slice(0, 6)}`, { percentage: '15' });
    expect(unlimited).toMatchObject({ percentage: 15, maxUses: null, validUntil: null });

    const list = await asAdmin('GET', '/api/admin/discount-codes');
    expect(list.statusCode).toBe(200);
    const codes = list.json<DiscountCodeView[]>();
    expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining([created.code, unlimited.code]));
    expect(codes.find((c) => c.id === created.id)).toEqual(created);

    const again = await asAdmin('POST', '/api/admin/discount-codes', { code: name, percentage: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('Ya existe un código con ese nombre');
    expect((await discountRows()).filter((row) => row.code === created.code)).toHaveLength(1);
  });

  it('refuses incomplete or wrong data in the user’s language, storing nothing', async () => {
    const before = await discountRows();
    const cases: [unknown, string, string][] = [
      [{ percentage: 10 }, 'es', 'Datos incompletos'],
      [{ code: 'NOPERCENT' }, 'es', 'Datos incompletos'],
      [{ code: 'TOOMUCH', percentage: 150 }, 'es', 'El porcentaje debe ser un número entre 1 y 100'],
      [{ code: 'ZERO', percentage: 0 }, 'en', 'The percentage must be a number between 1 and 100'],
      [{ code: 'HALF', percentage: 12.5 }, 'es', 'El porcentaje debe ser un número entre 1 y 100'],
      // The payment service's own rule, in the user's words.
      [{ code: 'AB', percentage: 10 }, 'es', 'El código debe tener entre 3 y 15 letras o números'],
      // 16 characters: longer than the admin's form allows, said in the form's terms.
      [{ code: 'A'.repeat(16), percentage: 10 }, 'en', 'The code must have 3 to 15 letters or digits'],
      [
        { code: 'USES', percentage: 10, maxUses: -1 },
        'es',
        'El número máximo de usos debe ser un número entero positivo',
      ],
      [{ code: 'WHEN', percentage: 10, validUntil: 'mañana' }, 'es', 'La fecha de caducidad no es válida'],
    ];
    for (const [body, language, message] of cases) {
      const response = await asAdmin('POST', '/api/admin/discount-codes', body, language);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await discountRows()).toEqual(before);
  });

  it('deactivates and activates a code, then deletes it', async () => {
    const code = await createCode(`otono${randomUUID().slice(0, 6)}`);
    const off = await asAdmin('PATCH', `/api/admin/discount-codes/${code.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<DiscountCodeView>()).toMatchObject({ id: code.id, active: false });
    expect((await discountRows()).find((row) => row.id === code.id)?.active).toBe(false);

    const on = await asAdmin('PATCH', `/api/admin/discount-codes/${code.id}`, { active: true });
    expect(on.json<DiscountCodeView>().active).toBe(true);
    expect((await discountRows()).find((row) => row.id === code.id)?.active).toBe(true);

    const removed = await asAdmin('DELETE', `/api/admin/discount-codes/${code.id}`, {});
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Código eliminado' });
    expect((await discountRows()).some((row) => row.id === code.id)).toBe(false);

    const missing = await asAdmin('DELETE', `/api/admin/discount-codes/${code.id}`, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Código de descuento no encontrado' });
    const toggleMissing = await asAdmin('PATCH', `/api/admin/discount-codes/${randomUUID()}`, {
      active: true,
    });
    expect(toggleMissing.statusCode).toBe(404);
  });
});

describe('test e-mail', () => {
  it('sends it now through the real mail path, in the admin’s language, and logs it as a test', async () => {
    const to = `inbox.${randomUUID().slice(0, 8)}@example.com`;
    const before = Date.now();
    const response = await asAdmin(
      'POST',
      '/api/send-test-email',
      { to, subject: 'Prueba de correo', message: 'Primera línea.\n\nSegunda línea.' },
      'en',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      message: string;
      details: { to: string; subject: string; sentAt: string };
    }>();
    expect(body.message).toBe('Test e-mail sent');
    expect(body.details).toMatchObject({ to, subject: 'Prueba de correo' });
    expect(Date.parse(body.details.sentAt)).toBeGreaterThanOrEqual(before - 1_000);

    const inbox = await mailbox.messagesTo(to);
    expect(inbox).toHaveLength(1);
    const mail = await mailbox.message(inbox[0]!.ID);
    expect(mail.Subject).toBe('Prueba de correo');
    expect(mail.Text).toContain('Primera línea.');
    expect(mail.Text).toContain('Segunda línea.');
    expect(mail.Text).toContain('This is a test e-mail sent from the Legado admin panel.');
    const { rows } = await notification.sql.query<{
      id: string;
      kind: string;
      status: string;
      user_id: string;
    }>(`SELECT id::text, kind, status::text, user_id::text FROM email_log WHERE message_id = $1`, [
      `<${mail.MessageID}>`,
    ]);
    expect(rows).toEqual([
      { id: expect.any(String), kind: 'test', status: 'sent', user_id: expect.any(String) },
    ]);
    // Its own return path (VERP) names this e-mail's log row, so a later bounce could be told apart.
    const [returnPath] = (await mailbox.headers(inbox[0]!.ID))['Return-Path']!;
    expect(returnPath).toMatch(
      new RegExp(`^<bounces\\+${rows[0]!.id.replaceAll('-', '')}\\.[0-9a-f]{16}@legado\\.local>$`),
    );
  });

  it('sends a few a window per admin, then refuses with a retry time', async () => {
    // Its own bff (its own Redis keys), so the other tests' e-mails are not counted here.
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await call('POST', '/api/send-test-email', {
        app: schedulerBff.app,
        cookie: adminCookie,
        body: { to: `limit.${randomUUID().slice(0, 8)}@example.com`, subject: 'Hola', message: 'Texto' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.headers['retry-after']).toBeDefined();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('asks for every field, and says so when the mail server does not answer', async () => {
    for (const body of [
      { subject: 'Hola', message: 'Texto' },
      { to: 'a@example.com', subject: '  ', message: 'Texto' },
      { to: 'a@example.com', subject: 'Hola' },
    ]) {
      const response = await asAdmin('POST', '/api/send-test-email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Por favor completa todos los campos' });
    }
    const badAddress = await asAdmin('POST', '/api/send-test-email', {
      to: 'not-an-address',
      subject: 'Hola',
      message: 'Texto',
    });
    expect(badAddress.json()).toEqual({ message: 'Correo electrónico inválido', field: 'to' });

    const to = `unreachable.${randomUUID().slice(0, 8)}@example.com`;
    const refused = await call('POST', '/api/send-test-email', {
      app: brokenMailBff.app,
      cookie: adminCookie,
      body: { to, subject: 'Hola', message: 'Texto' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      message: 'No se pudo enviar el correo: el servidor de correo no responde.',
    });
    expect(await mailbox.messagesTo(to)).toHaveLength(0);
  });
});

type StatusView = {
  status: string;
  components: { name: string; status: string; latencyMs: number | null; checkedAt: string }[];
};

describe('system status', () => {
  it('says mail is signed and which DNS records the From domain needs, public halves only', async () => {
    const response = await asAdmin('GET', '/api/admin/mail-authentication');
    expect(response.statusCode).toBe(200);
    const published = response.json<{ signed: boolean; domain: string; records: Record<string, string>[] }>();
    expect(published).toMatchObject({ signed: true, domain: 'legado.local' });
    expect(published.records.map((record) => [record.kind, record.type, record.name])).toEqual([
      ['SPF', 'TXT', 'legado.local'],
      ['DKIM', 'TXT', 'legado._domainkey.legado.local'],
      ['DMARC', 'TXT', '_dmarc.legado.local'],
    ]);
    expect(published.records[1]!.value).toMatch(/^v=DKIM1; k=rsa; p=MIIB[A-Za-z0-9+/]+=*$/);
    expect(response.body).not.toMatch(/PRIVATE KEY/);
  });

  it('counts the week’s mail per day from notification’s log, and refuses a window it does not keep', async () => {
    const response = await asAdmin('GET', '/api/admin/mail-outcomes');
    expect(response.statusCode).toBe(200);
    const outcomes = response.json<{ days: { day: string; sent: number }[]; domains: unknown[] }>();
    expect(outcomes.days).toHaveLength(7);
    expect(outcomes.days.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(
      (await asAdmin('GET', '/api/admin/mail-outcomes?days=14')).json<{ days: unknown[] }>().days,
    ).toHaveLength(14);
    for (const days of ['0', '31', 'week']) {
      const refused = await asAdmin('GET', `/api/admin/mail-outcomes?days=${days}`);
      expect(refused.statusCode, days).toBe(400);
    }
  });

  it('checks every part live and reports a dead service as down', async () => {
    const response = await asAdmin('GET', '/api/admin/status');
    expect(response.statusCode).toBe(200);
    const status = response.json<StatusView>();
    const byName = Object.fromEntries(status.components.map((c) => [c.name, c.status]));
    expect(byName).toEqual({
      email: 'ok',
      mailServer: 'ok',
      database: 'ok',
      ai: 'not_configured',
      delivery: 'down',
      auth: 'ok',
      message: 'ok',
      access: 'ok',
      media: 'ok',
      payment: 'ok',
      redis: 'ok',
    });
    expect(status.status).toBe('degraded');
    for (const component of status.components) {
      expect(Number.isNaN(Date.parse(component.checkedAt))).toBe(false);
      if (component.name !== 'ai') expect(component.latencyMs).toBeGreaterThanOrEqual(0);
    }

    const broken = await call('GET', '/api/admin/status', { app: brokenMailBff.app, cookie: adminCookie });
    const brokenByName = Object.fromEntries(
      broken.json<StatusView>().components.map((c) => [c.name, c.status]),
    );
    expect(brokenByName.mailServer).toBe('down');
  });
});

type LogsView = {
  entries: {
    at: string;
    source: string;
    kind: string;
    status: string;
    reference: string;
    messageId: string | null;
    amountCents: number | null;
    detail: string;
  }[];
  unavailable: string[];
};

describe('logs', () => {
  it('shows payment activity and e-mail activity newest first, filtered, without addresses, codes or content', async () => {
    // A payment trail line as the payment service records it when an order is created.
    const orderId = `MOCK-${randomUUID().slice(0, 8).toUpperCase()}`;
    const messageId = randomUUID();
    await backends.paymentSql.query(
      `INSERT INTO payment_activity (id, at, kind, order_id, message_id, amount_cents, detail)
       VALUES ($1, now() - interval '1 minute', 'order.created', $2, $3, 81, '')`,
      [randomUUID(), orderId, messageId],
    );
    const code = await createCode(`secreto${randomUUID().slice(0, 6)}`);
    const to = `logged.${randomUUID().slice(0, 8)}@example.com`;
    const sent = await asAdmin('POST', '/api/send-test-email', {
      to,
      subject: 'Asunto muy privado',
      message: 'Contenido muy privado',
    });
    expect(sent.statusCode).toBe(200);

    const all = await asAdmin('GET', '/api/admin/logs');
    expect(all.statusCode).toBe(200);
    const logs = all.json<LogsView>();
    expect(logs.unavailable).toEqual([]);
    const times = logs.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(logs.entries).toContainEqual({
      at: expect.any(String),
      source: 'payment',
      kind: 'order.created',
      status: 'ok',
      reference: orderId,
      messageId,
      amountCents: 81,
      detail: '',
    });
    expect(logs.entries).toContainEqual(
      expect.objectContaining({ source: 'email', kind: 'test', status: 'sent', amountCents: null }),
    );
    for (const secret of [to, admin.email, code.code, 'Asunto muy privado', 'Contenido muy privado']) {
      expect(all.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }

    const emailOnly = (await asAdmin('GET', '/api/admin/logs?source=email')).json<LogsView>();
    expect(emailOnly.entries.length).toBeGreaterThan(0);
    expect(emailOnly.entries.every((entry) => entry.source === 'email')).toBe(true);
    const paymentOnly = (await asAdmin('GET', '/api/admin/logs?source=payment')).json<LogsView>();
    expect(paymentOnly.entries.map((entry) => entry.reference)).toContain(orderId);
    expect(paymentOnly.entries.every((entry) => entry.source === 'payment')).toBe(true);
    const tests = (await asAdmin('GET', '/api/admin/logs?kind=test&limit=1')).json<LogsView>();
    expect(tests.entries).toHaveLength(1);
    expect(tests.entries[0]).toMatchObject({ source: 'email', kind: 'test' });
    // A payment's kind has no e-mail entries (notification is not asked for "all" in its place), and a kind
    // that is nobody's has none at all.
    const created = (await asAdmin('GET', '/api/admin/logs?kind=order.created')).json<LogsView>();
    expect(created.entries.map((entry) => entry.reference)).toContain(orderId);
    expect(created.entries.every((entry) => entry.kind === 'order.created')).toBe(true);
    expect((await asAdmin('GET', '/api/admin/logs?kind=no_such_kind')).json<LogsView>()).toEqual({
      entries: [],
      unavailable: [],
    });

    const bad = await asAdmin('GET', '/api/admin/logs?source=everything');
    expect(bad.statusCode).toBe(400);
  });
});

describe('the postal queue', () => {
  type Letter = { id: string; reference: string; messageId: string; status: string; postedAt: string | null };

  const queuedLetters = async () =>
    (await asAdmin('GET', '/api/admin/postal-letters?status=queued')).json<{ letters: Letter[] }>().letters;

  /** A verified sender's sealed postal message whose delivery came due: its letter waits in the queue. */
  async function queuedLetter(label: string) {
    const sender = await registerPerson(bff.app, label);
    const { token } = await issueEmailToken(backends, sender.user.id, 'verify_email');
    expect((await postJson(bff.app, '/api/verify-email', { token })).statusCode).toBe(200);
    const created = await call('POST', '/api/messages', {
      cookie: sender.cookie,
      body: {
        recipient: 'Luis',
        recipientEmail: '',
        subject: 'Para cuando llegue el día',
        content: 'Querido Luis: la llave está en la caja azul.',
        messageType: 'LOVE',
        securityLevel: 'none',
        deliveryMethod: 'postal',
        postalAddress: madridAddress,
        deliveryDate: null,
        schedulingType: 'specific_date',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id: messageId } = created.json<{ id: string }>();
    const sealed = await call('POST', `/api/messages/${messageId}/seal`, { cookie: sender.cookie });
    const { accessCode } = sealed.json<{ accessCode: string }>();
    // Paid and due: the message service releases it, and notification's consumer of message.released queues it.
    await backends.release(messageId);
    await expect
      .poll(async () => (await queuedLetters()).some((l) => l.messageId === messageId), { timeout: 20_000 })
      .toBe(true);
    return { cookie: sender.cookie, messageId, accessCode };
  }

  it('lists the switches whose check-ins come back with no sign of life since, only to an admin', async () => {
    // Fixture rows as the scheduler writes them (its own tests cover how: life-proof.int.test.ts).
    const [bouncing, answered, ofClosedAccount] = [randomUUID(), randomUUID(), randomUUID()];
    const { user, person } = await registerPerson(bff.app, 'bouncing');
    const userId = user.id;
    for (const [messageId, owner] of [
      [bouncing, userId],
      [answered, userId],
      [ofClosedAccount, randomUUID()],
    ] as const)
      await backends.schedulerSql.query(
        `INSERT INTO life_proof_switch (message_id, user_id, state, time_zone, updated_at)
         VALUES ($1, $2, 'check_in_sent', 'Europe/Madrid', now())`,
        [messageId, owner],
      );
    const step = (messageId: string, cause: string, at: string) =>
      backends.schedulerSql.query(
        `INSERT INTO life_proof_step (message_id, at, to_state, cause) VALUES ($1, $2, 'check_in_sent', $3)`,
        [messageId, at, cause],
      );
    await step(bouncing, 'started', '2026-10-01T10:00:00Z');
    await step(bouncing, 'check_in_bounced', '2026-10-05T10:00:00Z');
    await step(bouncing, 'check_in_bounced', '2026-11-05T10:00:00Z');
    await step(answered, 'started', '2026-10-01T10:00:00Z');
    await step(answered, 'check_in_bounced', '2026-10-05T10:00:00Z');
    await step(answered, 'confirmed', '2026-10-06T10:00:00Z');
    await step(ofClosedAccount, 'started', '2026-10-01T10:00:00Z');
    await step(ofClosedAccount, 'check_in_bounced', '2026-10-07T10:00:00Z');

    const listed = await call('GET', '/api/admin/bouncing-switches', {
      cookie: adminCookie,
      app: schedulerBff.app,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { switches } = listed.json<{ switches: { messageId: string }[] }>();
    expect(switches.find((row) => row.messageId === bouncing)).toEqual({
      messageId: bouncing,
      userId,
      state: 'check_in_sent',
      bouncedCheckIns: 2,
      lastBouncedAt: '2026-11-05T10:00:00.000Z',
      lastSignOfLifeAt: '2026-10-01T10:00:00.000Z',
      // Named by its sender (auth's), not by the ids alone.
      sender: { name: person.fullName, email: person.email },
    });
    expect(switches.find((row) => row.messageId === ofClosedAccount)).toMatchObject({ sender: null });
    expect(switches.map((row) => row.messageId)).not.toContain(answered);
    const get = (url: string, cookie?: string) =>
      call('GET', url, { ...(cookie ? { cookie } : {}), app: schedulerBff.app });
    expect((await get('/api/admin/bouncing-switches?limit=0', adminCookie)).statusCode).toBe(400);
    expect((await get('/api/admin/bouncing-switches', userCookie)).statusCode).toBe(404);
    expect((await get('/api/admin/bouncing-switches')).statusCode).toBe(401);
  });

  it("answers the scheduler's delivery backlog, only to an admin", async () => {
    // A dated message far ahead, as the scheduler plans one (its own counts: get-delivery-backlog.int.test.ts).
    await backends.schedulerSql.query(
      `INSERT INTO delivery_job (message_id, user_id, due_at) VALUES ($1, $2, '2099-01-01T00:00:00Z')`,
      [randomUUID(), randomUUID()],
    );
    const answer = await call('GET', '/api/admin/delivery-backlog', {
      cookie: adminCookie,
      app: schedulerBff.app,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const backlog = answer.json<Record<string, unknown>>();
    expect(Object.keys(backlog).sort()).toEqual([
      'checkedAt',
      'datedDue',
      'datedScheduled',
      'oldestDatedDueAt',
      'oldestStepDueAt',
      'stepsDue',
      'switchesRunning',
    ]);
    expect(backlog.datedScheduled).toBeGreaterThanOrEqual(1);
    expect(backlog.checkedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const get = (cookie?: string) =>
      call('GET', '/api/admin/delivery-backlog', { ...(cookie ? { cookie } : {}), app: schedulerBff.app });
    expect((await get(userCookie)).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
    // The other bff is told of a scheduler nobody runs.
    expect((await asAdmin('GET', '/api/admin/delivery-backlog')).statusCode).toBe(503);
  });

  it('lists the letter, renders its PDF, and takes it to posted, which reports the message delivered', async () => {
    const { cookie, messageId, accessCode } = await queuedLetter('postal_sender');
    const listed = await asAdmin('GET', '/api/admin/postal-letters?status=queued');
    expect(listed.statusCode).toBe(200);
    const letter = listed.json<{ letters: Letter[] }>().letters.find((l) => l.messageId === messageId)!;
    expect(letter).toMatchObject({ status: 'queued', postedAt: null });
    expect(JSON.stringify(listed.json())).not.toContain(accessCode);

    const pdf = await asAdmin('GET', `/api/admin/postal-letters/${letter.id}/letter.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="letter-${letter.reference}.pdf"`);
    expect((await readPdf(pdf.rawPayload)).text).toContain(accessCode);

    const early = await asAdmin('POST', `/api/admin/postal-letters/${letter.id}/status`, {
      status: 'posted',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Esa carta ya no está en ese paso. Recarga la lista.' });
    for (const status of ['printed', 'posted']) {
      const step = await asAdmin('POST', `/api/admin/postal-letters/${letter.id}/status`, { status });
      expect(step.statusCode, step.body).toBe(200);
      expect(step.json()).toMatchObject({ id: letter.id, status });
    }
    // Posting reports it (notification.message.delivered, through notification's outbox and NATS), and the
    // message service marks the sender's card delivered.
    const card = async () =>
      (await call('GET', '/api/messages', { cookie }))
        .json<{ id: string; isDelivered: boolean; letter: Letter | null }[]>()
        .find((c) => c.id === messageId);
    await expect.poll(async () => (await card())?.isDelivered, { timeout: 20_000 }).toBe(true);
    expect(await card()).toMatchObject({ letter: { status: 'posted', reference: letter.reference } });
  });

  it('is the admin’s alone, and refuses a status that is not a step', async () => {
    const { messageId } = await queuedLetter('postal_others');
    const listed = await asAdmin('GET', '/api/admin/postal-letters');
    const letter = listed.json<{ letters: Letter[] }>().letters.find((l) => l.messageId === messageId)!;
    for (const [method, url, body] of [
      ['GET', '/api/admin/postal-letters', undefined],
      ['GET', `/api/admin/postal-letters/${letter.id}/letter.pdf`, undefined],
      ['POST', `/api/admin/postal-letters/${letter.id}/status`, { status: 'printed' }],
    ] as const) {
      expect((await call(method, url, { body })).statusCode).toBe(401);
      expect((await call(method, url, { cookie: userCookie, body })).statusCode).toBe(404);
    }
    const odd = await asAdmin('POST', `/api/admin/postal-letters/${letter.id}/status`, { status: 'queued' });
    expect(odd.statusCode).toBe(400);
    const unknown = await asAdmin('GET', `/api/admin/postal-letters/${randomUUID()}/letter.pdf`);
    expect(unknown.statusCode).toBe(404);
    expect(
      (await asAdmin('GET', '/api/admin/postal-letters')).json<{ letters: Letter[] }>().letters,
    ).toContainEqual(expect.objectContaining({ id: letter.id, status: 'queued' }));
  });
});

describe('dead letters and re-drive', () => {
  it('gathers the events set aside from every service, newest first, naming one that does not answer', async () => {
    // The bff's scheduler is one nobody runs: its dead letters are missing, and said to be.
    const empty = await asAdmin('GET', '/api/admin/dead-letters');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ waiting: 0, deadLetters: [], unavailable: ['scheduler'] });

    // Rows as a consumer writes them when it gives up on an event (platform/dead-letters.ts, recordDeadLetter).
    const setAside = (
      sql: typeof backends.paymentSql,
      consumer: string,
      type: string,
      error: string,
      ago: number,
    ) => {
      const eventId = randomUUID();
      const envelope = { id: eventId, type, version: 1, time: new Date().toISOString(), payload: {} };
      return sql
        .query(
          `INSERT INTO dead_letter (id, consumer, subject, stream_sequence, event_id, event_type, payload, attempts,
                                    last_error, set_aside_at)
           VALUES ($1, $2, $3, 7, $4, $5, $6, 30, $7, now() - make_interval(secs => $8))`,
          [randomUUID(), consumer, `${backends.eventsPrefix}.${type}`, eventId, type, envelope, error, ago],
        )
        .then(() => eventId);
    };
    const older = await setAside(notification.sql, 'deliveries', 'message.released', 'message not found', 60);
    const newer = await setAside(
      backends.paymentSql,
      'refunds',
      'message.deleted',
      'PayPal did not answer',
      1,
    );

    const listed = await asAdmin('GET', '/api/admin/dead-letters?limit=1');
    expect(listed.statusCode).toBe(200);
    const body = listed.json<{
      waiting: number;
      deadLetters: Record<string, unknown>[];
      unavailable: string[];
    }>();
    expect(body.waiting).toBe(2);
    expect(body.unavailable).toEqual(['scheduler']);
    expect(body.deadLetters).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        service: 'payment',
        consumer: 'refunds',
        subject: `${backends.eventsPrefix}.message.deleted`,
        streamSequence: 7,
        eventType: 'message.deleted',
        eventId: newer,
        attempts: 30,
        error: 'PayPal did not answer',
        setAsideAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        retriedAt: null,
      },
    ]);
    const all = (await asAdmin('GET', '/api/admin/dead-letters')).json<typeof body>().deadLetters;
    expect(all.map((d) => [d.service, d.eventId])).toEqual([
      ['payment', newer],
      ['notification', older],
    ]);
    // With every service answering, nothing is said to be missing.
    const everyService = await call('GET', '/api/admin/dead-letters', {
      cookie: adminCookie,
      app: schedulerBff.app,
    });
    expect(everyService.json<typeof body>().unavailable).toEqual([]);

    expect((await asAdmin('GET', '/api/admin/dead-letters?limit=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/dead-letters', { cookie: userCookie })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/dead-letters')).statusCode).toBe(401);
  });

  it('answers a retry of an event nobody set aside with a 404 in the admin’s words, and only to an admin', async () => {
    const url = `/api/admin/dead-letters/payment/${randomUUID()}/retry`;
    const missing = await asAdmin('POST', url, {}, 'es');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Ese evento apartado no existe.' });
    const unknownService = await asAdmin(
      'POST',
      `/api/admin/dead-letters/auth/${randomUUID()}/retry`,
      {},
      'en',
    );
    expect(unknownService.statusCode).toBe(404);
    expect(unknownService.json()).toEqual({ message: 'That set-aside event does not exist.' });
    expect((await call('POST', url, { cookie: userCookie })).statusCode).toBe(404);
    expect((await call('POST', url)).statusCode).toBe(401);
  });

  it('refuses a re-drive from beyond the days rows and claims are kept, in the admin’s words', async () => {
    const tooOld = new Date(Date.now() - 36 * 86_400_000).toISOString();
    const refused = await asAdmin('POST', '/api/admin/outbox-redrive', { since: tooOld }, 'es');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Un reenvío llega como mucho 35 días atrás: elige una fecha más reciente.',
      field: 'since',
    });
    const inEnglish = await asAdmin('POST', '/api/admin/outbox-redrive', { since: tooOld }, 'en');
    expect(inEnglish.json()).toEqual({
      message: 'A re-drive reaches back 35 days at most: choose a more recent date.',
      field: 'since',
    });

    const notAnInstant = await asAdmin('POST', '/api/admin/outbox-redrive', { since: 'yesterday' }, 'en');
    expect(notAnInstant.statusCode).toBe(400);
    expect(notAnInstant.json()).toEqual({
      message: 'Give the date and time to re-drive the events from.',
      field: 'since',
    });
    expect((await asAdmin('POST', '/api/admin/outbox-redrive', {})).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/outbox-redrive', { cookie: userCookie, body: { since: tooOld } }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/admin/outbox-redrive', { body: { since: tooOld } })).statusCode).toBe(
      401,
    );
  });

  it('re-drives every service from an instant within the window, answering each one’s count', async () => {
    // The admin's registration and sign-in were published by auth's relay: a re-drive sends them again.
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const redriven = await asAdmin('POST', '/api/admin/outbox-redrive', { since });
    expect(redriven.statusCode).toBe(200);
    const body = redriven.json<{ since: string; services: { service: string; events: number | null }[] }>();
    expect(body.since).toBe(since);
    const counts = Object.fromEntries(body.services.map(({ service, events }) => [service, events]));
    expect(Object.keys(counts).sort()).toEqual(
      ['access', 'auth', 'media', 'message', 'notification', 'payment', 'scheduler'].sort(),
    );
    expect(counts.auth).toBeGreaterThan(0);
    // The scheduler this bff is told of does not answer: its count is unknown, the others' are not.
    expect(counts.scheduler).toBeNull();
    for (const service of ['access', 'media', 'message', 'notification', 'payment'])
      expect(counts[service]).toEqual(expect.any(Number));
  });
});
