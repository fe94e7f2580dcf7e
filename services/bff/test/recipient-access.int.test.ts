import { readPdf } from '@app/test-stack/read-pdf';
import { imageOfSize, sample } from '@app/test-stack/sample-media';
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import {
  browserHeaders,
  closedPort,
  postJson,
  registerPerson,
  startBff,
  type TestBff,
} from './helpers/bff.ts';
import { connectMessage, type MessageClient } from '@app/test-stack/sealed-messages';

let backends: Backends;
let bff: TestBff;
let message: MessageClient;

beforeAll(async () => {
  backends = await startBackends('recipient');
  bff = await startBff(backends);
  message = connectMessage(backends.messageAddress);
});
afterAll(async () => {
  message?.close();
  await bff?.close();
  await backends?.stop();
});

// A real photo grown to `size` (media reads its header: random bytes after a signature are no image).
const jpeg = (size: number) => imageOfSize('photo.jpg', size);

type Letter = {
  securityLevel?: string;
  questions?: { question: string; answer: string }[];
  isAnonymous?: boolean;
  deliveryDate?: string | null;
  image?: Buffer;
  deliver?: boolean;
  /** The sender of an earlier letter writes this one too; a new sender otherwise. */
  from?: Sender;
};

type Sender = { cookie: { cookie: string }; senderName: unknown };

/** A sender whose address is confirmed, signed in through the bff. */
async function newSender(label: string): Promise<Sender> {
  const registered = await registerPerson(bff.app, label);
  const { token } = await issueEmailToken(backends, registered.user.id, 'verify_email');
  await postJson(bff.app, '/api/verify-email', { token });
  return { cookie: { cookie: `legado_session=${registered.cookie}` }, senderName: registered.user.fullName };
}

/** A sender’s sealed message made through the bff, delivered (released, then reported by notification). */
async function sentLetter(label: string, letter: Letter = {}) {
  const { cookie, senderName } = letter.from ?? (await newSender(label));
  const created = await postJson(
    bff.app,
    '/api/messages',
    {
      recipient: 'Luis',
      recipientEmail: 'luis@example.com',
      subject: 'Para cuando llegue el día',
      content: 'Querido Luis:\n\nLa llave está en la caja azul.',
      messageType: 'love',
      securityLevel: letter.securityLevel ?? 'none',
      deliveryMethod: 'email',
      deliveryDate: letter.deliveryDate ?? null,
      schedulingType: 'specific_date',
      isAnonymous: letter.isAnonymous ?? false,
      senderCustomTitle: 'Tu hermana',
      questions: letter.questions ?? [],
    },
    cookie,
  );
  const id = created.json<{ id: string }>().id;
  if (letter.image) {
    const uploaded = await bff.app.inject({
      method: 'POST',
      url: `/api/messages/${id}/media/stream`,
      headers: { ...cookie, 'content-type': 'image/jpeg', 'x-upload': '1', origin: browserHeaders.origin },
      payload: letter.image,
    });
    expect(uploaded.statusCode).toBe(201);
  }
  const sealed = await postJson(bff.app, `/api/messages/${id}/seal`, {}, cookie);
  expect(sealed.statusCode).toBe(200);
  if (letter.deliver !== false) await backends.deliver(id);
  return {
    id,
    accessCode: sealed.json<{ accessCode: string }>().accessCode,
    cookie,
    senderName,
  };
}

const question = { question: '¿Dónde nos conocimos?', answer: 'En Bilbao' };

/** A recipient's call from one address, with the grant cookie when given. */
function recipient(
  app: TestBff['app'],
  url: string,
  body: unknown,
  options: { ip?: string; grant?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: { ...browserHeaders, ...(options.grant ? { cookie: `legado_grant=${options.grant}` } : {}) },
    payload: JSON.stringify(body),
  });
}

const grantOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === 'legado_grant')?.value ?? '';

