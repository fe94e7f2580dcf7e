import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../src/mail-catcher.ts';
import type { MailCatcher } from '../src/mail-catcher.ts';

// Only the fields these tests read; the rest of Mailpit's shape is checked where it matters.
interface Address {
  Name: string;
  Address: string;
}
interface Summary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: Address;
  To: Address[];
  Cc: Address[];
  Bcc: Address[];
  ReplyTo: Address[];
  Subject: string;
  Created: string;
  Tags: string[];
  Size: number;
  Attachments: number;
  Snippet: string;
}
interface List {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  start: number;
  tags: string[];
  messages: Summary[];
}

let catcher: MailCatcher;
let api: string;
let transport: ReturnType<typeof createTransport>;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  api = `http://127.0.0.1:${catcher.httpPort}`;
  transport = createTransport({ host: '127.0.0.1', port: catcher.smtpPort, secure: false });
});

afterAll(async () => {
  transport.close();
  await catcher.close();
});

beforeEach(async () => {
  await fetch(`${api}/api/v1/messages`, { method: 'DELETE' });
});

async function sendConfirmation(
  messageId: string,
  subject = 'Confirma tu correo electrónico',
): Promise<void> {
  await transport.sendMail({
    from: '"Legado" <no-reply@legado.test>',
    to: 'Ana Pérez <ana@example.com>',
    subject,
    messageId: `<${messageId}>`,
    headers: { 'Content-Language': 'es' },
    text: 'Hola Ana,\nconfirma tu correo: https://legado.test/verify?token=abc',
    html: '<p>Hola Ana,</p><p><a href="https://legado.test/verify?token=abc">Confirma tu correo</a></p>',
  });
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${api}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return (await response.json()) as T;
}

