// The writing assistant's provider client and prompt, against a local fake of an OpenAI-compatible API:
// streaming, the provider's failures, a provider gone quiet, a slow one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    idleTimeoutMs: 500,
    totalTimeoutMs: 3_000,
  };
});
afterAll(() => fake.close());

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const tokens: string[] = [];
  for await (const token of stream) tokens.push(token);
  return tokens;
}

const soften = (text: string, language = 'es') =>
  suggestionPrompt({ task: 'soften', text, language, messageType: 'farewell', recipientName: 'Luis García' });

describe('the provider client', () => {
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
    expect(sent.body).toMatchObject({ model: 'tiny', stream: true });
    expect(sent.body.messages?.at(-1)).toEqual({ role: 'user', content: 'Luis: me voy.' });
  });

  it('waits for a slow provider while tokens keep coming', async () => {
    fake.script({ tokens: ['uno ', 'dos ', 'tres'], delayMs: 200 });
    expect((await collect(streamChatCompletion(config, soften('texto')))).join('')).toBe('uno dos tres');
  });

  it('gives up on a provider gone quiet, and on one that never ends, in words the sender is told', async () => {
    fake.script({ tokens: ['Hola'], hangAfterTokens: true });
    const quiet: string[] = [];
    await expect(
      (async () => {
        for await (const token of streamChatCompletion(config, soften('texto'))) quiet.push(token);
      })(),
    ).rejects.toMatchObject({ code: 'DEADLINE_EXCEEDED', reason: 'ASSISTANT_TIMEOUT' });
    expect(quiet).toEqual(['Hola']);

    fake.script({ tokens: Array.from({ length: 20 }, () => 'más '), delayMs: 300 });
    await expect(
      collect(streamChatCompletion({ ...config, totalTimeoutMs: 1_000 }, soften('texto'))),
    ).rejects.toMatchObject({ reason: 'ASSISTANT_TIMEOUT' });
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
