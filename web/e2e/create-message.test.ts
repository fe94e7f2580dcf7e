import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, startTestStack, verifiedUser as signUpVerified } from './stack-fixture.ts';

let env: Awaited<ReturnType<typeof startTestStack>>;
let browser: Browser;
let app: string;

beforeAll(async () => {
  env = await startTestStack();
  app = env.stack.urls.app;
  browser = await launchChromium([
    // A camera that films a test pattern and asks no permission: the wizard's capture runs for real.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ]);
});

afterAll(async () => {
  await browser?.close();
  await env?.teardown();
});

// The media service knows a file by its first bytes, so the attachments start the way real ones do.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Options are cards around a visually hidden radio: people click the card, so the test does too. */
const choose = (page: Page, name: RegExp) =>
  page.locator('label', { has: page.getByRole('radio', { name }) }).click();

type Summary = { id: string; subject: string; accessCode: string; securityLevel: string; hasMedia: boolean };

/** Signs up through the API and verifies the address the way a person does: the link in the e-mail. */
const verifiedUser = (page: Page) => signUpVerified(page, env.stack.urls);

describe('creating a message in Chromium', () => {
  it('a verified user writes a message with a question, a photo from a file and a photo and a video from the camera, and finds it on home with its code', async () => {
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await verifiedUser(page);

    await page.goto(`${app}/create-message`);
    await page.getByRole('heading', { level: 2, name: 'Remitente' }).waitFor();
    await page.getByLabel('Cómo quieres firmar (opcional)').fill('Tu madre');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { level: 2, name: 'Contenido' }).waitFor();
    await choose(page, /^Secreto/);
    await page.getByLabel('Destinatario').fill('Ana');
    await page.getByLabel('Asunto').fill('Lo que nunca te dije');
    await page.getByLabel('Tu mensaje').fill('Querida Ana:\n\nHay algo que quiero contarte.');

    // A reload loses nothing that was typed.
    await page.reload();
    await page.getByText('Hemos recuperado tu borrador').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Contenido' }).waitFor();
    expect(await page.getByLabel('Asunto').inputValue()).toBe('Lo que nunca te dije');
    expect(await page.getByRole('radio', { name: /^Secreto/ }).isChecked()).toBe(true);

    // One photo from a file; one photo (JPEG) and one video (webm) from the camera.
    await page
      .getByTestId('attachment-input')
      .setInputFiles([{ name: 'playa.png', mimeType: 'image/png', buffer: png }]);
    await page.getByText('playa.png').waitFor();
    const camera = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Hacer una foto' }).click();
    await camera.getByRole('button', { name: 'Hacer la foto' }).click();
    await page.getByText(/^foto-.+\.jpg$/).waitFor();
    await page.getByRole('button', { name: 'Grabar un vídeo' }).click();
    await camera.getByRole('button', { name: 'Empezar a grabar' }).click();
    await camera.getByText('00:02 / 03:00').waitFor();
    await camera.getByRole('button', { name: 'Detener' }).click();
    await page.getByText(/^video-.+\.webm$/).waitFor();
    await page.getByText('2 de 2 imágenes y 1 de 1 vídeo.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await page.getByRole('heading', { level: 2, name: 'Seguridad y envío' }).waitFor();
    await page.getByLabel('Correo electrónico del destinatario').fill('ana@example.com');
    await choose(page, /^Pregunta/);
    await page.getByLabel('Pregunta', { exact: true }).fill('¿Dónde nos conocimos?');
    await page.getByLabel('Respuesta', { exact: true }).fill('En Cádiz');
    await page.getByRole('button', { name: 'Crear mensaje' }).click();

    await page.getByRole('heading', { name: 'Tu mensaje está listo' }).waitFor({ timeout: 30_000 });
    const code = (await page.getByTestId('access-code').innerText()).trim();
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // Once created, the draft is gone from this browser.
    expect(
      await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('user:'))),
    ).toEqual([]);

    const messages = (await (await page.request.get(`${app}/api/messages`)).json()) as Summary[];
    const created = messages.find((message) => message.accessCode === code);
    expect(created).toMatchObject({
      subject: 'Lo que nunca te dije',
      securityLevel: 'basic',
      hasMedia: true,
    });
    const full = (await (await page.request.get(`${app}/api/messages/${created!.id}`)).json()) as {
      questions: { question: string }[];
      senderCustomTitle: string;
      isSealed: boolean;
    };
    expect(full).toMatchObject({
      questions: [{ question: '¿Dónde nos conocimos?' }],
      senderCustomTitle: 'Tu madre',
      isSealed: true,
    });
    const media = (await (await page.request.get(`${app}/api/messages/${created!.id}/media`)).json()) as {
      contentType: string;
    }[];
    // The media service recognised each file from its bytes: the camera really made a JPEG and a webm.
    expect(media.map((item) => item.contentType).sort()).toEqual(['image/jpeg', 'image/png', 'video/webm']);

    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    const card = page.getByRole('article', { name: 'Lo que nunca te dije' });
    await card.waitFor();
    expect((await card.getByTestId('access-code').innerText()).trim()).toBe(code);
    expect(await card.getByText('Pendiente').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 3, name: /^Secreto/ }).count()).toBe(1);
    // The sender reads it back through their own calls (no attempt spent, nothing marked read).
    await card.getByRole('button', { name: 'Ver mensaje' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Hay algo que quiero contarte.').waitFor();
    await dialog.getByText('¿Dónde nos conocimos?').waitFor();
    await expect.poll(() => dialog.getByRole('img').count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('every security level; the fourth e-mail message asks for payment; proof of life waits for its first check-in', async () => {
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const page = await context.newPage();
    await verifiedUser(page);

    const write = async (message: {
      subject: string;
      level: RegExp;
      schedule: RegExp;
      question?: boolean;
    }) => {
      await page.goto(`${app}/create-message`);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByLabel('Destinatario').fill('Marcos');
      await page.getByLabel('Asunto').fill(message.subject);
      await page.getByLabel('Tu mensaje').fill('Hola, Marcos.');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByLabel('Correo electrónico del destinatario').fill('marcos@example.com');
      await choose(page, message.schedule);
      await choose(page, message.level);
      if (message.question) {
        await page.getByLabel('Pregunta', { exact: true }).fill('¿Cómo se llamaba el abuelo?');
        await page.getByLabel('Respuesta', { exact: true }).fill('Julián');
      }
      await page.getByRole('button', { name: 'Crear mensaje' }).click();
      // A message that waits for payment opens the payment panel instead of the code.
      await page
        .getByTestId('access-code')
        .or(page.getByRole('heading', { name: 'Paga la entrega' }))
        .waitFor({ timeout: 30_000 });
      return page.getByRole('heading', { level: 1 }).first().innerText();
    };

    expect(
      await write({ subject: 'Sin pregunta', level: /^Solo el código/, schedule: /^En una fecha/ }),
    ).toBe('Tu mensaje está listo');
    expect(
      await write({ subject: 'Intermedio', level: /^Intermedio/, schedule: /^Ahora mismo/, question: true }),
    ).toBe('Tu mensaje está listo');
    expect(
      await write({
        subject: 'Para cuando falte',
        level: /^Estricto/,
        schedule: /^Prueba de vida/,
        question: true,
      }),
    ).toBe('Tu mensaje está listo');
    // Three free deliveries are spent: the fourth waits for payment (0,90 €) in the payment panel.
    await write({ subject: 'El cuarto', level: /^Solo el código/, schedule: /^En una fecha/ });
    await page.getByRole('heading', { name: 'Paga la entrega' }).waitFor();
    await page.getByText('0,90 €').first().waitFor();

    const messages = (await (await page.request.get(`${app}/api/messages`)).json()) as (Summary & {
      requiresPayment: boolean;
      status: string;
      deliveryDate: string | null;
    })[];
    const bySubject = new Map(messages.map((message) => [message.subject, message]));
    expect(bySubject.get('Intermedio')?.securityLevel).toBe('intermediate');
    expect(bySubject.get('El cuarto')?.requiresPayment).toBe(true);
    expect(bySubject.get('Sin pregunta')?.requiresPayment).toBe(false);
    expect(bySubject.get('Para cuando falte')).toMatchObject({
      securityLevel: 'strict',
      deliveryDate: null,
      status: 'pending',
    });

    await page.goto(app);
    const lifeProof = page.getByRole('article', { name: 'Para cuando falte' });
    await lifeProof.waitFor();
    expect(await lifeProof.getByText('Prueba de vida', { exact: true }).count()).toBe(1);
    expect(await lifeProof.getByText('Pendiente', { exact: true }).count()).toBe(1);
    // Its switch is started by an event: the card shows the first check-in once it is there.
    for (let tries = 0; tries < 40; tries += 1) {
      if ((await lifeProof.getByText(/^Próxima prueba de vida: 05\//).count()) === 1) break;
      await page.reload();
      await lifeProof.waitFor();
    }
    expect(await lifeProof.getByText(/^Próxima prueba de vida: 05\//).count()).toBe(1);
    expect(
      await page.getByRole('article', { name: 'El cuarto' }).getByText('Pendiente de pago').count(),
    ).toBe(1);
    await context.close();
  });
});
