// Paying and administering in Chromium, against the whole product started as `npm start` starts it (PayPal
// simulated): an admin makes a discount code; a sender with no free deliveries left pays in the popup with it
// and its recipient receives the message once; a postal message is paid at 9,99 € through the redirect, and
// its letter goes through the admin's postal queue to a QR code that opens it.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridAddress } from '@app/test-stack/sealed-messages';
import { qrCodesOf, readPdf } from '@app/test-stack/read-pdf';
import { noteViolations } from './axe.ts';
import {
  emailsTo,
  launchChromium,
  sharedStack,
  type SharedStack,
  verifiedUser as signUpVerified,
  waitForEmail,
} from './stack-fixture.ts';

let env: SharedStack;
let browser: Browser;
let app: string;
let adminEmail: string;

beforeAll(async () => {
  env = await sharedStack();
  app = env.urls.app;
  // The stack's admin (ADMIN_EMAILS), as `ADMIN_EMAILS=… npm start` makes one.
  adminEmail = env.adminEmail;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

const choose = (page: Page, name: RegExp) =>
  page.locator('label', { has: page.getByRole('radio', { name }) }).click();

const verifiedUser = async (page: Page, email?: string) =>
  (await signUpVerified(page, env.urls, email)).email;

/** Seals a message through the API (the wizard is tested elsewhere); answers its id and seal. */
async function sealedMessage(page: Page, deliveryMethod: 'email' | 'postal', recipientEmail: string) {
  const created = await page.request.post(`${app}/api/messages`, {
    headers: { origin: app },
    data: {
      recipient: 'Jaime',
      recipientEmail,
      subject: `Carta ${randomBytes(2).toString('hex')}`,
      content: 'Querido Jaime: gracias por todo.',
      messageType: 'LOVE',
      securityLevel: 'none',
      deliveryMethod,
      postalAddress: deliveryMethod === 'postal' ? madridAddress : null,
      deliveryDate: null,
      schedulingType: 'specific_date',
      isAnonymous: false,
    },
  });
  const { id } = (await created.json()) as { id: string };
  const sealed = await page.request.post(`${app}/api/messages/${id}/seal`, {
    headers: { origin: app },
    data: {},
  });
  return { id, ...((await sealed.json()) as { requiresPayment: boolean; accessCode: string }) };
}

async function newPage(context: BrowserContext, problems: string[]) {
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(error.message));
  return page;
}

describe('payments and the admin panel in Chromium', () => {
  let discountCode = '';

  it('an admin sees live status and real log lines, sends a test e-mail that arrives, and makes a discount code', async () => {
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const problems: string[] = [];
    const page = await newPage(context, problems);
    await verifiedUser(page, adminEmail);
    // Admin once verified: a fresh sign-in reads the role.
    await page.goto(app);
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { level: 1, name: 'Panel de administración' }).waitFor();
    const violations: Record<string, string[]> = {};
    await noteViolations(page, 'admin: test e-mail', violations);

    const inbox = `prueba.${randomBytes(3).toString('hex')}@example.com`;
    await page.getByLabel('Destinatario').fill(inbox);
    await page.getByLabel('Mensaje', { exact: true }).fill('¿Llega bien?');
    await page.getByRole('button', { name: 'Enviar correo de prueba' }).click();
    await page.getByText('Correo enviado').waitFor();
    expect((await waitForEmail(env.urls.mail, inbox)).text).toContain('¿Llega bien?');

    await page.getByRole('tab', { name: 'Códigos de descuento' }).click();
    await page.getByRole('button', { name: 'Generar un código al azar' }).click();
    discountCode = await page.getByLabel('Código', { exact: true }).inputValue();
    expect(discountCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await page.getByLabel('Descuento (%)').fill('20');
    await page.getByRole('button', { name: 'Crear código' }).click();
    await page.getByText(discountCode, { exact: true }).first().waitFor();

    await noteViolations(page, 'admin: discount codes', violations);

    await page.getByRole('tab', { name: 'Correo postal' }).click();
    await page.getByText('Cola de correo postal').waitFor();
    await noteViolations(page, 'admin: postal letters', violations);
    await page.getByRole('tab', { name: 'Estado del sistema' }).click();
    await page.getByText('Bases de datos y eventos').waitFor();
    // The scheduler's backlog, counted live (nothing of this stack waits for a date yet).
    await page.getByText('Pruebas de vida en marcha').waitFor();
    await noteViolations(page, 'admin: system status', violations);
    await page.getByRole('tab', { name: 'Registros' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Correo de prueba' }).first().waitFor();
    await noteViolations(page, 'admin: logs', violations);
    expect(violations).toEqual({});
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a sender with no free deliveries left pays the fourth e-mail message in the popup with the code; its recipient receives it once', async () => {
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const problems: string[] = [];
    const page = await newPage(context, problems);
    const sender = await verifiedUser(page);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await sealedMessage(page, 'email', `libre${i}.${randomBytes(3).toString('hex')}@example.com`))
          .requiresPayment,
      ).toBe(false);
    }

    const recipient = `jaime.${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(`${app}/create-message`);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Destinatario').fill('Jaime');
    await page.getByLabel('Asunto').fill('El que se paga');
    await page.getByLabel('Tu mensaje').fill('Querido Jaime: este llega pagado.');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Correo electrónico del destinatario').fill(recipient);
    await choose(page, /^Ahora mismo/);
    await page.getByText('0,90 €').first().waitFor();
    await page.getByRole('button', { name: 'Crear mensaje' }).click();

    await page.getByRole('heading', { name: 'Paga la entrega' }).waitFor({ timeout: 30_000 });
    await page.getByText('Modo simulado de PayPal activo').waitFor();
    await page.getByLabel('Código de descuento').fill(discountCode.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('0,72 €').first().waitFor();
    const violations: Record<string, string[]> = {};
    await noteViolations(page, 'payment panel', violations);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Pagar en una ventana aparte' }).click(),
    ]);
    await popup.getByRole('button', { name: 'Completar pago ahora' }).waitFor();
    await noteViolations(popup, 'PayPal popup', violations);
    expect(violations).toEqual({});
    await popup.getByRole('button', { name: 'Completar pago ahora' }).click();
    await popup.getByText('Pago procesado correctamente').waitFor();
    await popup.waitForEvent('close', { timeout: 10_000 });

    await page.getByRole('heading', { name: 'Tu mensaje está listo' }).waitFor({ timeout: 30_000 });
    const code = (await page.getByTestId('access-code').innerText()).trim();
    const delivered = await waitForEmail(env.urls.mail, recipient);
    expect(delivered.text).toContain(code);
    // The sender's receipt and delivered notice come after the recipient's e-mail: once both are here, every
    // e-mail this payment caused has been sent.
    await expect
      .poll(async () => (await emailsTo(env.urls.mail, sender)).map((m) => m.subject).join(' | '), {
        timeout: 30_000,
      })
      .toMatch(/(?=.*(recibo|Recibo|pago))(?=.*enviado a su destinatario)/);
    expect(await emailsTo(env.urls.mail, recipient)).toHaveLength(1);
    const receipt = (await emailsTo(env.urls.mail, sender)).find((m) => /0,72/.test(m.text));
    expect(receipt?.text).toMatch(/0,90/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a postal message is paid at 9,99 € through the redirect; its letter waits in the admin queue, its QR code opens the message once it is posted', async () => {
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const problems: string[] = [];
    const page = await newPage(context, problems);
    await verifiedUser(page);
    const postal = await sealedMessage(page, 'postal', '');
    expect(postal.requiresPayment).toBe(true);

    await page.goto(app);
    await page.getByRole('link', { name: 'Pagar' }).click();
    await page.getByRole('heading', { name: 'Pagar la entrega' }).waitFor();
    await page.getByText('9,99 €').first().waitFor();
    await page.getByRole('button', { name: 'Pagar con PayPal' }).click();
    await page.waitForURL((url) => url.pathname === '/payment-success', { timeout: 30_000 });
    await page.getByText('¡Pago completado!').waitFor();
    expect((await page.getByTestId('access-code').innerText()).trim()).toBe(postal.accessCode);

    // Paid and due at once: the scheduler hands it to notification, which queues its letter.
    const adminContext = await browser.newContext({
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      acceptDownloads: true,
    });
    const admin = await newPage(adminContext, problems);
    const login = await admin.request.post(`${app}/api/login`, {
      data: { email: adminEmail, password: 'mi-secreto-1' },
      headers: { origin: app },
    });
    expect(login.status()).toBe(200);
    await expect
      .poll(
        async () =>
          (
            (await (await admin.request.get(`${app}/api/admin/postal-letters`)).json()) as {
              letters: { messageId: string }[];
            }
          ).letters.some((letter) => letter.messageId === postal.id),
        { timeout: 30_000 },
      )
      .toBe(true);
    // The sender's card says so.
    await page.goto(app);
    await expect
      .poll(async () => page.getByTestId('letter-status').first().innerText(), { timeout: 10_000 })
      .toMatch(/^En la cola de impresión desde el /);

    await admin.goto(`${app}/admin`);
    await admin.getByRole('tab', { name: 'Correo postal' }).click();
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Descargar carta (PDF)' }).click(),
    ]);
    const letter = await readPdf(await readFile((await download.path())!));
    expect(letter.text).toContain(postal.accessCode);
    expect(letter.text.replace(/\s+/g, ' ')).toContain('Calle Mayor 1, 3º B');
    const [qr] = qrCodesOf(letter);
    expect(qr).toMatch(new RegExp(`/message/access#code=${postal.accessCode}$`));

    await admin.getByRole('button', { name: 'Marcar como impresa' }).click();
    await admin.getByText('Carta marcada como impresa').first().waitFor();
    await admin.getByRole('button', { name: 'Marcar como enviada' }).click();
    await admin.getByRole('button', { name: 'Sí, ya está enviada' }).click();
    await admin.getByText('Carta enviada: el mensaje ya está entregado').first().waitFor();

    // Whoever holds the letter scans its code: the message opens.
    const reader = await newPage(await browser.newContext({ locale: 'es-ES' }), problems);
    await reader.goto(qr!.replace(/^https?:\/\/[^/]+/, app));
    // No question guards it: the code alone opens it whole.
    await reader.getByText('Querido Jaime: gracias por todo.').waitFor({ timeout: 15_000 });

    await page.reload();
    await expect
      .poll(async () => page.getByTestId('letter-status').first().innerText(), { timeout: 10_000 })
      .toMatch(/^Enviada por correo el /);
    expect(problems).toEqual([]);
    await adminContext.close();
    await context.close();
  });
});