describe('the recipient’s calls', () => {
  it('asks for a code, and answers an unknown code and a deleted message with the same 404', async () => {
    const empty = await recipient(bff.app, '/api/access', { accessCode: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'El código de acceso es obligatorio', field: 'accessCode' });

    const unknown = await recipient(bff.app, '/api/access', { accessCode: '0000-0000-0000-0000' });
    const sent = await sentLetter('deleted');
    await bff.app.inject({
      method: 'DELETE',
      url: `/api/messages/${sent.id}`,
      headers: { ...browserHeaders, ...sent.cookie },
      payload: '{}',
    });
    const deleted = await recipient(bff.app, '/api/access', { accessCode: sent.accessCode });
    expect(unknown.statusCode).toBe(404);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({
      message: 'El código proporcionado no es válido o el mensaje no está disponible.',
    });
  });

  it('says when a message not yet delivered opens', async () => {
    const sent = await sentLetter('later', { deliveryDate: '2031-02-03T10:00:00+01:00', deliver: false });
    const response = await recipient(bff.app, '/api/access', { accessCode: sent.accessCode });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Este mensaje todavía no está disponible.',
      availableOn: '2031-02-03T09:00:00.000Z',
    });
  });

  it('opens a message without security: access, preview, verify with attachments behind the grant, read, react, delete', async () => {
    const sent = await sentLetter('open', { image: jpeg(50_000) });
    const typed = sent.accessCode.toLowerCase();
    const access = await recipient(bff.app, '/api/access', { accessCode: typed });
    expect(access.statusCode).toBe(200);
    expect(access.json()).toMatchObject({
      accessCode: sent.accessCode,
      noSecurityRequired: true,
      question: null,
      questions: [],
      attempts: 0,
      maxAttempts: null,
      isLocked: false,
    });

    const preview = await recipient(bff.app, '/api/preview', { accessCode: typed, answer: '' });
    expect(preview.json()).toMatchObject({
      subject: 'Para cuando llegue el día',
      previewContent: 'Querido Luis:\n\nLa llave está en la caja azul.',
      hasFullContent: true,
      mediaCount: 1,
      sender: { name: sent.senderName },
    });

    const verify = await recipient(bff.app, '/api/verify', { accessCode: typed, answer: '' });
    expect(verify.statusCode).toBe(200);
    const full = verify.json<{ media: { url: string; mediaType: string }[]; sender: object; id: string }>();
    expect(full).toMatchObject({
      id: sent.id,
      recipient: 'Luis',
      content: 'Querido Luis:\n\nLa llave está en la caja azul.',
      isAnonymous: false,
      sender: { fullName: sent.senderName, customTitle: 'Tu hermana' },
      reaction: null,
    });
    const grantCookie = verify.cookies.find((c) => c.name === 'legado_grant')!;
    expect(grantCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const grant = grantOf(verify);

    const [image] = full.media;
    expect(image!.mediaType).toBe('image');
    expect(image!.url).toMatch(/^\/api\/access\/media\//);
    const withGrant = await bff.app.inject({
      method: 'GET',
      url: image!.url,
      headers: { cookie: `legado_grant=${grant}` },
    });
    expect(withGrant.statusCode).toBe(200);
    expect(withGrant.headers['content-type']).toBe('image/jpeg');
    expect(withGrant.headers['x-content-type-options']).toBe('nosniff');
    expect(withGrant.rawPayload.length).toBe(50_000);
    // The link alone, or next to someone else's grant, is nothing.
    expect((await bff.app.inject({ method: 'GET', url: image!.url })).statusCode).toBe(404);
    const otherGrant = grantOf(await recipient(bff.app, '/api/verify', { accessCode: typed, answer: '' }));
    expect(
      (
        await bff.app.inject({
          method: 'GET',
          url: image!.url,
          headers: { cookie: `legado_grant=${otherGrant}` },
        })
      ).statusCode,
    ).toBe(404);
    // An expired link is nothing either.
    const expired = image!.url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    expect(
      (await bff.app.inject({ method: 'GET', url: expired, headers: { cookie: `legado_grant=${grant}` } }))
        .statusCode,
    ).toBe(404);

    // Reading, reacting and deleting need the grant.
    expect((await recipient(bff.app, '/api/access/read', { accessCode: typed })).statusCode).toBe(403);
    expect((await recipient(bff.app, '/api/access/read', { accessCode: typed }, { grant })).json()).toEqual({
      isRead: true,
    });
    const reacted = await recipient(
      bff.app,
      '/api/access/reaction',
      { accessCode: typed, reaction: 'love' },
      { grant },
    );
    expect(reacted.json()).toEqual({ reaction: 'love' });
    // Read is the message service's fact: the access service says so in an event, which the running message
    // service consumes; its sender's list shows it once that has happened.
    const seen = await backends.accessSql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox_event WHERE type = 'access.message.seen' AND payload->>'messageId' = $1",
      [sent.id],
    );
    expect(seen.rows[0]!.n).toBe(1);
    const senderSees = async () => {
      const list = await bff.app.inject({ method: 'GET', url: '/api/messages', headers: sent.cookie });
      return list.json<{ id: string; reaction: string; status: string }[]>().find((m) => m.id === sent.id);
    };
    await expect.poll(senderSees, { timeout: 15_000 }).toMatchObject({ reaction: 'love', status: 'read' });

    const refused = await recipient(bff.app, '/api/messages/delete-by-access', { accessCode: typed });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Vuelve a abrir el mensaje con su código para hacer esto.' });
    const deleted = await recipient(
      bff.app,
      '/api/messages/delete-by-access',
      { accessCode: typed },
      { grant },
    );
    expect(deleted.json()).toEqual({ success: true });
    expect((await recipient(bff.app, '/api/access', { accessCode: typed })).statusCode).toBe(404);
    // The access service closed it at once; the running message service deletes it on the event, after asking
    // access whether the recipient really did.
    const removedOf = async () =>
      (await bff.app.inject({ method: 'GET', url: '/api/messages/removed', headers: sent.cookie })).json<
        { id: string }[]
      >();
    await expect.poll(removedOf, { timeout: 15_000 }).toHaveLength(1);

    // Its sender still sees that it was, and what became of it: kinds, instants, whom and what it was about;
    // nothing of the text or the code.
    const removed = await bff.app.inject({
      method: 'GET',
      url: '/api/messages/removed',
      headers: sent.cookie,
    });
    expect(removed.json()).toEqual([
      expect.objectContaining({
        id: sent.id,
        messageType: 'love',
        reason: 'recipient',
        recipient: 'Luis',
        readAt: expect.any(String),
        deletedAt: expect.any(String),
      }),
    ]);
    expect(removed.body).not.toContain(sent.accessCode);
    expect(
      (await bff.app.inject({ method: 'GET', url: '/api/messages', headers: sent.cookie })).json(),
    ).toEqual([]);
  });

  it('hands the open letter over as a PDF with its photo, only with the grant, never counting an answer', async () => {
    const sent = await sentLetter('keepsake', {
      securityLevel: 'intermediate',
      questions: [question],
      image: sample('photo.jpg'),
    });
    const refused = await recipient(bff.app, '/api/access/keepsake', { accessCode: sent.accessCode });
    expect(refused.statusCode).toBe(403);
    expect((await recipient(bff.app, '/api/access', { accessCode: sent.accessCode })).json()).toMatchObject({
      attempts: 0,
    });

    const verify = await recipient(bff.app, '/api/verify', {
      accessCode: sent.accessCode,
      answer: 'En Bilbao',
    });
    const keepsake = await recipient(
      bff.app,
      '/api/access/keepsake',
      { accessCode: sent.accessCode },
      { grant: grantOf(verify) },
    );
    expect(keepsake.statusCode).toBe(200);
    expect(keepsake.headers['content-type']).toBe('application/pdf');
    expect(keepsake.headers['content-disposition']).toBe('attachment; filename="legado.pdf"');
    const pdf = await readPdf(keepsake.rawPayload);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Para cuando llegue el día');
    expect(text).toContain('La llave está en la caja azul.');
    expect(text).toContain(`De: ${sent.senderName}, Tu hermana`);
    expect(pdf.pages.flatMap((page) => page.images)).toHaveLength(1);
  });

  it('answers wrong answers with the attempts, locks an intermediate message at the fifth, and deletes a strict one at the third', async () => {
    const intermediate = await sentLetter('intermediate', {
      securityLevel: 'intermediate',
      questions: [question],
    });
    const access = await recipient(bff.app, '/api/access', { accessCode: intermediate.accessCode });
    expect(access.json()).toMatchObject({
      noSecurityRequired: false,
      question: { question: '¿Dónde nos conocimos?' },
      maxAttempts: 5,
    });
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await recipient(bff.app, '/api/preview', {
        accessCode: intermediate.accessCode,
        answer: 'Madrid',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        message: 'La respuesta proporcionada es incorrecta.',
        attempts: i,
        maxAttempts: 5,
        isLocked: false,
      });
    }
    const locking = await recipient(bff.app, '/api/verify', {
      accessCode: intermediate.accessCode,
      answer: 'Madrid',
    });
    expect(locking.statusCode).toBe(423);
    expect(locking.json()).toMatchObject({
      message: 'Este mensaje ha sido bloqueado debido a demasiados intentos fallidos.',
      isLocked: true,
    });
    const right = await recipient(bff.app, '/api/verify', {
      accessCode: intermediate.accessCode,
      answer: 'en bilbao',
    });
    expect(right.statusCode).toBe(423);

    const strict = await sentLetter('strict', { securityLevel: 'strict', questions: [question] });
    const english = { 'accept-language': 'en' };
    for (let i = 1; i <= 2; i += 1) {
      expect(
        (await recipient(bff.app, '/api/verify', { accessCode: strict.accessCode, answer: 'x' })).statusCode,
      ).toBe(401);
    }
    const last = await bff.app.inject({
      method: 'POST',
      url: '/api/verify',
      remoteAddress: '203.0.113.7',
      headers: { ...browserHeaders, ...english },
      payload: JSON.stringify({ accessCode: strict.accessCode, answer: 'x' }),
    });
    expect(last.statusCode).toBe(410);
    expect(last.json()).toMatchObject({
      message: 'This message has been deleted after too many failed attempts.',
      attempts: 3,
      isLocked: true,
    });
    expect((await recipient(bff.app, '/api/access', { accessCode: strict.accessCode })).statusCode).toBe(404);
  });

  it('asks every basic question at once and accepts the answers in any case', async () => {
    const sent = await sentLetter('basic', {
      securityLevel: 'basic',
      questions: [question, { question: '¿Color?', answer: 'Verde' }],
    });
    const access = await recipient(bff.app, '/api/access', { accessCode: sent.accessCode });
    expect(access.json()).toMatchObject({
      questions: [{ question: '¿Dónde nos conocimos?' }, { question: '¿Color?' }],
    });
    const half = await recipient(bff.app, '/api/preview', {
      accessCode: sent.accessCode,
      answer: 'En Bilbao',
    });
    expect(half.statusCode).toBe(401);
    const both = await recipient(bff.app, '/api/preview', {
      accessCode: sent.accessCode,
      answer: 'EN BILBAO',
      answers: ['EN BILBAO', 'verde'],
    });
    expect(both.statusCode).toBe(200);
  });

  it('hands out the grant with a right preview, and the letter then opens on it without the answers', async () => {
    const sent = await sentLetter('grant', { securityLevel: 'strict', questions: [question] });
    const preview = await recipient(bff.app, '/api/preview', {
      accessCode: sent.accessCode,
      answer: 'en bilbao',
    });
    expect(preview.statusCode).toBe(200);
    const grant = grantOf(preview);
    expect(preview.cookies.find((c) => c.name === 'legado_grant')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });

    // Without the grant, no answer is no answer: a wrong one, counted.
    const bare = await recipient(bff.app, '/api/verify', { accessCode: sent.accessCode, answer: '' });
    expect(bare.json()).toMatchObject({ attempts: 1, isLocked: false });
    const full = await recipient(
      bff.app,
      '/api/verify',
      { accessCode: sent.accessCode, answer: '' },
      { grant },
    );
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ subject: 'Para cuando llegue el día' });
    expect(grantOf(full)).toBe(grant);
  });
});

