// Proof of life in Chromium, against the whole product started as `npm start` starts it: a sender's
// proof-of-life message gets its switch, the sender asks for a test check-in from the card, the e-mail
// arrives with a link whose page asks before it acts, a signed-out visit can only confirm (after which that
// link has ended, and its page says so), and the signed-in sender sends the message now from a newer test
// check-in: its recipient receives it once, the switch ends as delivered, and the message's history shows
// every step.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../../deploy/local/stack.ts';
import {
  emailsTo,
  launchChromium,
  sharedStack,
  type SharedStack,
  verifiedUser,
  waitForEmail,
} from './stack-fixture.ts';

type Listed = { id: string; lifeProof: { state: string; nextCheckInAt: string | null } | null };
let env: SharedStack;
let browser: Browser;
let app: string;

beforeAll(async () => {
  env = await sharedStack();
  app = env.urls.app;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Reads the sender's list until the message's switch is in `state` (events travel between services). */
async function switchOf(page: Page, id: string, state: string) {
  for (let tries = 0; tries < 120; tries += 1) {
    const listed = (await (await page.request.get(`${app}/api/messages`)).json()) as Listed[];
    const found = listed.find((message) => message.id === id)?.lifeProof;
    if (found?.state === state) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the switch of ${id} never reached ${state}`);
}

/** A check-in e-mail's link, on the app this test runs. */
const testCheckInLink = (text: string) =>
  /https?:\/\/\S+\/proof-of-life#token=[\w-]+/.exec(text)![0].replace(/^https?:\/\/[^/]+/, app);

/** The link of the sender's `nth` test check-in e-mail (1 for the first), once it has reached their mailbox. */
async function nthTestCheckInLink(address: string, nth: number): Promise<string> {
  for (let tries = 0; tries < 120; tries += 1) {
    const tests = (await emailsTo(env.urls.mail, address)).filter((mail) =>
      /^Prueba: ¿sigues ahí\?/i.test(mail.subject),
    );
    if (tests.length >= nth) return testCheckInLink(tests[nth - 1]!.text);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`test check-in e-mail ${nth} never reached ${address}`);
}

describe('proof of life in Chromium', () => {
  it('a test check-in reaches the sender, its page confirms, and the sender sends the message now', async () => {
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const problems: string[] = [];
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    const sender = await verifiedUser(page, env.urls);

    const recipientEmail = `jaime.${randomBytes(3).toString('hex')}@example.com`;
    const subject = `Cuando no esté ${randomBytes(2).toString('hex')}`;
    const created = await page.request.post(`${app}/api/messages`, {
      headers: { origin: app },
      data: {
        recipient: 'Jaime',
        recipientEmail,
        subject,
        content: 'Querido Jaime: si lees esto, ya no estoy.',
        messageType: 'FAREWELL',
        securityLevel: 'none',
        deliveryMethod: 'email',
        deliveryDate: null,
        schedulingType: 'life_proof',
        isAnonymous: false,
      },
    });
    const { id } = (await created.json()) as { id: string };
    const sealed = await page.request.post(`${app}/api/messages/${id}/seal`, {
      headers: { origin: app },
      data: { timeZone: 'Europe/Madrid' },
    });
    expect(((await sealed.json()) as { requiresPayment: boolean }).requiresPayment).toBe(false);
    const started = await switchOf(page, id, 'active');
    // The first check-in is a 5th, at 10:00 in Madrid.
    const next = new Date(started.nextCheckInAt!);
    expect(
      new Intl.DateTimeFormat('es-ES', { day: 'numeric', hour: 'numeric', timeZone: 'Europe/Madrid' }).format(
        next,
      ),
    ).toBe('5, 10');

    await page.goto(app);
    const card = page.getByRole('article', { name: subject });
    await card.getByText(/^Próxima prueba de vida: 05\/\d\d\/\d{4}$/).waitFor();
    await card.getByRole('button', { name: 'Enviarme una prueba de vida ahora' }).click();
    await page.getByText('Te hemos enviado un correo de prueba.').first().waitFor();
    const mail = await waitForEmail(env.urls.mail, sender.email, {
      subject: /^Prueba: ¿sigues ahí\?/i,
    });
    expect(mail.text).toContain('Jaime');
    const link = testCheckInLink(mail.text);

    // Opened where nobody is signed in (another browser, a mail scanner): nothing happens until a button.
    const visitor = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const visit = await visitor.newPage();
    visit.on('pageerror', (error) => problems.push(error.message));
    await visit.goto(link);
    await visit
      .getByRole('heading', { level: 1, name: /^Todo en orden: tu próxima prueba de vida llegará el/ })
      .waitFor();
    expect(visit.url()).not.toContain('token');
    expect(await visit.getByRole('button', { name: 'Enviar el mensaje ahora' }).count()).toBe(0);
    await visit.getByText(/inicia sesión con tu cuenta y vuelve a abrir el enlace del correo/).waitFor();
    expect((await switchOf(page, id, 'active')).state).toBe('active');
    await visit.getByRole('button', { name: 'Sigo aquí' }).click();
    await visit.getByRole('heading', { name: /^Gracias\. Hemos registrado tu respuesta/ }).waitFor();
    await visitor.close();

    // The sender, signed in, opens the same link: answered, it has ended, and says so in words.
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sigo aquí' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Iniciar sesión' }).waitFor();

    // A newer test check-in's link lets the signed-in sender send the message now, after a confirmation.
    await page.goto(app);
    await page
      .getByRole('article', { name: subject })
      .getByRole('button', { name: 'Enviarme una prueba de vida ahora' })
      .click();
    await page.goto(await nthTestCheckInLink(sender.email, 2));
    await page.getByRole('button', { name: 'Enviar el mensaje ahora' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, enviarlo ahora' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Tu mensaje ya va de camino a su destinatario' })
      .waitFor();

    const delivered = await waitForEmail(env.urls.mail, recipientEmail);
    expect(delivered.subject).toBe('Lucía Fernández te ha dejado un mensaje');
    await switchOf(page, id, 'delivered');
    expect(await emailsTo(env.urls.mail, recipientEmail)).toHaveLength(1);

    // Each step is on the message's history, in order.
    await page.goto(app);
    await page.getByRole('article', { name: subject }).getByRole('button', { name: 'Historial' }).click();
    const history = page.getByRole('dialog', { name: 'Historial del mensaje' });
    await history.getByText('Enviado a su destinatario').waitFor();
    expect(await history.getByRole('listitem').locator('span').allInnerTexts()).toEqual([
      'Lo escribiste',
      'Lo sellaste: su contenido ya no cambia',
      'Prueba de vida activada',
      'Te enviaste una prueba de vida de prueba',
      'Confirmaste que sigues aquí',
      'Te enviaste una prueba de vida de prueba',
      'Pediste enviarlo ya',
      'Salió hacia su destinatario',
      'Enviado a su destinatario',
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a trusted contact is asked once the sender has gone silent, and their veto stops the message', async () => {
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const problems: string[] = [];
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await verifiedUser(page, env.urls);

    const suffix = randomBytes(3).toString('hex');
    const recipientEmail = `jaime.${suffix}@example.com`;
    const contactEmail = `marta.${suffix}@example.com`;
    const subject = `Si un día falto ${suffix}`;
    const created = await page.request.post(`${app}/api/messages`, {
      headers: { origin: app },
      data: {
        recipient: 'Jaime',
        recipientEmail,
        subject,
        content: 'Querido Jaime: si lees esto, ya no estoy.',
        messageType: 'FAREWELL',
        securityLevel: 'none',
        deliveryMethod: 'email',
        deliveryDate: null,
        schedulingType: 'life_proof',
        isAnonymous: false,
        trustedContact: { name: 'Marta', email: contactEmail },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.request.post(`${app}/api/messages/${id}/seal`, {
      headers: { origin: app },
      data: { timeZone: 'Europe/Madrid' },
    });
    await switchOf(page, id, 'active');

    // Months of unanswered check-ins, in short: the last chance has just run out.
    const scheduler = new pg.Client({ connectionString: databaseUrl(env.options, 'scheduler') });
    await scheduler.connect();
    await scheduler.query(
      "UPDATE life_proof_switch SET state = 'last_chance', next_at = now() WHERE message_id = $1",
      [id],
    );
    await scheduler.end();
    await switchOf(page, id, 'awaiting_contact');
    await page.goto(app);
    await page
      .getByRole('article', { name: subject })
      .getByText(/^Esperando a tu persona de confianza/)
      .waitFor();

    const mail = await waitForEmail(env.urls.mail, contactEmail, {
      subject: /te eligió como persona de confianza/,
    });
    expect(mail.text).toContain('Hola, Marta:');
    // Nothing of the message reaches the contact.
    expect(mail.text).not.toContain('Jaime');
    const link = /https?:\/\/\S+\/proof-of-life\/contact#token=[\w-]+/
      .exec(mail.text)![0]
      .replace(/^https?:\/\/[^/]+/, app);

    // The contact has no account: a fresh browser, and nothing happens until a button.
    const contact = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const visit = await contact.newPage();
    visit.on('pageerror', (error) => problems.push(error.message));
    await visit.goto(link);
    await visit.getByRole('heading', { level: 1, name: 'Necesitamos tu respuesta' }).waitFor();
    expect(visit.url()).not.toContain('token');
    expect((await switchOf(page, id, 'awaiting_contact')).state).toBe('awaiting_contact');
    await visit.getByRole('button', { name: 'Está bien: detener el envío' }).click();
    await visit.getByRole('heading', { level: 1, name: 'Has detenido el envío' }).waitFor();
    await contact.close();

    // The switch counts again from the start, and the recipient was never written to.
    await switchOf(page, id, 'active');
    expect(await emailsTo(env.urls.mail, recipientEmail)).toHaveLength(0);
    await page.goto(app);
    await page.getByRole('article', { name: subject }).getByRole('button', { name: 'Historial' }).click();
    const history = page.getByRole('dialog', { name: 'Historial del mensaje' });
    await history.getByText(/^Tu persona de confianza detuvo el envío/).waitFor();
    await history
      .getByText(/^Sin respuesta al último aviso: preguntamos a tu persona de confianza/)
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
