import { randomBytes } from 'node:crypto';
import { letter } from './letter.ts';

/**
 * The product's HTTP API as a sender's browser uses it (JSON with our Origin, the session cookie), for the
 * benchmark to seed messages and to seal them under load.
 */
export type ProductApi = ReturnType<typeof productApi>;

export type Draft = {
  securityLevel: 'none' | 'basic';
  questions: { question: string; answer: string }[];
  /** ISO instant; null delivers at once. */
  deliveryDate: string | null;
};

/**
 * `origin` is the address to connect to; `publicUrl` the product's (the Origin its CSRF rule accepts); `mail` the
 * mail catcher's API, or what reads the text of the e-mail to an address some other way (the delivery bench's
 * sink); `language` the browser's, which the product remembers for a new account's e-mails.
 */
export function productApi(
  origin: string,
  publicUrl: string,
  mail: string | ((address: string) => Promise<string>),
  language = 'es',
) {
  const headers = (cookie?: string) => ({
    'content-type': 'application/json',
    'accept-language': language,
    origin: publicUrl,
    ...(cookie ? { cookie } : {}),
  });
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${origin}${path}`, { method: 'POST', headers: headers(cookie), body: JSON.stringify(body) });

  async function expectOk(response: Response, what: string): Promise<unknown> {
    if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  /** The text of the first e-mail to `address`, once the mail catcher has it. */
  async function caughtMailTo(mailApi: string, address: string): Promise<string> {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const list = (await (await fetch(`${mailApi}/api/v1/messages`)).json()) as {
        messages: { ID: string; To: { Address: string }[] }[];
      };
      const found = list.messages.find((m) => m.To.some((to) => to.Address === address));
      if (found) {
        const mail = (await (await fetch(`${mailApi}/api/v1/message/${found.ID}`)).json()) as {
          Text: string;
        };
        return mail.Text;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no e-mail to ${address} within 30 s`);
  }
  const mailTo = typeof mail === 'string' ? (address: string) => caughtMailTo(mail, address) : mail;

  return {
    /** Signs up and confirms the address through the e-mail's link: the session cookie, the account and address. */
    async verifiedAccount(): Promise<{ cookie: string; userId: string; email: string }> {
      const id = randomBytes(5).toString('hex');
      const email = `bench.${id}@example.com`;
      const registered = await post('/api/register', {
        fullName: 'Lucía Fernández',
        username: `bench_${id}`,
        email,
        password: `clave-${id}`,
      });
      const { id: userId } = (await expectOk(registered, 'sign-up')) as { id: string };
      const session = registered.headers.getSetCookie().find((c) => c.startsWith('legado_session='));
      if (!session) throw new Error('sign-up set no session cookie');
      const token = /verify-email\?token=([\w-]+)/.exec(await mailTo(email))?.[1];
      if (!token) throw new Error('no verification link in the e-mail');
      await expectOk(await post('/api/verify-email', { token }), 'verify-email');
      return { cookie: session.split(';')[0]!, userId, email };
    },

    /** A verified sender's session cookie. */
    async verifiedSender(): Promise<string> {
      return (await this.verifiedAccount()).cookie;
    },

    /** Creates and seals a letter as the wizard does: one call each, as fast as they answer. */
    async sealLetter(cookie: string, draft: Draft): Promise<{ id: string; accessCode: string }> {
      const created = await post(
        '/api/messages',
        {
          recipient: 'Luis',
          recipientEmail: `luis.${randomBytes(4).toString('hex')}@example.com`,
          subject: letter.subject,
          content: letter.content,
          messageType: 'love',
          securityLevel: draft.securityLevel,
          deliveryMethod: 'email',
          deliveryDate: draft.deliveryDate,
          schedulingType: 'specific_date',
          isAnonymous: false,
          senderCustomTitle: 'Tu madre',
          questions: draft.questions,
        },
        cookie,
      );
      const { id } = (await expectOk(created, 'create message')) as { id: string };
      const sealed = await post(`/api/messages/${id}/seal`, {}, cookie);
      const { accessCode } = (await expectOk(sealed, 'seal')) as { accessCode: string };
      return { id, accessCode };
    },

    /** Waits until the recipient's first call opens the message: delivered by the scheduler and notification. */
    async waitUntilDelivered(accessCode: string): Promise<void> {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const response = await post('/api/access', { accessCode });
        await response.arrayBuffer();
        if (response.ok) return;
        if (response.status !== 403) throw new Error(`access answered ${response.status}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error('a sealed message was not delivered within 60 s');
    },
  };
}