describe('what a verify costs the bff', () => {
  /** The same object, noting each method called through it. */
  function noting<T extends object>(name: string, target: T, calls: string[]): T {
    return new Proxy(target, {
      get(object, property, receiver) {
        const value: unknown = Reflect.get(object, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push(`${name}.${String(property)}`);
          return (value as (...a: unknown[]) => unknown).apply(object, args);
        };
      },
    });
  }

  it('in Redis commands and calls to access: fresh, on its grant, on another letter’s, on one access dropped', async () => {
    const calls: string[] = [];
    // Each of the limiter's methods is one Redis command (consume: one EVAL for all of a call's limits, holds: GET,
    // remember: SET).
    const counted = await startBff(
      backends,
      {},
      {
        wrapDeps: (deps) => ({
          ...deps,
          limiter: noting('redis', deps.limiter, calls),
          access: noting('access', deps.access, calls),
        }),
      },
    );
    try {
      const sent = await sentLetter('costs');
      const other = await sentLetter('costs_other');
      const verify = async (accessCode: string, grant?: string) => {
        calls.length = 0;
        const response = await recipient(counted.app, '/api/verify', { accessCode, answer: '' }, { grant });
        expect(response.statusCode).toBe(200);
        return { grant: grantOf(response), calls: [...calls] };
      };
      const counts = (noted: string[]) => noted.join(' ');

      // Fresh: the address, the code and its answers counted in one command; the grant remembered.
      const fresh = await verify(sent.accessCode);
      expect(counts(fresh.calls)).toBe('redis.consume access.VerifyMessage redis.remember');
      // On its own grant: is it remembered on this code, the address; nothing written again.
      const again = await verify(sent.accessCode, fresh.grant);
      expect(again.grant).toBe(fresh.grant);
      expect(counts(again.calls)).toBe('redis.holds redis.consume access.VerifyMessage');
      // With another letter's grant: counted as a fresh one, one call to access.
      const otherGrant = (await verify(other.accessCode)).grant;
      const crossed = await verify(sent.accessCode, otherGrant);
      expect(crossed.grant).not.toBe(otherGrant);
      expect(counts(crossed.calls)).toBe('redis.holds redis.consume access.VerifyMessage redis.remember');
      // A grant the limits remember but access dropped: asked on it, refused, then counted in full.
      await backends.accessSql.query('DELETE FROM access_grant WHERE message_id = $1', [sent.id]);
      const dropped = await verify(sent.accessCode, fresh.grant);
      expect(dropped.grant).not.toBe(fresh.grant);
      expect(counts(dropped.calls)).toBe(
        'redis.holds redis.consume access.VerifyMessage redis.consume access.VerifyMessage redis.remember',
      );
    } finally {
      await counted.close();
    }
  });
});

