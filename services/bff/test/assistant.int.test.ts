// The writing assistant through the bff, over the real message service, against a local fake of an
// OpenAI-compatible provider: the stream, the provider's failures, bad input, limits, and nothing logged.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../../deploy/fake-ai/fake-chat-completions.ts';
import { issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import { browserHeaders, postJson, registerPerson, startBff, type TestBff } from './helpers/bff.ts';

let fake: FakeChatCompletions;
let backends: Backends;
let bare: Backends;
let bff: TestBff;
let bareBff: TestBff;
let cookie: string;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  [backends, bare] = await Promise.all([
    startBackends('assistant', {
      assistant: {
        baseUrl: fake.baseUrl,
        apiKey: 'sk-test',
        model: 'tiny',
        // Short enough that the provider that hangs half way is given up on within the test, long enough that
        // a first word the fake sends at once is never late on a loaded machine (the services share this process).
        idleTimeoutMs: 3_000,
        totalTimeoutMs: 20_000,
      },
    }),
    startBackends('assistant_none'),
  ]);
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  [bff, bareBff] = await Promise.all([
    startBff(
      backends,
      { MESSAGE_GRPC_ADDR: backends.messageAddress, LOG_LEVEL: 'info', ASSISTANT_LIMIT_PER_USER: '8' },
      { logs },
    ),
    startBff(bare, { MESSAGE_GRPC_ADDR: bare.messageAddress }),
  ]);
  cookie = await verifiedWriter(bff, backends, 'writer');
});

/** A sender whose address is confirmed (the assistant is theirs only); answers their session cookie. */
async function verifiedWriter(on: TestBff, stack: Backends, label: string): Promise<string> {
  const registered = await registerPerson(on.app, label);
  const { token } = await issueEmailToken(stack, registered.user.id, 'verify_email');
  expect((await postJson(on.app, '/api/verify-email', { token })).statusCode).toBe(200);
  return registered.cookie;
}
afterAll(async () => {
  await bff?.close();
  await bareBff?.close();
  await backends?.stop();
  await bare?.stop();
  await fake?.close();
});

const letter = 'Luis: me voy mañana y no sé cómo decírtelo. Te dejo la llave en la caja azul.';

function suggest(body: object, options: { app?: TestBff['app']; session?: string; language?: string } = {}) {
  return (options.app ?? bff.app).inject({
    method: 'POST',
    url: '/api/assistant/suggestions',
    headers: {
      ...browserHeaders,
      cookie: `legado_session=${options.session ?? cookie}`,
      'accept-language': options.language ?? 'es',
    },
    payload: JSON.stringify({ messageType: 'farewell', recipientName: 'Luis', language: 'es', ...body }),
  });
}

