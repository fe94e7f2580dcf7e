// A local stand-in for an OpenAI-compatible chat-completions API (POST /v1/chat/completions, streamed as
// server-sent events), for tests and for trying the writing assistant without a provider. Each request gets
// the next scripted answer: its tokens, how long between them, or a failure.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ScriptedAnswer = {
  tokens?: string[];
  /** Wait before each token (a slow provider). */
  delayMs?: number;
  /** Awaited before each token: the test decides when the provider writes it (no clock involved). */
  pace?: () => Promise<void>;
  /** Answer this HTTP status with an error body instead of a stream. */
  status?: number;
  /** Send these tokens, then go quiet without ending the stream. */
  hangAfterTokens?: boolean;
};

export type ReceivedRequest = {
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    messages?: { role: string; content: string }[];
  };
};

export type FakeChatCompletions = {
  /** Base URL to configure, up to `/v1`. */
  baseUrl: string;
  /** Answers the next requests get, in order; once used up, each request gets `fallback`. */
  script(...answers: ScriptedAnswer[]): void;
  requests: ReceivedRequest[];
  close(): Promise<void>;
};

export async function startFakeChatCompletions(
  fallback: ScriptedAnswer = { tokens: ['Hola', ', ', 'mundo.'] },
): Promise<FakeChatCompletions> {
  const queue: ScriptedAnswer[] = [];
  const requests: ReceivedRequest[] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (part: string) => (raw += part));
    request.on('end', () => {
      let body: ReceivedRequest['body'];
      try {
        body = JSON.parse(raw) as ReceivedRequest['body'];
      } catch {
        response.writeHead(400).end();
        return;
      }
      requests.push({ authorization: request.headers.authorization, body });
      void answer(queue.shift() ?? fallback, body.model ?? 'fake', response);
    });
  });

  async function answer(script: ScriptedAnswer, model: string, response: http.ServerResponse) {
    if (script.status) {
      response.writeHead(script.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    open.add(response);
    response.on('close', () => open.delete(response));
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const token of script.tokens ?? []) {
      if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
      if (script.pace) await script.pace();
      if (response.destroyed) return;
      const chunk = {
        id: 'fake',
        object: 'chat.completion.chunk',
        model,
        choices: [{ index: 0, delta: { content: token } }],
      };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    if (script.hangAfterTokens) return;
    response.write('data: [DONE]\n\n');
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (...answers) => queue.push(...answers),
    requests,
    async close() {
      for (const response of open) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
