// A letter that bounces, in Chromium, against the whole product started as `npm start` starts it: the mail
// catcher accepts the e-mail to an address at bounce.example and returns it to its return path as a delivery
// status notification; notification's bounce receiver records it; the sender's card says it did not arrive
// and the sender is told by e-mail; the sender corrects the address from the card, and the letter reaches the
// right one, once, with nothing more to pay.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailsTo,
  launchChromium,
  sharedStack,
  type SharedStack,
  verifiedUser,
  waitForEmail,
} from './stack-fixture.ts';

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

/** Reloads the sender's page until the card says `status` (the facts travel between services as events). */
async function cardSays(page: Page, subject: string, status: string) {
  for (let tries = 0; tries < 60; tries += 1) {
    await page.goto(app);
    const card = page.getByRole('article', { name: subject });
    // The list is read after the page paints: the card first, then what it says.
    await card.waitFor();
    if (await card.getByText(status, { exact: true }).isVisible()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the card of "${subject}" never said ${status}`);
}

describe('a letter that bounces, in Chromium', () => {
  it('shows as not delivered, its sender is told, and the corrected address gets it', async () => {
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const problems: string[] = [];
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    const sender = await verifiedUser(page, env.urls);

    const tag = randomBytes(3).toString('hex');
    const subject = `Para Marta ${tag}`;
    const created = await page.request.post(`${app}/api/messages`, {
      headers: { origin: app },
      data: {
        recipient: 'Marta',
        recipientEmail: `marta.${tag}@bounce.example`,
        subject,
        content: 'Querida Marta: esta carta tenía que llegarte.',
        messageType: 'LOVE',
        securityLevel: 'none',
        deliveryMethod: 'email',
        deliveryDate: null,
        schedulingType: 'specific_date',
        isAnonymous: false,
      },
    });
    const { id } = (await created.json()) as { id: string };
    const sealed = await page.request.post(`${app}/api/messages/${id}/seal`, { headers: { origin: app } });
    expect(sealed.status()).toBe(200);

    // Accepted, then returned: the sender hears of it by e-mail, and the card says so.
    await waitForEmail(env.urls.mail, sender.email, {
      subject: /^No pudimos entregar tu mensaje para Marta/,
    });
    await cardSays(page, subject, 'No entregado');
    const card = page.getByRole('article', { name: subject });
    await card.getByTestId('delivery-failed').waitFor();

    await card.getByRole('button', { name: 'Corregir la dirección' }).click();
    const dialog = page.getByRole('dialog', { name: '¿A qué dirección se lo enviamos?' });
    const right = `marta.${tag}@example.com`;
    await dialog.getByLabel('Correo electrónico del destinatario').fill(right);
    const [corrected] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/recipient-email')),
      dialog.getByRole('button', { name: 'Enviar de nuevo' }).click(),
    ]);
    expect(corrected.status(), await corrected.text()).toBe(200);
    await page.getByText(`Lo estamos enviando de nuevo a ${right}`).first().waitFor();

    const delivered = await waitForEmail(env.urls.mail, right, { subject: /te ha dejado un mensaje/ });
    expect(delivered.text).toContain('Marta');
    await page.reload();
    await page
      .getByRole('article', { name: subject })
      .getByText('Entregado')
      .first()
      .waitFor({ timeout: 30_000 });
    // Once to the right address, and the failed one was tried once.
    expect(await emailsTo(env.urls.mail, right)).toHaveLength(1);
    expect(await emailsTo(env.urls.mail, `marta.${tag}@bounce.example`)).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