const lines = (payload: string) =>
  payload
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the writing assistant', () => {
  it('streams a softer version of the sender’s text, sending the provider that text and nothing more', async () => {
    fake.script({ tokens: ['Querido Luis:', ' mañana me voy', '.'] });
    const before = fake.requests.length;
    const response = await suggest({ task: 'soften', text: letter });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(lines(response.payload)).toEqual([
      { text: 'Querido Luis:' },
      { text: ' mañana me voy' },
      { text: '.' },
      { done: true },
    ]);
    expect(fake.requests).toHaveLength(before + 1);
    const sent = fake.requests[before]!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent.body.messages?.[1]?.content).toBe(letter);
    // Neither the letter nor the suggestion is in any log line.
    expect(logLines.join('')).not.toContain('la caja azul');
    expect(logLines.join('')).not.toContain('mañana me voy');
  });

  it('says when the provider fails before the first word, and when it stops half way, in the sender’s language', async () => {
    fake.script({ status: 429 });
    const busy = await suggest({ task: 'shorten', text: letter }, { language: 'en' });
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({
      message: 'The writing assistant is very busy. Try again in a moment.',
    });

    fake.script({ status: 500 });
    const down = await suggest({ task: 'shorten', text: letter });
    expect(down.statusCode).toBe(503);
    expect(down.json<{ message: string }>().message).toContain('El asistente de escritura no responde');

    fake.script({ tokens: ['Luis,'], hangAfterTokens: true });
    const halfWay = await suggest({ task: 'expand', text: letter });
    expect(halfWay.statusCode).toBe(200);
    expect(lines(halfWay.payload)).toEqual([
      { text: 'Luis,' },
      {
        error: 'El asistente de escritura ha tardado demasiado. Tu texto sigue intacto; inténtalo de nuevo.',
      },
    ]);
  });

  it('refuses bad requests in the sender’s words and asks the provider nothing', async () => {
    const before = fake.requests.length;
    const empty = await suggest({ task: 'correct', text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Escribe algo en el mensaje para que el asistente pueda trabajar con ello.',
    });
    expect((await suggest({ task: 'write-my-will', text: letter })).statusCode).toBe(400);
    expect((await suggest({ task: 'translate', text: letter, language: 'fr' })).statusCode).toBe(400);
    expect((await suggest({ task: 'soften', text: 'x'.repeat(50_001) })).statusCode).toBe(400);
    expect(fake.requests).toHaveLength(before);
    // Signed out, or from another site: refused before anything else.
    const signedOut = await bff.app.inject({
      method: 'POST',
      url: '/api/assistant/suggestions',
      headers: browserHeaders,
      payload: JSON.stringify({ task: 'opening', language: 'es' }),
    });
    expect(signedOut.statusCode).toBe(401);
    const crossSite = await bff.app.inject({
      method: 'POST',
      url: '/api/assistant/suggestions',
      headers: { ...browserHeaders, origin: 'https://evil.example', cookie: `legado_session=${cookie}` },
      payload: JSON.stringify({ task: 'opening', language: 'es' }),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(fake.requests).toHaveLength(before);
  });

  it('limits each sender’s requests, and says it is not available where no provider is configured', async () => {
    const other = await verifiedWriter(bff, backends, 'busy');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await suggest({ task: 'opening', text: '' }, { session: other })).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses[8]).toBe(429);

    const status = (app: TestBff['app'], session: string) =>
      app.inject({ method: 'GET', url: '/api/assistant', headers: { cookie: `legado_session=${session}` } });
    expect((await status(bff.app, cookie)).json()).toEqual({ available: true });
    const bareCookie = await verifiedWriter(bareBff, bare, 'plain');
    expect((await status(bareBff.app, bareCookie)).json()).toEqual({ available: false });
    const refused = await suggest({ task: 'opening', text: '' }, { app: bareBff.app, session: bareCookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'El asistente de escritura no está disponible en este momento.',
    });
  });

  it('is for confirmed addresses only, and asks the provider nothing otherwise', async () => {
    const before = fake.requests.length;
    const unverified = (await registerPerson(bff.app, 'unconfirmed')).cookie;
    const refused = await suggest({ task: 'opening', text: '' }, { session: unverified });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message:
        'Confirma tu correo electrónico para usar el asistente de escritura: te hemos enviado el enlace al registrarte.',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('holds a per-address allowance across accounts, and the whole product’s hourly budget', async () => {
    const [perAddress, budget] = await Promise.all([
      startBff(backends, { MESSAGE_GRPC_ADDR: backends.messageAddress, ASSISTANT_LIMIT_PER_IP: '2' }),
      startBff(backends, { MESSAGE_GRPC_ADDR: backends.messageAddress, ASSISTANT_BUDGET_PER_HOUR: '2' }),
    ]);
    try {
      for (const [app, words] of [
        [perAddress, /^Has pedido muchas sugerencias seguidas\. Espera .+; tu texto sigue intacto\.$/],
        [budget, /^El asistente de escritura ha llegado a su límite por ahora\. Vuelve a intentarlo en .+/],
      ] as const) {
        // Fresh accounts each time: only a limit that is not per account can stop the third.
        const statuses: number[] = [];
        for (const label of ['first', 'second', 'third']) {
          const session = await verifiedWriter(app, backends, `${label}_${statuses.length}`);
          const answer = await app.app.inject({
            method: 'POST',
            url: '/api/assistant/suggestions',
            headers: { ...browserHeaders, cookie: `legado_session=${session}`, 'accept-language': 'es' },
            payload: JSON.stringify({ task: 'opening', text: '', messageType: 'farewell', language: 'es' }),
          });
          statuses.push(answer.statusCode);
          if (answer.statusCode === 429) {
            expect(answer.json<{ message: string }>().message).toMatch(words);
            expect(answer.headers['retry-after']).toBeDefined();
          }
        }
        expect(statuses).toEqual([200, 200, 429]);
      }
    } finally {
      await Promise.all([perAddress.close(), budget.close()]);
    }
  });

  it('spends the product’s budget only on what reached the provider', async () => {
    const budget = await startBff(backends, {
      MESSAGE_GRPC_ADDR: backends.messageAddress,
      ASSISTANT_LIMIT_PER_USER: '1',
      ASSISTANT_BUDGET_PER_HOUR: '2',
    });
    try {
      const ask = (session: string, text: string, task = 'opening') =>
        budget.app.inject({
          method: 'POST',
          url: '/api/assistant/suggestions',
          headers: { ...browserHeaders, cookie: `legado_session=${session}`, 'accept-language': 'es' },
          payload: JSON.stringify({ task, text, messageType: 'farewell', language: 'es' }),
        });
      const before = fake.requests.length;
      const hammering = await verifiedWriter(budget, backends, 'hammer');
      // Refused by the message service's own checks: nothing asked, nothing spent.
      for (let i = 0; i < 3; i++) expect((await ask(hammering, '  ', 'correct')).statusCode).toBe(400);
      const own = [];
      for (let i = 0; i < 6; i++) own.push((await ask(hammering, '')).statusCode);
      expect(own).toEqual([200, 429, 429, 429, 429, 429]);
      // Five refusals by one sender's allowance later, the budget still has one call for someone else.
      const others = [];
      for (const label of ['second', 'third']) {
        others.push((await ask(await verifiedWriter(budget, backends, `budget_${label}`), '')).statusCode);
      }
      expect(others).toEqual([200, 429]);
      expect(fake.requests.length - before).toBe(2);
    } finally {
      await budget.close();
    }
  });
});
