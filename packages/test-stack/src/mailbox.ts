// A real SMTP server with Mailpit's read API (the mail catcher `npm start` runs too), for tests that look at
// what was really sent.
import { startMailCatcher, type MailCatcher } from '@app/mail-catcher/mail-catcher';

// The Mailpit API shapes these tests read.
export type MailAddress = { Name: string; Address: string };
export type MailSummary = { ID: string; MessageID: string; To: MailAddress[]; Subject: string };
export type MailDetail = MailSummary & { From: MailAddress; Text: string; HTML: string };

/** `bouncesTo`: a bounce receiver's port, where mail to bounce.example is returned as undeliverable. */
export async function startMailbox(options: { bouncesTo?: number } = {}) {
  const catcher: MailCatcher = await startMailCatcher({
    smtpPort: 0,
    httpPort: 0,
    ...(options.bouncesTo ? { bounces: { host: '127.0.0.1', port: options.bouncesTo } } : {}),
  });
  const api = `http://127.0.0.1:${catcher.httpPort}/api/v1`;
  const getJson = async <T>(url: string): Promise<T> => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    smtpPort: catcher.smtpPort,
    /** Every caught message addressed to `address`, newest first. */
    async messagesTo(address: string): Promise<MailSummary[]> {
      const list = await getJson<{ messages: MailSummary[] }>(`${api}/messages?limit=500`);
      return list.messages.filter((m) =>
        m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()),
      );
    },
    message: (id: string) => getJson<MailDetail>(`${api}/message/${id}`),
    headers: (id: string) => getJson<Record<string, string[]>>(`${api}/message/${id}/headers`),
    /** The source byte for byte, as the SMTP server received it (plus the catcher's delivery headers on top). */
    async raw(id: string): Promise<Buffer> {
      const response = await fetch(`${api}/message/${id}/raw`);
      if (!response.ok) throw new Error(`GET raw ${id}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    close: () => catcher.close(),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
