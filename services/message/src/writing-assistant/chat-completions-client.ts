import { AppError } from '@app/platform/errors';
import { z } from 'zod';

/** Any OpenAI-compatible chat-completions endpoint: a hosted provider, or a local server such as Ollama. */
export type ChatCompletionsConfig = {
  /** Up to the version, e.g. `https://api.openai.com/v1` or `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  /** Sent as a bearer token when set (a local server needs none). */
  apiKey: string;
  model: string;
  /** The longest answer the provider may write (tokens): every call's cost has a ceiling. */
  maxTokens: number;
  /** Longest wait for the first token, and between two tokens: a provider gone quiet is given up on. */
  idleTimeoutMs: number;
  /** Longest whole answer. */
  totalTimeoutMs: number;
};

/** A provider quiet for 15 s before or between tokens, or 60 s on one answer, is given up on. */
export const assistantTimeouts = { idleTimeoutMs: 15_000, totalTimeoutMs: 60_000 };

export type ChatMessage = { role: 'system' | 'user'; content: string };

// Each server-sent event carries one chunk; only the text delta matters here.
const chunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).partial() })).default([]),
});

const unavailable = (message: string, cause?: unknown) =>
  new AppError('UNAVAILABLE', message, { reason: 'ASSISTANT_UNAVAILABLE', cause });

/**
 * Streams the model's answer as it is written. Timeouts (the first token, each next one, the whole answer)
 * and every provider failure become AppErrors the sender can be told about in their language; the text sent
 * and received is never logged here.
 */
export async function* streamChatCompletion(
  config: ChatCompletionsConfig,
  messages: ChatMessage[],
  cancelled?: AbortSignal,
): AsyncGenerator<string> {
  const controller = new AbortController();
  let timedOut: 'idle' | 'total' | undefined;
  const abortFor = (why: 'idle' | 'total') => () => {
    timedOut = why;
    controller.abort();
  };
  const total = setTimeout(abortFor('total'), config.totalTimeoutMs);
  let idle = setTimeout(abortFor('idle'), config.idleTimeoutMs);
  const onCancel = () => controller.abort();
  cancelled?.addEventListener('abort', onCancel, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          messages,
          stream: true,
          temperature: 0.7,
          max_tokens: config.maxTokens,
        }),
        signal: controller.signal,
      });
    } catch (error) {
      throw timedOut ? timeout() : unavailable('the assistant did not answer', error);
    }
    if (response.status === 429) {
      throw new AppError('RESOURCE_EXHAUSTED', 'the provider is busy', { reason: 'ASSISTANT_BUSY' });
    }
    if (!response.ok || !response.body) {
      throw unavailable(`the assistant answered ${response.status}`);
    }
    const decoder = new TextDecoder();
    let pending = '';
    try {
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        clearTimeout(idle);
        idle = setTimeout(abortFor('idle'), config.idleTimeoutMs);
        pending += decoder.decode(read.value, { stream: true });
        const events = pending.split(/\r?\n\r?\n/);
        pending = events.pop() ?? '';
        for (const event of events) {
          const data = event
            .split(/\r?\n/)
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('');
          if (data === '') continue;
          if (data === '[DONE]') return;
          const parsed = chunk.safeParse(safeJson(data));
          if (!parsed.success) throw unavailable('the assistant sent something unreadable');
          const text = parsed.data.choices[0]?.delta.content;
          if (text) yield text;
        }
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw timedOut ? timeout() : unavailable('the assistant stopped answering', error);
    }
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    cancelled?.removeEventListener('abort', onCancel);
    controller.abort();
  }
}

function timeout(): AppError {
  return new AppError('DEADLINE_EXCEEDED', 'the assistant took too long', { reason: 'ASSISTANT_TIMEOUT' });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
