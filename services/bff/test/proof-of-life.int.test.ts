// Proof of life's HTTP calls against the real services: a check-in link speaks only until the sender's next
// sign of life, and the pause takes only days that exist.
import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import { issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import { until } from '@app/test-stack/until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, registerPerson, startBff, type TestBff } from './helpers/bff.ts';

let backends: Backends;
let bff: TestBff;

beforeAll(async () => {
  backends = await startBackends('proof_of_life');
  bff = await startBff(backends);
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
});

const signedIn = (cookie: string) => ({ cookie: `legado_session=${cookie}` });

/** A verified sender's sealed proof-of-life message, once the scheduler has started its switch. */
async function switchedMessage(label: string, extra: Record<string, unknown> = {}) {
  const registered = await registerPerson(bff.app, label);
  const { token } = await issueEmailToken(backends, registered.user.id, 'verify_email');
  expect((await postJson(bff.app, '/api/verify-email', { token })).statusCode).toBe(200);
  const headers = signedIn(registered.cookie);
  const { person } = registered;
  const created = await postJson(
    bff.app,
    '/api/messages',
    {
      recipient: 'Jaime',
      recipientEmail: 'jaime@example.com',
      subject: 'Si un día falto',
      content: 'Querido Jaime: si lees esto, ya no estoy.',
      messageType: 'FAREWELL',
      securityLevel: 'none',
      deliveryMethod: 'email',
      deliveryDate: null,
      schedulingType: 'life_proof',
      isAnonymous: false,
      ...extra,
    },
    headers,
  );
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  expect((await postJson(bff.app, `/api/messages/${id}/seal`, {}, headers)).statusCode).toBe(200);
  await until(`the switch of ${id} starts`, async () => {
    const { rowCount } = await backends.schedulerSql.query(
      'SELECT 1 FROM life_proof_switch WHERE message_id = $1',
      [id],
    );
    return rowCount === 1;
  });
  return { id, headers, person };
}

/** A test check-in's link, minted as notification mints it when it sends the e-mail. */
async function testCheckInLink(messageId: string, headers: Record<string, string>) {
  const before = await checkInIds(messageId);
  const asked = await postJson(bff.app, `/api/messages/${messageId}/test-check-in`, {}, headers);
  expect(asked.statusCode).toBe(202);
  const [checkInId] = (await checkInIds(messageId)).filter((id) => !before.includes(id));
  const scheduler = createTestClient(services.scheduler(), 'scheduler', backends.schedulerAddress);
  try {
    return (await scheduler.IssueCheckInLink({ checkInId: checkInId! })).token;
  } finally {
    scheduler.close();
  }
}

async function checkInIds(messageId: string): Promise<string[]> {
  const { rows } = await backends.schedulerSql.query<{ id: string }>(
    'SELECT id FROM life_proof_check_in WHERE message_id = $1',
    [messageId],
  );
  return rows.map((row) => row.id);
}

const es = { 'accept-language': 'es-ES' };

describe('a check-in link over HTTP', () => {
  it('answers 410 with words once a newer answer came, and changes nothing', async () => {
    const { id, headers } = await switchedMessage('ended_link');
    const older = await testCheckInLink(id, headers);
    const newer = await testCheckInLink(id, headers);
    const opened = await postJson(bff.app, '/api/proof-of-life/check-in', { token: older }, es);
    expect(opened.statusCode).toBe(200);
    // A test the sender sent themselves: its page says so.
    expect(opened.json()).toMatchObject({ isTest: true });

    const confirmed = await postJson(bff.app, '/api/proof-of-life/confirm', { token: newer }, es);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'active', isTest: true });
    const steps = async () =>
      (await backends.schedulerSql.query('SELECT cause FROM life_proof_step WHERE message_id = $1', [id]))
        .rows;
    const stepsBefore = await steps();

    for (const call of ['check-in', 'confirm', 'send-now', 'cancel']) {
      const answer = await postJson(
        bff.app,
        `/api/proof-of-life/${call}`,
        { token: older },
        { ...es, ...headers },
      );
      expect(answer.statusCode, call).toBe(410);
      expect(answer.json()).toEqual({
        message:
          'Este enlace ya no sirve: esta prueba de vida ya se respondió o la ha sustituido una más reciente. Inicia sesión para gestionar tu mensaje.',
      });
    }
    const english = await postJson(
      bff.app,
      '/api/proof-of-life/confirm',
      { token: newer },
      { 'accept-language': 'en' },
    );
    expect(english.statusCode).toBe(410);
    expect(english.json<{ message: string }>().message).toMatch(/^This link no longer works/);
    expect(await steps()).toEqual(stepsBefore);
    const listed = await bff.app.inject({ method: 'GET', url: '/api/messages', headers });
    expect(
      listed.json<{ id: string; lifeProof: { state: string } }[]>().find((m) => m.id === id),
    ).toMatchObject({
      lifeProof: { state: 'active' },
    });
  });

  it('pauses only until a day that exists: 2026-13-01 is a 400 with a clear message', async () => {
    const { id, headers } = await switchedMessage('pause_day');
    for (const until of ['2026-13-01', '2027-02-29', '2027-1-5', '']) {
      const answer = await postJson(
        bff.app,
        `/api/messages/${id}/life-proof/pause`,
        { until },
        { ...es, ...headers },
      );
      expect(answer.statusCode, until).toBe(400);
      expect(answer.json()).toEqual({
        message:
          'Esa fecha no existe. Escribe un día del calendario (AAAA-MM-DD) entre mañana y dentro de un año.',
        field: 'until',
      });
    }
    const { rows } = await backends.schedulerSql.query(
      'SELECT state::text FROM life_proof_switch WHERE message_id = $1',
      [id],
    );
    expect(rows).toEqual([{ state: 'active' }]);
  });
});

