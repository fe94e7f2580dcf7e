import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import type { ReceivedRequest, ScriptedAnswer } from '../../deploy/fake-ai/fake-chat-completions.ts';
import type { ServiceName, Stack, StackOptions } from '../../deploy/local/stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The control server of the shared stack (global-setup.ts). */
    e2eControl: string;
  }
}

/** What a file needs to know of the shared stack: everything but its processes. */
export type SharedStackInfo = {
  urls: Stack['urls'];
  options: Omit<StackOptions, 'log'>;
  /** A NATS identity that may read everything, for tests that look into the streams (as an operator would). */
  natsInspectorSeed: string;
  /** The address that becomes an admin once verified (auth's ADMIN_EMAILS). */
  adminEmail: string;
};

/**
 * The stack every browser test file shares (started by global-setup.ts, the whole product as `npm start` starts
 * it, on free ports, with its own databases, NATS and prefixes); waits until it is up. A file that stops or
 * changes a service leaves it as it found it: the next file gets the same stack.
 */
export async function sharedStack() {
  const control = inject('e2eControl');
  const call = async <T>(route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${control}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`the shared stack's ${route} failed: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const info = await call<SharedStackInfo>('/stack');
  return {
    ...info,
    /** Every line the stack's processes have logged so far (every file's). */
    logs: () => call<string[]>('/logs'),
    /** Stops one service as a crash would (SIGKILL) or gracefully (SIGTERM); it stays down until started. */
    stopService: (service: ServiceName, signal: NodeJS.Signals = 'SIGTERM') =>
      call<null>(`/services/${service}/stop`, { signal }),
    /** Starts it and waits until it is ready; `env` replaces some of its variables until its next start. */
    startService: (service: ServiceName, env?: Record<string, string>) =>
      call<null>(`/services/${service}/start`, { env }),
    /** The fake writing-assistant provider the message service talks to. */
    assistant: {
      script: (...answers: ScriptedAnswer[]) => call<null>('/assistant/script', answers),
      requests: () => call<ReceivedRequest[]>('/assistant/requests'),
    },
  };
}

export type SharedStack = Awaited<ReturnType<typeof sharedStack>>;

/** Chromium as every browser test runs it (Debian's build, quiet and sandbox-free), plus a test's own flags. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export type MailSummary = { ID: string; To: { Address: string }[]; Subject: string };
export type Mail = { subject: string; text: string; messageId: string };

/** Every e-mail the mail catcher holds for `address`, oldest first. */
export async function emailsTo(mailApi: string, address: string): Promise<Mail[]> {
  const list = (await (await fetch(`${mailApi}/api/v1/messages`)).json()) as { messages: MailSummary[] };
  const found = list.messages.filter((m) => m.To.some((to) => to.Address === address)).reverse();
  return Promise.all(
    found.map(async (m) => {
      const full = (await (await fetch(`${mailApi}/api/v1/message/${m.ID}`)).json()) as {
        Subject: string;
        Text: string;
        MessageID: string;
      };
      return { subject: full.Subject, text: full.Text, messageId: full.MessageID };
    }),
  );
}

/** Waits for an e-mail to `address` (whose subject matches, when given) and returns its subject and text. */
export async function waitForEmail(
  mailApi: string,
  address: string,
  options: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<Mail> {
  const { subject = /./, timeoutMs = 30_000 } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await emailsTo(mailApi, address)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seen = (await emailsTo(mailApi, address)).map((mail) => mail.subject);
  throw new Error(
    `no e-mail "${subject.source}" to ${address} within ${timeoutMs / 1000} s (it has: ${JSON.stringify(seen)})`,
  );
}

/**
 * A new user signed up through the API whose address is verified through the e-mail's link, as a person
 * does; `page` is left signed in. Answers who they are.
 */
export async function verifiedUser(
  page: Page,
  urls: { app: string; mail: string },
  email = `lucia.${randomBytes(4).toString('hex')}@example.com`,
) {
  const person = {
    fullName: 'Lucía Fernández',
    username: `lucia_${randomBytes(4).toString('hex')}`,
    email,
    password: 'mi-secreto-1',
  };
  const registered = await page.request.post(`${urls.app}/api/register`, {
    data: person,
    headers: { origin: urls.app },
  });
  if (registered.status() !== 201) throw new Error(`sign-up answered ${registered.status()}`);
  const mail = await waitForEmail(urls.mail, email);
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no verification link in the e-mail');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, urls.app));
  await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.search.includes('verified=true'));
  return person;
}
