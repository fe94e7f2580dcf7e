// The writing assistant's provider client and prompt, against a local fake of an OpenAI-compatible API:
// streaming, the provider's failures, a provider gone quiet, a slow one, one that never ends.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../../deploy/fake-ai/fake-chat-completions.ts';
import { suggestionPrompt } from '../src/domain/suggest-text.ts';
import {
  streamChatCompletion,
  type ChatCompletionsConfig,
} from '../src/writing-assistant/chat-completions-client.ts';

let fake: FakeChatCompletions;
let config: ChatCompletionsConfig;

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  config = {
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'tiny',
    maxTokens: 321,
    idleTimeoutMs: 500,
    totalTimeoutMs: 3_000,
  };
});
afterAll(() => fake.close());

/** A provider that writes its next token only when the test lets it, so the gaps are on the fake clock. */
function pacedProvider() {
  let release: (() => void) | undefined;
  let announce: (() => void) | undefined;
  return {
    pace: () =>
      new Promise<void>((resolve) => {
        release = resolve;
        announce?.();
      }),
    /** Resolves once the provider is waiting to write its next token. */
    waiting: () => new Promise<void>((resolve) => (release ? resolve() : (announce = resolve))),
    write() {
      const next = release;
      release = announce = undefined;
      next?.();
    },
  };
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const tokens: string[] = [];
  for await (const token of stream) tokens.push(token);
  return tokens;
}

const soften = (text: string, language = 'es') =>
  suggestionPrompt({ task: 'soften', text, language, messageType: 'farewell', recipientName: 'Luis García' });

describe('the provider client', () => {
  // The client's timeouts run on a fake clock the tests move; sockets and the fake provider stay real.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('streams the answer token by token, with the key as a bearer token and the model asked for', async () => {
    fake.script({ tokens: ['Querido ', 'Luis', ':'] });
    const before = fake.requests.length;
    expect(await collect(streamChatCompletion(config, soften('Luis: me voy.')))).toEqual([
      'Querido ',
      'Luis',
      ':',
    ]);
    const sent = fake.requests[before]!;
    expect(sent.authorization).toBe('Bearer sk-test');
    // Every call carries a ceiling on what it may cost.
    expect(sent.body).toMatchObject({ model: 'tiny', stream: true, max_tokens: 321 });
    expect(sent.body.messages?.at(-1)).toEqual({ role: 'user', content: 'Luis: me voy.' });
  });

  it('waits for a slow provider while tokens keep coming', async () => {
    const provider = pacedProvider();
    fake.script({ tokens: ['uno ', 'dos ', 'tres'], pace: provider.pace });
    const tokens = streamChatCompletion(config, soften('texto'));
    const received: string[] = [];
    // Quiet for 400 of the 500 ms allowed before each token: 1.2 s in all, over the idle timeout.
    for (let token = 0; token < 3; token++) {
      const next = tokens.next();
      await provider.waiting();
      await vi.advanceTimersByTimeAsync(400);
      provider.write();
      received.push(String((await next).value));
    }
    expect(received.join('')).toBe('uno dos tres');
    expect((await tokens.next()).done).toBe(true);
  });

  it('gives up on a provider gone quiet, in words the sender is told', async () => {
    fake.script({ tokens: ['Hola'], hangAfterTokens: true });
    const tokens = streamChatCompletion(config, soften('texto'));
    expect((await tokens.next()).value).toBe('Hola');
    const gaveUp = expect(tokens.next()).rejects.toMatchObject({
      code: 'DEADLINE_EXCEEDED',
      reason: 'ASSISTANT_TIMEOUT',
    });
    await vi.advanceTimersByTimeAsync(500);
    await gaveUp;
  });

  it('gives up on a provider that never ends, however steadily it writes', async () => {
    const provider = pacedProvider();
    fake.script({ tokens: Array.from({ length: 20 }, () => 'más '), pace: provider.pace });
    const tokens = streamChatCompletion({ ...config, totalTimeoutMs: 1_000 }, soften('texto'));
    // A token every 300 ms: never idle for long, but the fourth comes after the whole answer's second.
    for (let token = 0; token < 3; token++) {
      const next = tokens.next();
      await provider.waiting();
      await vi.advanceTimersByTimeAsync(300);
      provider.write();
      expect((await next).value).toBe('más ');
    }
    const gaveUp = expect(tokens.next()).rejects.toMatchObject({ reason: 'ASSISTANT_TIMEOUT' });
    await provider.waiting();
    await vi.advanceTimersByTimeAsync(300);
    await gaveUp;
  });

  it('turns the provider’s failures into reasons: busy, unavailable, unreachable', async () => {
    fake.script({ status: 429 });
    await expect(collect(streamChatCompletion(config, soften('texto')))).rejects.toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      reason: 'ASSISTANT_BUSY',
    });
    fake.script({ status: 500 });
    await expect(collect(streamChatCompletion(config, soften('texto')))).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      reason: 'ASSISTANT_UNAVAILABLE',
    });
    const nowhere = { ...config, baseUrl: 'http://127.0.0.1:9/v1' };
    await expect(collect(streamChatCompletion(nowhere, soften('texto')))).rejects.toMatchObject({
      reason: 'ASSISTANT_UNAVAILABLE',
    });
  });
});

describe('the prompt', () => {
  it('sends the sender’s text and the task in the language asked for, and nothing else of the message', () => {
    const [system, user] = suggestionPrompt({
      task: 'translate',
      text: 'Te quiero.',
      language: 'en',
      messageType: 'love',
      recipientName: 'María López',
    });
    expect(system!.content).toContain('a love letter to María');
    expect(system!.content).not.toContain('López');
    expect(system!.content).toContain('Translate');
    expect(system!.content).toContain('Write in English.');
    expect(user).toEqual({ role: 'user', content: 'Te quiero.' });
  });

  it('asks for an opening without any text, and refuses every other task without one', () => {
    const opening = suggestionPrompt({
      task: 'opening',
      text: '',
      language: 'es',
      messageType: 'love',
      recipientName: 'Ana',
    });
    expect(opening[0]!.content).toContain('Write in Spanish.');
    expect(() => soften('   ')).toThrow(expect.objectContaining({ reason: 'ASSISTANT_TEXT_REQUIRED' }));
    expect(() =>
      suggestionPrompt({
        task: 'rewrite-everything',
        text: 'x',
        language: 'es',
        messageType: 'love',
        recipientName: '',
      }),
    ).toThrow(expect.objectContaining({ reason: 'ASSISTANT_TASK_INVALID' }));
    expect(() => soften('x', 'fr')).toThrow(
      expect.objectContaining({ reason: 'ASSISTANT_LANGUAGE_INVALID' }),
    );
    expect(() => soften('x'.repeat(50_001))).toThrow(expect.objectContaining({ reason: 'CONTENT_TOO_LONG' }));
  });
});