describe('a release that waits for its date', () => {
  it('is stopped by its sender from their card, never by anyone else', async () => {
    const { id, headers } = await switchedMessage('undo_release', {
      deliverNotBefore: '2031-06-01T08:00:00Z',
    });
    // The switch fired (three months of silence, as the scheduler's own tests show): its job waits for the date.
    await backends.schedulerSql.query(
      `UPDATE life_proof_switch SET state = 'waiting_for_date', next_at = NULL WHERE message_id = $1`,
      [id],
    );
    await backends.schedulerSql.query(
      `INSERT INTO delivery_job (message_id, user_id, due_at, status, created_at)
       SELECT message_id, user_id, hold_until, 'pending', now() FROM life_proof_switch WHERE message_id = $1`,
      [id],
    );
    const listed = await bff.app.inject({ method: 'GET', url: '/api/messages', headers });
    expect(listed.json<{ id: string }[]>().find((m) => m.id === id)).toMatchObject({
      deliverNotBefore: '2031-06-01T08:00:00.000Z',
      lifeProof: { state: 'waiting_for_date' },
    });

    const stranger = await registerPerson(bff.app, 'stranger');
    const url = `/api/messages/${id}/life-proof/undo-release`;
    const refused = await postJson(bff.app, url, {}, { ...es, ...signedIn(stranger.cookie) });
    expect(refused.statusCode).toBe(404);
    expect((await postJson(bff.app, url, {}, es)).statusCode).toBe(401);

    const undone = await postJson(bff.app, url, {}, { ...es, ...headers });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ state: 'active' });
    const { rows } = await backends.schedulerSql.query('SELECT 1 FROM delivery_job WHERE message_id = $1', [
      id,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('sign-ins and seals as signs of life', () => {
  it('keeps the sender’s choice, and a sign-in answers a waiting check-in through auth’s event', async () => {
    const { id, headers, person } = await switchedMessage('life_signs');
    const read = () => bff.app.inject({ method: 'GET', url: '/api/account/life-signs', headers });
    expect((await read()).json()).toEqual({ activityCounts: true, decided: false });
    expect((await bff.app.inject({ method: 'GET', url: '/api/account/life-signs' })).statusCode).toBe(401);
    const bad = await postJson(bff.app, '/api/account/life-signs', { activityCounts: 'yes' }, headers);
    expect(bad.statusCode).toBe(400);
    expect((await read()).json()).toEqual({ activityCounts: true, decided: false });

    // The first check-in of a run went out a minute ago and waits.
    await backends.schedulerSql.query(
      `UPDATE life_proof_switch SET state = 'check_in_sent', next_at = now() + interval '30 days' WHERE message_id = $1`,
      [id],
    );
    await backends.schedulerSql.query(
      `INSERT INTO life_proof_step (message_id, at, from_state, to_state, cause)
       VALUES ($1, now() - interval '1 minute', 'active', 'check_in_sent', 'check_in_sent')`,
      [id],
    );
    const login = await postJson(bff.app, '/api/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);
    await until('the sign-in answers the check-in', async () => {
      const { rows } = await backends.schedulerSql.query<{ state: string }>(
        'SELECT state::text FROM life_proof_switch WHERE message_id = $1',
        [id],
      );
      return rows[0]?.state === 'active';
    });
    const timeline = await bff.app.inject({ method: 'GET', url: `/api/messages/${id}/timeline`, headers });
    expect(timeline.json<{ event: string }[]>().map((step) => step.event)).toContain('signed_in');

    // Off: the sender's switches stop counting sign-ins.
    const off = await postJson(bff.app, '/api/account/life-signs', { activityCounts: false }, headers);
    expect(off.json()).toEqual({ activityCounts: false, decided: true });
    expect((await read()).json()).toEqual({ activityCounts: false, decided: true });
    const { rows } = await backends.schedulerSql.query(
      'SELECT activity_counts FROM life_proof_switch WHERE message_id = $1',
      [id],
    );
    expect(rows).toEqual([{ activity_counts: false }]);
  });
});

describe('the trusted contact’s invitation', () => {
  it('is answered from its link without an account, shows on the sender’s card, and closes with the message', async () => {
    const { id, headers } = await switchedMessage('invitation', {
      trustedContact: { name: 'Marta', email: 'marta.invited@example.com' },
    });
    const card = async () =>
      (await bff.app.inject({ method: 'GET', url: '/api/messages', headers }))
        .json<{ id: string; lifeProof: { contactInvitation: string | null } | null }[]>()
        .find((m) => m.id === id)?.lifeProof?.contactInvitation;
    expect(await card()).toBe('invited');

    const scheduler = createTestClient(services.scheduler(), 'scheduler', backends.schedulerAddress);
    const { token } = await scheduler
      .IssueContactInvitationLink({ messageId: id })
      .finally(() => scheduler.close());

    const read = await postJson(bff.app, '/api/trusted-contact/invitation', { token });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ state: 'invited', open: true });
    const accepted = await postJson(bff.app, '/api/trusted-contact/invitation/accept', { token });
    expect(accepted.json()).toEqual({ state: 'accepted', open: true });
    expect(await card()).toBe('accepted');
    const timeline = await bff.app.inject({ method: 'GET', url: `/api/messages/${id}/timeline`, headers });
    expect(timeline.json<{ event: string }[]>().map((step) => step.event)).toContain('contact_accepted');

    const unknown = await postJson(bff.app, '/api/trusted-contact/invitation/accept', { token: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Este enlace no es válido o ya no existe.' });
    const other = await postJson(bff.app, '/api/trusted-contact/invitation/maybe', { token });
    expect(other.statusCode).toBe(404);

    const deleted = await bff.app.inject({
      method: 'DELETE',
      url: `/api/messages/${id}`,
      headers: { ...headers, 'content-type': 'application/json', origin: 'http://localhost:8080' },
      payload: '{}',
    });
    expect(deleted.statusCode).toBe(200);
    await until('the switch ends', async () => {
      const { rows } = await backends.schedulerSql.query<{ state: string }>(
        'SELECT state::text FROM life_proof_switch WHERE message_id = $1',
        [id],
      );
      return rows[0]?.state === 'cancelled';
    });
    expect((await postJson(bff.app, '/api/trusted-contact/invitation', { token })).json()).toEqual({
      state: 'accepted',
      open: false,
    });
    const late = await postJson(
      bff.app,
      '/api/trusted-contact/invitation/decline',
      { token },
      { 'accept-language': 'en' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'This invitation is closed: the message has been sent, or its author withdrew it.',
    });
  });

  it('can be sent to a new contact by the sender, who is then invited', async () => {
    const { id, headers } = await switchedMessage('newcontact', {
      trustedContact: { name: 'Marta', email: 'marta.declines@example.com' },
    });
    const scheduler = createTestClient(services.scheduler(), 'scheduler', backends.schedulerAddress);
    const { token } = await scheduler
      .IssueContactInvitationLink({ messageId: id })
      .finally(() => scheduler.close());
    await postJson(bff.app, '/api/trusted-contact/invitation/decline', { token });

    const change = (body: unknown, extra: Record<string, string> = {}) =>
      postJson(bff.app, `/api/messages/${id}/trusted-contact`, body, { ...headers, ...extra });
    const recipient = await change({ name: 'Jaime', email: 'jaime@example.com' });
    expect(recipient.statusCode).toBe(400);
    expect(recipient.json()).toMatchObject({ field: 'trustedContact.email' });
    const anonymous = await postJson(bff.app, `/api/messages/${id}/trusted-contact`, {
      name: 'Pablo',
      email: 'pablo@example.com',
    });
    expect(anonymous.statusCode).toBe(401);

    const changed = await change({ name: 'Pablo', email: 'pablo@example.com' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true });
    await until('the new contact is invited', async () => {
      const { rows } = await backends.schedulerSql.query<{ state: string }>(
        'SELECT state::text FROM contact_invitation WHERE message_id = $1',
        [id],
      );
      return rows[0]?.state === 'invited';
    });
    const timeline = await bff.app.inject({ method: 'GET', url: `/api/messages/${id}/timeline`, headers });
    expect(timeline.json<{ event: string }[]>().map((step) => step.event)).toEqual(
      expect.arrayContaining(['contact_declined', 'contact_changed']),
    );
  });
});

describe('the twice-yearly review', () => {
  it('counts its link as an answer on the sender’s switches, once, with no sign-in', async () => {
    const { id } = await switchedMessage('review');
    const { rows } = await backends.schedulerSql.query<{ user_id: string }>(
      'SELECT user_id::text FROM life_proof_switch WHERE message_id = $1',
      [id],
    );
    const scheduler = createTestClient(services.scheduler(), 'scheduler', backends.schedulerAddress);
    const { token } = await scheduler
      .IssueReviewLink({ userId: rows[0]!.user_id })
      .finally(() => scheduler.close());

    const confirmed = await postJson(bff.app, '/api/proof-of-life/review', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: 1, held: 0 });
    const again = await postJson(
      bff.app,
      '/api/proof-of-life/review',
      { token },
      { 'accept-language': 'en' },
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      message: 'This link has already been used or was replaced by a newer one.',
    });
    const { rows: steps } = await backends.schedulerSql.query(
      "SELECT 1 FROM life_proof_step WHERE message_id = $1 AND cause = 'reviewed'",
      [id],
    );
    expect(steps).toHaveLength(1);
  });
});

describe('a new sender setting up /account', () => {
  it('saves a backup address, a phone and sends test check-ins in one sitting, each kind with its own allowance', async () => {
    const { id, headers } = await switchedMessage('sitting');
    const post = (url: string, body: object) => postJson(bff.app, url, body, headers);
    const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
    // Refused before anything is sent: a bad address, a number without its country, a message without a switch.
    // None of them costs an allowance.
    const refused = [
      await post('/api/account/backup-email', { email: 'nope' }),
      await post('/api/account/phone', { phone: '600 300 403' }),
      await post(`/api/messages/00000000-0000-4000-8000-000000000000/test-check-in`, {}),
    ];
    expect(statuses(refused)).toEqual([400, 400, 404]);
    // A typo corrected in each, and two test check-ins: six sends, no 429.
    const sitting = [
      await post('/api/account/backup-email', { email: 'ana.bakup@example.com' }),
      await post('/api/account/backup-email', { email: 'ana.backup@example.com' }),
      await post('/api/account/phone', { phone: '+34 600 300 404' }),
      await post('/api/account/phone', { phone: '+34 600 300 405' }),
      await post(`/api/messages/${id}/test-check-in`, {}),
      await post(`/api/messages/${id}/test-check-in`, {}),
    ];
    expect(statuses(sitting)).toEqual([200, 200, 200, 200, 202, 202]);
    // Each kind still has its own ceiling (EMAIL_LIMIT_PER_USER, 3): the fourth link of one kind waits.
    expect((await post(`/api/messages/${id}/test-check-in`, {})).statusCode).toBe(202);
    const fourth = await post(`/api/messages/${id}/test-check-in`, {});
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ message: string }>().message).toMatch(/^Ya te hemos enviado varios en poco rato/);
    expect((await post('/api/account/backup-email', { email: 'ana.b@example.com' })).statusCode).toBe(200);
  });

  it('resends the confirmation link on an allowance of its own, which the setup of the account does not share', async () => {
    const registered = await registerPerson(bff.app, 'resender');
    const headers = signedIn(registered.cookie);
    const post = (url: string, body: object = {}) => postJson(bff.app, url, body, headers);
    // Two resends while the first link hides in the spam folder, and a third: each is sent.
    const resends = [
      await post('/api/resend-verification'),
      await post('/api/resend-verification'),
      await post('/api/resend-verification'),
    ];
    expect(resends.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const fourth = await post('/api/resend-verification');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ message: string }>().message).toMatch(/^Ya te hemos enviado varios en poco rato/);
    const { token } = await issueEmailToken(backends, registered.user.id, 'verify_email');
    expect((await postJson(bff.app, '/api/verify-email', { token })).statusCode).toBe(200);
    // Confirmed, a resend is refused before anything is sent; the backup address and the phone are still free.
    expect((await post('/api/resend-verification')).statusCode).not.toBe(200);
    const setup = [
      await post('/api/account/backup-email', { email: 'resender.backup@example.com' }),
      await post('/api/account/phone', { phone: '+34 600 300 406' }),
    ];
    expect(setup.map((r) => r.statusCode)).toEqual([200, 200]);
  });
});
