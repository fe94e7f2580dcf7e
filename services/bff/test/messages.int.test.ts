import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import { browserHeaders, postJson, registerPerson, startBff, type TestBff } from './helpers/bff.ts';
import { connectMessage } from '@app/test-stack/sealed-messages';

let backends: Backends;
let bff: TestBff;

beforeAll(async () => {
  backends = await startBackends('messages');
  // The seal race queues 24 seals behind one sender's lock; on a loaded machine that outlasts the 5 s a call is
  // given, and a late answer would read as a refusal.
  bff = await startBff(backends, { GRPC_DEADLINE_MS: '60000' });
});
afterAll(async () => {
  await bff?.close();
  await backends?.stop();
});

const cookieHeader = (cookie: string) => ({ cookie: `legado_session=${cookie}` });

function send(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { ...(method === 'GET' ? {} : browserHeaders), ...cookieHeader(cookie) },
    ...(body === undefined ? (method === 'GET' ? {} : { payload: '{}' }) : { payload: JSON.stringify(body) }),
  });
}

const letter = {
  recipient: 'María López',
  recipientEmail: 'maria@example.com',
  subject: 'Para cuando llegue el día',
  content: 'Querida María:\n\nGuarda esta carta. El secreto está en la caja azul.',
  messageType: 'LOVE',
  securityLevel: 'basic',
  deliveryMethod: 'email',
  deliveryDate: null,
  schedulingType: 'specific_date',
  isAnonymous: false,
  // The name the recipient sees is the sender's to choose; the address is never theirs to forge.
  senderName: 'Tu hermana Lucía',
  senderEmail: 'forged@example.com',
  questions: [{ question: '¿Dónde nos conocimos?', answer: 'En Bilbao' }],
};

async function verifiedSender(label: string) {
  const registered = await registerPerson(bff.app, label);
  const { token } = await issueEmailToken(backends, registered.user.id, 'verify_email');
  const verified = await postJson(bff.app, '/api/verify-email', { token });
  expect(verified.statusCode).toBe(200);
  return registered;
}

const postalAddress = {
  name: 'María',
  line1: '10 Downing Street',
  line2: '',
  postalCode: 'sw1a 1aa',
  city: 'London',
  region: '',
  country: 'GB',
};

