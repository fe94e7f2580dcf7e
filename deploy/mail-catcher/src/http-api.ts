import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { z } from 'zod';
import type { Logger } from './logger.ts';
import type { CaughtMessage, MessageStore } from './message-store.ts';
import type { MailAddress, MailPart } from './parse-mail.ts';
import { renderInbox, renderMessage } from './web-pages.ts';

export interface HttpApi {
  port: number;
  close(): Promise<void>;
}

const notFound = '404 page not found';
const deleteRequest = z.object({ IDs: z.array(z.string()).optional() });

/** Mailpit's API v1 for the calls the tests make, plus a small inbox page for people. */
export async function startHttpApi(options: {
  port: number;
  host: string;
  store: MessageStore;
  logger: Logger;
}): Promise<HttpApi> {
  const { store, logger } = options;
  const server = createServer((request, response) => {
    handle(request, response, store).catch((error: unknown) => {
      logger.error(`mail-catcher: ${request.method} ${request.url}: ${String(error)}`);
      if (response.headersSent) response.destroy();
      else sendText(response, 500, 'internal error');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    // Listening on a TCP port, so the address is never a pipe name.
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  store: MessageStore,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://mail-catcher');
  const path = url.pathname;

  if (path === '/api/v1/messages') {
    if (request.method === 'GET') return sendJson(response, listMessages(store, url.searchParams));
    if (request.method === 'DELETE') return deleteMessages(request, response, store);
    return methodNotAllowed(response, 'GET, DELETE');
  }

  const apiMatch = /^\/api\/v1\/message\/([^/]+)(\/headers|\/raw)?$/.exec(path);
  if (apiMatch) {
    if (request.method !== 'GET') return methodNotAllowed(response, 'GET');
    const message = findMessage(store, apiMatch[1]);
    if (!message) return sendText(response, 404, notFound);
    if (apiMatch[2] === '/headers') return sendJson(response, message.headers);
    // The source byte for byte, as Mailpit serves it (a signature is checked against exactly these bytes).
    if (apiMatch[2] === '/raw') {
      return void response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(message.raw);
    }
    store.markRead(message.id);
    return sendJson(response, messageDetail(message));
  }

  if (path === '/') {
    if (request.method !== 'GET') return methodNotAllowed(response, 'GET');
    return sendHtml(response, renderInbox(store.list()));
  }

  const viewMatch = /^\/view\/([^/]+)$/.exec(path);
  if (viewMatch) {
    if (request.method !== 'GET') return methodNotAllowed(response, 'GET');
    const message = findMessage(store, viewMatch[1]);
    if (!message) return sendText(response, 404, notFound);
    // Opening a mail in the page counts as reading it, as in Mailpit's web UI.
    store.markRead(message.id);
    return sendHtml(response, renderMessage(message));
  }

  sendText(response, 404, notFound);
}

/** Mailpit accepts `latest` in place of an ID. */
function findMessage(store: MessageStore, id: string | undefined): CaughtMessage | undefined {
  if (id === 'latest') return store.latest();
  return id === undefined ? undefined : store.get(id);
}

function listMessages(store: MessageStore, params: URLSearchParams): object {
  const start = positiveInteger(params.get('start')) ?? 0;
  const limit = positiveInteger(params.get('limit')) ?? 50;
  const all = store.list();
  const page = all.slice(start, start + limit);
  return {
    total: all.length,
    unread: store.unread,
    count: page.length,
    messages_count: all.length,
    start,
    tags: [],
    messages: page.map((message) => ({
      ID: message.id,
      MessageID: message.messageId,
      Read: message.read,
      From: address(message.from),
      To: message.to.map(address),
      Cc: message.cc.map(address),
      Bcc: message.bcc.map(address),
      ReplyTo: message.replyTo.map(address),
      Subject: message.subject,
      Created: message.created.toISOString(),
      Tags: [],
      Size: message.size,
      Attachments: message.attachments.length,
      Snippet: message.snippet,
    })),
  };
}

function messageDetail(message: CaughtMessage): object {
  return {
    ID: message.id,
    MessageID: message.messageId,
    From: address(message.from),
    To: message.to.map(address),
    Cc: message.cc.map(address),
    Bcc: message.bcc.map(address),
    ReplyTo: message.replyTo.map(address),
    ReturnPath: message.returnPath,
    Subject: message.subject,
    // Mailpit falls back to the time received when the mail has no usable Date header.
    Date: (message.date ?? message.created).toISOString(),
    Tags: [],
    Text: message.text,
    HTML: message.html,
    Size: message.size,
    Inline: message.inline.map(part),
    Attachments: message.attachments.map(part),
  };
}

async function deleteMessages(request: IncomingMessage, response: ServerResponse, store: MessageStore) {
  const body = await text(request);
  const ids = body.trim() === '' ? [] : idsToDelete(body);
  if (ids === undefined) {
    // Mailpit deletes everything on a malformed body; refusing it is kinder to a test with a typo.
    return sendText(response, 400, 'expected no body or a JSON body like {"IDs": ["..."]}');
  }
  // As in Mailpit, no IDs means every message.
  if (ids.length === 0) store.clear();
  else store.delete(ids);
  sendText(response, 200, 'ok');
}

function idsToDelete(body: string): string[] | undefined {
  try {
    const parsed = deleteRequest.safeParse(JSON.parse(body));
    return parsed.success ? (parsed.data.IDs ?? []) : undefined;
  } catch {
    return undefined;
  }
}

function positiveInteger(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

function address(value: MailAddress): { Name: string; Address: string } {
  return { Name: value.name, Address: value.address };
}

function part(value: MailPart): object {
  return {
    PartID: value.partId,
    FileName: value.fileName,
    ContentType: value.contentType,
    ContentID: value.contentId,
    Size: value.size,
  };
}

function sendJson(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(body);
}

function sendHtml(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(body);
}

function methodNotAllowed(response: ServerResponse, allow: string): void {
  response
    .writeHead(405, { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' })
    .end('method not allowed');
}