describe('mail catcher', () => {
  it('binds free ports when asked for port 0', () => {
    expect(catcher.smtpPort).toBeGreaterThan(0);
    expect(catcher.httpPort).toBeGreaterThan(0);
    expect(catcher.smtpPort).not.toBe(catcher.httpPort);
  });

  it('lists caught mails newest first, in the shape of Mailpit', async () => {
    await sendConfirmation('first@legado.test', 'Primero');
    await sendConfirmation('second@legado.test');

    const list = await getJson<List>('/api/v1/messages');
    expect(list).toMatchObject({ total: 2, unread: 2, count: 2, messages_count: 2, start: 0, tags: [] });
    expect(list.messages.map((m) => m.MessageID)).toEqual(['second@legado.test', 'first@legado.test']);
    const [newest] = list.messages;
    expect(newest).toMatchObject({
      MessageID: 'second@legado.test',
      Read: false,
      From: { Name: 'Legado', Address: 'no-reply@legado.test' },
      To: [{ Name: 'Ana Pérez', Address: 'ana@example.com' }],
      Cc: [],
      Bcc: [],
      ReplyTo: [],
      Subject: 'Confirma tu correo electrónico',
      Tags: [],
      Attachments: 0,
      Snippet: 'Hola Ana, confirma tu correo: https://legado.test/verify?token=abc',
    });
    expect(newest?.ID).toMatch(/^[0-9a-f-]{36}$/);
    expect(newest?.Size).toBeGreaterThan(200);
    expect(new Date(newest?.Created ?? '').toISOString()).toBe(newest?.Created);
  });

  it('pages the list with start and limit', async () => {
    for (const id of ['one', 'two', 'three']) await sendConfirmation(`${id}@legado.test`, id);

    const page = await getJson<List>('/api/v1/messages?start=1&limit=1');
    expect(page).toMatchObject({ total: 3, count: 1, messages_count: 3, start: 1 });
    expect(page.messages.map((m) => m.Subject)).toEqual(['two']);
  });

  it('returns one message with its text, HTML and addresses, and marks it read', async () => {
    await sendConfirmation('confirm-1@legado.test');
    const [summary] = (await getJson<List>('/api/v1/messages')).messages;

    const message = await getJson<Record<string, unknown>>(`/api/v1/message/${summary?.ID}`);
    expect(message).toMatchObject({
      ID: summary?.ID,
      MessageID: 'confirm-1@legado.test',
      From: { Name: 'Legado', Address: 'no-reply@legado.test' },
      To: [{ Name: 'Ana Pérez', Address: 'ana@example.com' }],
      Cc: [],
      Bcc: [],
      ReplyTo: [],
      ReturnPath: 'no-reply@legado.test',
      Subject: 'Confirma tu correo electrónico',
      Tags: [],
      Text: 'Hola Ana,\nconfirma tu correo: https://legado.test/verify?token=abc',
      HTML: '<p>Hola Ana,</p><p><a href="https://legado.test/verify?token=abc">Confirma tu correo</a></p>',
      Size: summary?.Size,
      Inline: [],
      Attachments: [],
    });
    expect(Date.parse(String(message.Date))).not.toBeNaN();

    const after = await getJson<List>('/api/v1/messages');
    expect(after.unread).toBe(0);
    expect(after.messages[0]?.Read).toBe(true);
  });

  it('answers `latest` with the newest message', async () => {
    await sendConfirmation('older@legado.test');
    await sendConfirmation('newer@legado.test');

    const message = await getJson<{ MessageID: string }>('/api/v1/message/latest');
    expect(message.MessageID).toBe('newer@legado.test');
  });

  it('returns the raw headers under their canonical names without marking the message read', async () => {
    await sendConfirmation('headers@legado.test');
    const [summary] = (await getJson<List>('/api/v1/messages')).messages;

    const headers = await getJson<Record<string, string[]>>(`/api/v1/message/${summary?.ID}/headers`);
    expect(headers['Message-Id']).toEqual(['<headers@legado.test>']);
    expect(headers['Content-Language']).toEqual(['es']);
    expect(headers['Return-Path']).toEqual(['<no-reply@legado.test>']);
    expect(headers['Subject']).toEqual(['=?UTF-8?Q?Confirma_tu_correo_electr=C3=B3nico?=']);
    expect(Object.keys(headers)).toEqual(Object.keys(headers).sort());
    expect((await getJson<List>('/api/v1/messages')).unread).toBe(1);
  });

  it('serves the source byte for byte, the delivery headers on top, without marking it read', async () => {
    await sendConfirmation('raw@legado.test');
    const [summary] = (await getJson<List>('/api/v1/messages')).messages;
    const response = await fetch(`${api}/api/v1/message/${summary?.ID}/raw`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const raw = await response.text();
    expect(raw.startsWith('Return-Path: <no-reply@legado.test>\r\n')).toBe(true);
    expect(raw).toContain('Message-ID: <raw@legado.test>\r\n');
    expect(raw).toContain('Content-Language: es\r\n');
    expect(raw).toMatch(/\r\n\r\n/);
    expect((await getJson<List>('/api/v1/messages')).unread).toBe(1);
  });

  it('answers 404 in plain text for an unknown ID', async () => {
    for (const path of [
      '/api/v1/message/no-such-id',
      '/api/v1/message/no-such-id/headers',
      '/api/v1/message/no-such-id/raw',
      '/view/no-such-id',
    ]) {
      const response = await fetch(`${api}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('404 page not found');
    }
    expect((await fetch(`${api}/api/v1/message/latest`)).status).toBe(404);
  });

  it('deletes every message', async () => {
    await sendConfirmation('a@legado.test');
    await sendConfirmation('b@legado.test');

    const response = await fetch(`${api}/api/v1/messages`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    expect(await getJson<List>('/api/v1/messages')).toMatchObject({ total: 0, count: 0, messages: [] });
  });

  it('deletes only the messages whose IDs are given', async () => {
    await sendConfirmation('keep@legado.test');
    await sendConfirmation('drop@legado.test');
    const before = await getJson<List>('/api/v1/messages');
    const drop = before.messages.find((m) => m.MessageID === 'drop@legado.test');

    const response = await fetch(`${api}/api/v1/messages`, {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ IDs: [drop?.ID] }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');

    const after = await getJson<List>('/api/v1/messages');
    expect(after.messages.map((m) => m.MessageID)).toEqual(['keep@legado.test']);
    expect((await fetch(`${api}/api/v1/message/${drop?.ID}`)).status).toBe(404);
  });

  it('refuses a malformed delete body and keeps the messages', async () => {
    await sendConfirmation('kept@legado.test');

    const response = await fetch(`${api}/api/v1/messages`, { method: 'DELETE', body: '{"IDs": "oops"' });
    expect(response.status).toBe(400);
    expect((await getJson<List>('/api/v1/messages')).total).toBe(1);
  });

  it('adds Return-Path, a Message-ID and Bcc for envelope-only recipients, as Mailpit does', async () => {
    await transport.sendMail({
      envelope: { from: 'bounces@legado.test', to: ['ana@example.com', 'hidden@example.com'] },
      raw: 'From: no-reply@legado.test\r\nTo: ana@example.com\r\nSubject: raw\r\n\r\nSin Message-ID.\r\n',
    });

    const message = await getJson<Record<string, unknown>>('/api/v1/message/latest');
    expect(message).toMatchObject({
      ReturnPath: 'bounces@legado.test',
      To: [{ Name: '', Address: 'ana@example.com' }],
      Bcc: [{ Name: '', Address: 'hidden@example.com' }],
      Text: 'Sin Message-ID.\n',
    });
    expect(message.MessageID).toMatch(/^[0-9a-f-]{36}@mail-catcher$/);
  });

  it('reports attachments and inline images like Mailpit', async () => {
    await transport.sendMail({
      from: 'no-reply@legado.test',
      to: 'ana@example.com',
      subject: 'Con adjunto',
      html: '<p><img src="cid:logo@legado"></p>',
      attachments: [
        { filename: 'notas.txt', content: 'hola' },
        { filename: 'logo.png', content: Buffer.from([1, 2, 3]), cid: 'logo@legado' },
      ],
    });

    const [summary] = (await getJson<List>('/api/v1/messages')).messages;
    expect(summary?.Attachments).toBe(1);
    const message = await getJson<Record<string, unknown>>(`/api/v1/message/${summary?.ID}`);
    expect(message.Attachments).toEqual([
      {
        PartID: expect.any(String),
        FileName: 'notas.txt',
        ContentType: 'text/plain',
        ContentID: '',
        Size: 4,
      },
    ]);
    expect(message.Inline).toEqual([
      {
        PartID: expect.any(String),
        FileName: 'logo.png',
        ContentType: 'image/png',
        ContentID: 'logo@legado',
        Size: 3,
      },
    ]);
  });

  it('shows an inbox page and a message page with everything escaped and the HTML sandboxed', async () => {
    await transport.sendMail({
      from: '"Eve <script>" <eve@example.com>',
      to: 'ana@example.com',
      subject: 'Hola <b>Ana</b> & "co"',
      text: 'Texto <i>plano</i>',
      html: '<p onclick="alert(1)">Hola</p><script>alert(2)</script>',
    });
    const [summary] = (await getJson<List>('/api/v1/messages')).messages;

    const inbox = await fetch(`${api}/`);
    expect(inbox.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const inboxHtml = await inbox.text();
    expect(inboxHtml).toContain(
      `<a href="/view/${summary?.ID}">Hola &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;co&quot;</a>`,
    );
    expect(inboxHtml).toContain('Eve &lt;script&gt; &lt;eve@example.com&gt;');
    expect(inboxHtml).toContain('ana@example.com');
    expect(inboxHtml).not.toContain('<script>');

    const view = await fetch(`${api}/view/${summary?.ID}`);
    expect(view.status).toBe(200);
    const viewHtml = await view.text();
    expect(viewHtml).toMatch(/<iframe sandbox="[^"]*" title="HTML body" srcdoc="[^"]*"><\/iframe>/);
    expect(viewHtml).not.toMatch(/sandbox="[^"]*allow-scripts/);
    expect(viewHtml).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p onclick=&quot;alert(1)&quot;&gt;Hola&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;"',
    );
    expect(viewHtml).toContain('<pre>Texto &lt;i&gt;plano&lt;/i&gt;</pre>');
    expect(viewHtml).toContain('<th>Message-Id</th>');
    expect(viewHtml).not.toContain('<script>');
    expect((await getJson<List>('/api/v1/messages')).messages[0]?.Read).toBe(true);
  });

  it('answers 404 for unknown paths and 405 for unsupported methods', async () => {
    expect((await fetch(`${api}/api/v2/messages`)).status).toBe(404);
    const response = await fetch(`${api}/api/v1/messages`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, DELETE');
  });
});