describe('the sender’s message calls', () => {
  it('creates a message with a server-made access code, and lists it without its content', async () => {
    const { cookie, person } = await verifiedSender('create');
    const created = await send(bff.app, cookie, 'POST', '/api/messages', letter);
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: string; accessCode: string; requiresPayment: boolean }>();
    expect(body.accessCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(body.requiresPayment).toBe(false);

    const list = await send(bff.app, cookie, 'GET', '/api/messages');
    expect(list.statusCode).toBe(200);
    const [item] = list.json<Record<string, unknown>[]>();
    expect(item).toMatchObject({
      id: body.id,
      recipient: 'María López',
      subject: 'Para cuando llegue el día',
      accessCode: body.accessCode,
      status: 'pending',
      messageType: 'love',
      deliveryDate: null,
      isSealed: false,
    });
    expect(item).not.toHaveProperty('content');

    const full = await send(bff.app, cookie, 'GET', `/api/messages/${body.id}`);
    expect(full.json()).toMatchObject({
      content: letter.content,
      senderName: 'Tu hermana Lucía',
      senderEmail: person.email,
      questions: [{ question: '¿Dónde nos conocimos?' }],
    });
    expect(full.body).not.toContain('Bilbao');
    expect(full.body).not.toContain('forged@example.com');
  });

  it('stores nothing a person wrote in readable form', async () => {
    const { cookie } = await verifiedSender('raw');
    const created = (await send(bff.app, cookie, 'POST', '/api/messages', letter)).json<{
      id: string;
      accessCode: string;
    }>();
    const { rows } = await backends.messageSql.query(
      `SELECT m.*, q.question_enc, q.answer_hash FROM message m JOIN security_question q ON q.message_id = m.id WHERE m.id = $1`,
      [created.id],
    );
    const raw = JSON.stringify(rows).toLowerCase();
    for (const secret of [
      'maría',
      'maria@example.com',
      'llegue el día',
      'caja azul',
      'conocimos',
      'bilbao',
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toContain(created.accessCode.toLowerCase());
    expect(raw).not.toContain(created.accessCode.replaceAll('-', '').toLowerCase());
  });

  it('takes a letter’s address and gives it back to its sender', async () => {
    const { cookie } = await verifiedSender('postal');
    const created = await send(bff.app, cookie, 'POST', '/api/messages', {
      ...letter,
      deliveryMethod: 'postal',
      recipientEmail: '',
      postalAddress,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await send(bff.app, cookie, 'GET', `/api/messages/${id}`)).json()).toMatchObject({
      deliveryMethod: 'postal',
      postalAddress: { ...postalAddress, postalCode: 'SW1A 1AA' },
    });
  });

  it('takes a proof-of-life message’s trusted contact and gives it back only to its sender', async () => {
    const { cookie } = await verifiedSender('contact');
    const created = await send(bff.app, cookie, 'POST', '/api/messages', {
      ...letter,
      schedulingType: 'life_proof',
      trustedContact: { name: 'Marta Ruiz', email: 'marta.ruiz@example.com' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    expect((await send(bff.app, cookie, 'GET', `/api/messages/${id}`)).json()).toMatchObject({
      trustedContact: { name: 'Marta Ruiz', email: 'marta.ruiz@example.com' },
    });
  });

  it('keeps the date a proof-of-life message waits for once released, and drops it from a dated one', async () => {
    const { cookie } = await verifiedSender('hold');
    const create = async (change: Record<string, unknown>) => {
      const created = await send(bff.app, cookie, 'POST', '/api/messages', { ...letter, ...change });
      expect(created.statusCode).toBe(201);
      return created.json<{ id: string }>().id;
    };
    const held = await create({ schedulingType: 'life_proof', deliverNotBefore: '2031-06-01T08:00:00Z' });
    const dated = await create({ deliverNotBefore: '2031-06-01T08:00:00Z' });
    const list = (await send(bff.app, cookie, 'GET', '/api/messages')).json<
      { id: string; deliverNotBefore: string | null }[]
    >();
    expect(list.find((message) => message.id === held)?.deliverNotBefore).toBe('2031-06-01T08:00:00.000Z');
    expect(list.find((message) => message.id === dated)?.deliverNotBefore).toBeNull();
  });

  it('refuses bad input with the spec’s words and creates nothing', async () => {
    const { cookie } = await verifiedSender('invalid');
    const cases: [Record<string, unknown>, string][] = [
      [{ recipient: ' ' }, 'El destinatario es obligatorio'],
      [{ subject: '' }, 'El asunto es obligatorio'],
      [{ content: '' }, 'El mensaje es obligatorio'],
      [{ recipientEmail: 'not-an-address' }, 'El correo electrónico del destinatario no es válido'],
      // Addresses that look like one but that no mail server delivers to.
      [{ recipientEmail: 'maria..lopez@example.com' }, 'El correo electrónico del destinatario no es válido'],
      [{ recipientEmail: 'maria@example.123' }, 'El correo electrónico del destinatario no es válido'],
      [{ deliveryDate: '2020-01-01T10:00:00Z' }, 'La fecha de entrega no puede estar en el pasado'],
      [{ deliveryDate: '2031-02-30T10:00:00Z' }, 'La fecha de entrega no es válida'],
      [
        { schedulingType: 'life_proof', deliverNotBefore: '2020-01-01T10:00:00Z' },
        'La fecha de entrega no puede estar en el pasado',
      ],
      [{ messageType: 'POEM' }, 'El tipo de mensaje no es válido'],
      // Values outside a closed set never reach the wire, where they could only travel as "not given".
      [{ securityLevel: 'maximum' }, 'El nivel de seguridad no es válido'],
      [{ deliveryMethod: 'fax' }, 'El método de entrega no es válido'],
      [{ schedulingType: 'someday' }, 'El tipo de programación no es válido'],
      [
        { schedulingType: 'life_proof', lifeProofCadence: 'daily' },
        'La frecuencia de la prueba de vida no es válida',
      ],
      [
        {
          questions: [
            { question: 'a?', answer: 'a' },
            { question: 'b?', answer: 'b' },
            { question: 'c?', answer: 'c' },
            { question: 'd?', answer: 'd' },
          ],
        },
        'Este nivel de seguridad no admite más preguntas (como máximo 3; una en los niveles intermedio y estricto)',
      ],
      [{ questions: [{ question: '¿Color?', answer: ' ' }] }, 'La respuesta es obligatoria'],
      [{ deliveryMethod: 'postal' }, 'La dirección postal es obligatoria para el envío por correo postal'],
      [
        {
          deliveryMethod: 'postal',
          postalAddress: { ...postalAddress, postalCode: '2801' },
        },
        'El código postal no tiene el formato de ese país',
      ],
      [
        { schedulingType: 'life_proof', trustedContact: { name: 'Marta', email: 'marta@' } },
        'El correo electrónico de tu persona de confianza no es válido',
      ],
      [
        { schedulingType: 'life_proof', trustedContact: { name: 'María', email: letter.recipientEmail } },
        'Tu persona de confianza no puede ser quien recibe el mensaje',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await send(bff.app, cookie, 'POST', '/api/messages', { ...letter, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await send(bff.app, cookie, 'GET', '/api/messages')).json()).toEqual([]);
  });

  it('adds questions up to the level’s limit, and not after sealing', async () => {
    const { cookie } = await verifiedSender('questions');
    const { id } = (await send(bff.app, cookie, 'POST', '/api/messages', letter)).json<{ id: string }>();
    for (const question of ['¿Uno?', '¿Dos?']) {
      expect(
        (await send(bff.app, cookie, 'POST', `/api/messages/${id}/questions`, { question, answer: 'x' }))
          .statusCode,
      ).toBe(201);
    }
    const fourth = await send(bff.app, cookie, 'POST', `/api/messages/${id}/questions`, {
      question: '¿Cuatro?',
      answer: 'x',
    });
    expect(fourth.statusCode).toBe(400);
    expect((await send(bff.app, cookie, 'POST', `/api/messages/${id}/seal`)).statusCode).toBe(200);
    const late = await send(bff.app, cookie, 'PATCH', `/api/messages/${id}`, { hasMedia: true });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Este mensaje ya está completo y no se puede cambiar.' });
  });

  it('stores and seals only for a verified sender and a complete message; three free e-mail deliveries, then payment', async () => {
    const unverified = await registerPerson(bff.app, 'unverified');
    // Nothing is stored for an account that could never seal it (nor can anything be uploaded to it).
    const refused = await send(bff.app, unverified.cookie, 'POST', '/api/messages', letter);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Verifica tu correo electrónico antes de enviar mensajes.' });
    expect((await send(bff.app, unverified.cookie, 'GET', '/api/messages')).json()).toEqual([]);

    const { cookie } = await verifiedSender('seal');
    const incomplete = (
      await send(bff.app, cookie, 'POST', '/api/messages', {
        ...letter,
        securityLevel: 'strict',
        questions: [],
      })
    ).json<{ id: string }>();
    const missing = await send(bff.app, cookie, 'POST', `/api/messages/${incomplete.id}/seal`);
    expect(missing.json()).toEqual({
      field: 'questions',
      message: 'Este nivel de seguridad necesita una pregunta de seguridad.',
    });

    const results = [];
    const tokens: (string | null)[] = [];
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { id } = (await send(bff.app, cookie, 'POST', '/api/messages', letter)).json<{ id: string }>();
      const sealed = await send(bff.app, cookie, 'POST', `/api/messages/${id}/seal`);
      expect(sealed.statusCode).toBe(200);
      const body = sealed.json<{ requiresPayment: boolean; paymentToken: string | null }>();
      results.push(body.requiresPayment);
      tokens.push(body.paymentToken);
      ids.push(id);
      const again = await send(bff.app, cookie, 'POST', `/api/messages/${id}/seal`);
      expect(again.json<{ requiresPayment: boolean }>().requiresPayment).toBe(results[i]);
    }
    expect(results).toEqual([false, false, false, true]);
    // The one that waits for payment carries a token bound to it; the free ones none.
    expect(tokens.slice(0, 3)).toEqual([null, null, null]);
    expect(tokens[3]).toMatch(/^[\w-]{43}$/);
    const message = connectMessage(backends.messageAddress);
    try {
      const payable = await message.GetPayableMessage({
        messageId: ids[3]!,
        userId: '',
        paymentToken: tokens[3]!,
      });
      expect(payable).toMatchObject({
        messageId: ids[3],
        requiresPayment: true,
        paid: false,
        isSealed: true,
      });
      // A token opens only its own message, and only while it is whole.
      await expect(
        message.GetPayableMessage({
          messageId: ids[3]!,
          userId: '',
          paymentToken: `${tokens[3]!.slice(0, -1)}x`,
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(
        message.GetPayableMessage({ messageId: ids[2]!, userId: '', paymentToken: tokens[3]! }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      message.close();
    }
    const user = await bff.app.inject({ method: 'GET', url: '/api/user', headers: cookieHeader(cookie) });
    expect(user.json()).toMatchObject({ freeDeliveries: 0 });
  });

  it('answers 404 to every call on someone else’s message, and changes nothing', async () => {
    const owner = await verifiedSender('owner');
    const other = await verifiedSender('other');
    const { id } = (await send(bff.app, owner.cookie, 'POST', '/api/messages', letter)).json<{
      id: string;
    }>();
    const attempts = [
      send(bff.app, other.cookie, 'GET', `/api/messages/${id}`),
      send(bff.app, other.cookie, 'POST', `/api/messages/${id}/questions`, { question: '¿Q?', answer: 'a' }),
      send(bff.app, other.cookie, 'PATCH', `/api/messages/${id}`, { hasMedia: true }),
      send(bff.app, other.cookie, 'POST', `/api/messages/${id}/seal`),
      send(bff.app, other.cookie, 'DELETE', `/api/messages/${id}`),
      send(bff.app, other.cookie, 'GET', '/api/messages/not-a-uuid'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Mensaje no encontrado' });
    }
    expect((await send(bff.app, other.cookie, 'GET', '/api/messages')).json()).toEqual([]);
    const mine = await send(bff.app, owner.cookie, 'GET', `/api/messages/${id}`);
    expect(mine.json()).toMatchObject({
      isSealed: false,
      questions: [{ question: '¿Dónde nos conocimos?' }],
    });
  });

  it('sends a message whose delivery failed to the corrected address, and says why it cannot otherwise', async () => {
    const { cookie } = await verifiedSender('correct');
    const { id } = (await send(bff.app, cookie, 'POST', '/api/messages', letter)).json<{ id: string }>();
    expect((await send(bff.app, cookie, 'POST', `/api/messages/${id}/seal`)).statusCode).toBe(200);
    const correct = (recipientEmail: string, by = cookie) =>
      send(bff.app, by, 'POST', `/api/messages/${id}/recipient-email`, { recipientEmail });

    const notFailed = await correct('maria.lopez@example.com');
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toEqual({
      message: 'Solo se puede corregir la dirección de un mensaje que no llegó a su destinatario',
    });

    // Released, and then refused by María's mail server.
    await backends.release(id);
    await backends.messageSql.query('UPDATE message SET delivery_failed_at = now() WHERE id = $1', [id]);
    const typo = await correct('maria@@example');
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toEqual({
      message: 'El correo electrónico del destinatario no es válido',
      field: 'recipientEmail',
    });
    const stranger = await verifiedSender('correct_other');
    expect((await correct('x@example.com', stranger.cookie)).statusCode).toBe(404);

    const corrected = await correct('maria.lopez@example.com');
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toEqual({ success: true });
    expect((await send(bff.app, cookie, 'GET', `/api/messages/${id}`)).json()).toMatchObject({
      recipientEmail: 'maria.lopez@example.com',
      deliveryFailed: false,
    });
  });

  it('deletes the owner’s message; signed out, every call is 401', async () => {
    const { cookie } = await verifiedSender('delete');
    const { id } = (await send(bff.app, cookie, 'POST', '/api/messages', letter)).json<{ id: string }>();
    expect((await send(bff.app, cookie, 'DELETE', `/api/messages/${id}`)).statusCode).toBe(200);
    expect((await send(bff.app, cookie, 'GET', `/api/messages/${id}`)).statusCode).toBe(404);
    const signedOut = await bff.app.inject({ method: 'GET', url: '/api/messages' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('holds the daily seal limit when seals race: exactly the limit is sealed, the rest refused', async () => {
    const { cookie } = await verifiedSender('racing');
    const ids: string[] = [];
    for (let i = 0; i < 24; i += 1) {
      const created = await send(bff.app, cookie, 'POST', '/api/messages', {
        ...letter,
        securityLevel: 'none',
        questions: [],
        subject: `Carta ${i}`,
      });
      ids.push(created.json<{ id: string }>().id);
    }
    const seals = await Promise.all(
      ids.map((id) => send(bff.app, cookie, 'POST', `/api/messages/${id}/seal`)),
    );
    const statuses = seals.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(4).fill(429)]);
    const { rows } = await backends.messageSql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM message WHERE id = ANY($1::uuid[]) AND sealed_at IS NOT NULL',
      [ids],
    );
    expect(rows[0]!.n).toBe(20);
  });
});
