// Twilio's Messages resource as far as we use it, for tests and `npm start`: it takes an SMS the way Twilio's
// API does (form-encoded, basic auth, its error codes) and keeps it, so a test can read what was sent and a
// developer sees it in the log. No SMS leaves this machine.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSms = { sid: string; to: string; from: string; body: string; at: Date };

export type FakeTwilio = {
  /** The API's base address (TWILIO_API_URL). */
  url: string;
  accountSid: string;
  authToken: string;
  from: string;
  messages(): FakeSms[];
  messagesTo(to: string): FakeSms[];
  /** The next sends answer this HTTP status and Twilio error code instead (a 5xx outage, a 400 bad number). */
  failNext(count: number, status: number, code: number): void;
  close(): Promise<void>;
};

export async function startFakeTwilio(
  options: { port?: number; onMessage?: (sms: FakeSms) => void } = {},
): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const from = '+34911000000';
  const sent: FakeSms[] = [];
  let failures: { left: number; status: number; code: number } = { left: 0, status: 0, code: 0 };
  const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    if (req.url !== path) return answer(res, 404, { code: 20404, message: 'not found', status: 404 });
    if (req.headers.authorization !== expectedAuth) {
      return answer(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    if (req.method === 'GET')
      return answer(res, 200, { messages: sent.map(({ at, ...sms }) => ({ ...sms, date_created: at })) });
    if (req.method !== 'POST')
      return answer(res, 405, { code: 20004, message: 'Method not allowed', status: 405 });
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      if (failures.left > 0) {
        failures.left -= 1;
        return answer(res, failures.status, {
          code: failures.code,
          message: 'failing on purpose',
          status: failures.status,
        });
      }
      const form = new URLSearchParams(raw);
      const to = form.get('To') ?? '';
      const sender = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
      const body = form.get('Body') ?? '';
      if (!/^\+[1-9]\d{7,14}$/.test(to)) {
        return answer(res, 400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          status: 400,
        });
      }
      if (!sender || !body)
        return answer(res, 400, { code: 21602, message: 'Message body is required.', status: 400 });
      const sms: FakeSms = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to,
        from: sender,
        body,
        at: new Date(),
      };
      sent.push(sms);
      options.onMessage?.(sms);
      answer(res, 201, { sid: sms.sid, status: 'queued', to, from: sender, body });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    from,
    messages: () => [...sent],
    messagesTo: (to) => sent.filter((sms) => sms.to === to),
    failNext(count, status, code) {
      failures = { left: count, status, code };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