describe('limits on the recipient’s calls', () => {
  it('hold per code across two bff processes, whatever the address, and refuse even the right answer', async () => {
    // Replicas share Redis and the key of its rate-limit hashes, as a deployment's do.
    const shared = {
      REDIS_KEY_PREFIX: `bff-test-${randomUUID()}`,
      RATE_LIMIT_KEY_SECRET: randomBytes(32).toString('hex'),
      ACCESS_LIMIT_PER_CODE: '4',
    };
    const [one, two] = await Promise.all([startBff(backends, shared), startBff(backends, shared)]);
    try {
      const sent = await sentLetter('percode', { securityLevel: 'basic', questions: [question] });
      const guess = (app: TestBff['app'], i: number, answer: string) =>
        recipient(app, '/api/preview', { accessCode: sent.accessCode, answer }, { ip: `198.51.100.${i}` });
      for (let i = 1; i <= 4; i += 1) {
        expect((await guess(i % 2 ? one.app : two.app, i, 'Madrid')).statusCode).toBe(401);
      }
      const refused = await guess(two.app, 50, 'En Bilbao');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json<{ message: string }>().message).toMatch(/^Demasiados intentos/);
      // The refused calls never reached the answer check: only the four wrong ones were counted.
      const { rows } = await backends.accessSql.query<{ failed_attempts: number }>(
        'SELECT failed_attempts FROM access_state WHERE message_id = $1',
        [sent.id],
      );
      expect(rows[0]!.failed_attempts).toBe(4);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('render a few keepsakes a window per grant and per message, then refuse with a retry time', async () => {
    const limited = await startBff(backends, { KEEPSAKE_LIMIT: '2' });
    try {
      const sent = await sentLetter('keepsakes');
      const call = (url: string, body: object, grant?: string) =>
        recipient(limited.app, url, { accessCode: sent.accessCode, ...body }, { grant });
      const grant = grantOf(await call('/api/verify', { answer: '' }));
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await call('/api/access/keepsake', {}, grant)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      // Another reader's grant for the same message is refused too: the limit is the message's as well.
      const other = grantOf(await call('/api/verify', { answer: '' }));
      const refused = await call('/api/access/keepsake', {}, other);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('render a few keepsakes a window per sender account, across all of their letters', async () => {
    const limited = await startBff(backends, { KEEPSAKE_LIMIT_PER_ACCOUNT: '2' });
    try {
      const first = await sentLetter('keepsake_account');
      const letters = [
        first,
        await sentLetter('keepsake_account', { from: first }),
        await sentLetter('keepsake_account', { from: first }),
      ];
      const keepsakeOf = async (letter: { accessCode: string }) => {
        const { accessCode } = letter;
        const grant = grantOf(await recipient(limited.app, '/api/verify', { accessCode, answer: '' }));
        return recipient(limited.app, '/api/access/keepsake', { accessCode }, { grant });
      };
      const statuses = [];
      for (const letter of letters) statuses.push((await keepsakeOf(letter)).statusCode);
      // Each letter has its own code and grant: only the account's limit stops the third.
      expect(statuses).toEqual([200, 200, 429]);
      // Another sender's letter is not held by this sender's keepsakes.
      expect((await keepsakeOf(await sentLetter('keepsake_other'))).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('count against the letter and the account only the keepsakes rendered, not those a grant was refused', async () => {
    const limited = await startBff(backends, { KEEPSAKE_LIMIT: '2', KEEPSAKE_LIMIT_PER_ACCOUNT: '4' });
    try {
      const first = await sentLetter('keepsake_spent');
      const second = await sentLetter('keepsake_spent', { from: first });
      const grantFor = async (accessCode: string) =>
        grantOf(await recipient(limited.app, '/api/verify', { accessCode, answer: '' }));
      const keepsake = (accessCode: string, grant: string) =>
        recipient(limited.app, '/api/access/keepsake', { accessCode }, { grant });
      const hammering = await grantFor(first.accessCode);
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await keepsake(first.accessCode, hammering)).statusCode);
      expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
      // Two rendered of the account's four: the sender's other letter still has its own two.
      const other = await grantFor(second.accessCode);
      expect((await keepsake(second.accessCode, other)).statusCode).toBe(200);
      expect((await keepsake(second.accessCode, other)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('count against a letter’s choices links only those sent, not the calls refused without the grant', async () => {
    const limited = await startBff(backends, { EMAIL_LIMIT_PER_USER: '1' });
    try {
      const sent = await sentLetter('choices_spent');
      const ask = (grant?: string) =>
        recipient(limited.app, '/api/access/choices-link', { accessCode: sent.accessCode }, { grant });
      for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(403);
      const grant = grantOf(
        await recipient(limited.app, '/api/verify', { accessCode: sent.accessCode, answer: '' }),
      );
      expect((await ask(grant)).statusCode).toBe(200);
      expect((await ask(grant)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('do not count what only the grant’s holder can do against the code', async () => {
    const limited = await startBff(backends, { ACCESS_LIMIT_PER_CODE: '2' });
    try {
      const sent = await sentLetter('reacts');
      const call = (url: string, body: object, grant?: string) =>
        recipient(limited.app, url, { accessCode: sent.accessCode, ...body }, { grant });
      expect((await call('/api/access', {})).statusCode).toBe(200);
      const verify = await call('/api/verify', { answer: '' });
      const grant = grantOf(verify);
      for (const reaction of ['love', 'star', null, 'smile', 'smile', null]) {
        expect((await call('/api/access/reaction', { reaction }, grant)).statusCode).toBe(200);
      }
      expect((await call('/api/access/read', {}, grant)).statusCode).toBe(200);
      expect((await call('/api/messages/delete-by-access', {}, grant)).statusCode).toBe(200);
      // While a third lookup of the code is refused.
      expect((await call('/api/access', {})).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('let a recipient open their letter fifteen times in a quarter hour on their grant, and still count a guesser', async () => {
    const limited = await startBff(backends, { ACCESS_LIMIT_PER_CODE: '6', ANSWER_LIMIT_PER_CODE: '2' });
    try {
      const sent = await sentLetter('reopens');
      const other = await sentLetter('reopens_other');
      const call = (url: string, body: object, grant?: string) =>
        recipient(limited.app, url, { accessCode: sent.accessCode, ...body }, { grant });
      // An opening as the browser makes it: the access page's lookup, the view's, the letter, the read receipt.
      const open = async (grant?: string) => {
        const statuses = [(await call('/api/access', {}, grant)).statusCode];
        statuses.push((await call('/api/access', {}, grant)).statusCode);
        const full = await call('/api/verify', { answer: '' }, grant);
        statuses.push(full.statusCode);
        statuses.push((await call('/api/access/read', {}, grant || grantOf(full))).statusCode);
        return { statuses, grant: grantOf(full) };
      };
      const first = await open();
      expect(first.statuses).toEqual([200, 200, 200, 200]);
      const statuses: number[] = [];
      for (let i = 0; i < 14; i += 1) {
        const again = await open(first.grant);
        expect(again.grant).toBe(first.grant);
        statuses.push(...again.statuses);
      }
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Only the first opening was counted against the code (two lookups and one answer of six and two): a caller
      // without this code's grant (here, one earned on another letter) is counted as before.
      const otherGrant = grantOf(
        await recipient(limited.app, '/api/verify', { accessCode: other.accessCode, answer: '' }),
      );
      const guessed = [];
      for (let i = 0; i < 4; i += 1) guessed.push((await call('/api/access', {}, otherGrant)).statusCode);
      expect(guessed).toEqual([200, 200, 200, 429]);
      // The grant's holder still opens the letter: the per-code limit spares it, the answer limit is untouched.
      expect((await call('/api/verify', { answer: '' }, first.grant)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('let a recipient reopen a letter with a question on their grant without spending its lookups; the answers still count', async () => {
    const limited = await startBff(backends, { ACCESS_LIMIT_PER_CODE: '3', ANSWER_LIMIT_PER_CODE: '6' });
    try {
      const sent = await sentLetter('reopens_question', { securityLevel: 'basic', questions: [question] });
      const call = (url: string, body: object, grant?: string) =>
        recipient(limited.app, url, { accessCode: sent.accessCode, ...body }, { grant });
      // As the browser opens it: the lookup, the answer (the preview), the letter on its grant, the read receipt.
      const open = async (grant?: string) => {
        const statuses = [(await call('/api/access', {}, grant)).statusCode];
        const preview = await call('/api/preview', { answer: question.answer }, grant);
        statuses.push(preview.statusCode);
        const held = grantOf(preview) || grant;
        statuses.push((await call('/api/verify', { answer: '' }, held)).statusCode);
        statuses.push((await call('/api/access/read', {}, held)).statusCode);
        return { statuses, grant: held };
      };
      const first = await open();
      expect(first.statuses).toEqual([200, 200, 200, 200]);
      // Four more openings on the grant: per code, only the first opening's lookup and answer (two of three).
      for (let i = 0; i < 4; i += 1) expect((await open(first.grant)).statuses).toEqual([200, 200, 200, 200]);
      // Every answer was checked, and counted against the code's answers: five of six, then the sixth, then none.
      expect((await call('/api/preview', { answer: question.answer }, first.grant)).statusCode).toBe(200);
      expect((await call('/api/preview', { answer: question.answer }, first.grant)).statusCode).toBe(429);
      // A caller without this code's grant is counted per code as before: the third lookup is the last.
      expect((await call('/api/access', {})).statusCode).toBe(200);
      expect((await call('/api/access', {})).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('let many recipients behind one address (an office, a carrier’s NAT) open their messages', async () => {
    // 6 recipients × 12 calls from one address: more than the 60 an address was once allowed per window.
    const office = { ip: '198.51.100.7' };
    const letters = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => sentLetter(`office${n}`)));
    const statuses: number[] = [];
    for (const { accessCode } of letters) {
      for (let i = 0; i < 10; i += 1) {
        statuses.push((await recipient(bff.app, '/api/access', { accessCode }, office)).statusCode);
      }
      const verify = await recipient(bff.app, '/api/verify', { accessCode, answer: '' }, office);
      statuses.push(verify.statusCode);
      const read = await recipient(
        bff.app,
        '/api/access/read',
        { accessCode },
        { ...office, grant: grantOf(verify) },
      );
      statuses.push(read.statusCode);
    }
    expect(statuses).toHaveLength(72);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('counts an IPv6 address by its /64, and the numbers of a guessing script', async () => {
    const limited = await startBff(backends, { ACCESS_LIMIT_PER_IP: '10' });
    try {
      const statuses: number[] = [];
      // A script trying 40 made-up codes from addresses of one /64.
      for (let i = 0; i < 40; i += 1) {
        const code = randomBytes(10).toString('hex').slice(0, 16).toUpperCase();
        const response = await recipient(
          limited.app,
          '/api/access',
          { accessCode: code },
          { ip: `2001:db8:1:2::${i.toString(16)}` },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 404)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      // Another /64 is another subscriber.
      const other = await recipient(
        limited.app,
        '/api/access',
        { accessCode: '0000-0000-0000-0000' },
        { ip: '2001:db8:1:3::1' },
      );
      expect(other.statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it('fail closed when Redis is down, while signing in still works', async () => {
    const noRedis = await startBff(backends, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const refused = await recipient(noRedis.app, '/api/access', { accessCode: '0000-0000-0000-0000' });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        message: 'No podemos comprobar el acceso en este momento. Inténtalo de nuevo en unos minutos.',
      });
      const person = await registerPerson(noRedis.app, 'noredis');
      expect(person.user.id).toBeTruthy();
    } finally {
      await noRedis.close();
    }
  });
});
