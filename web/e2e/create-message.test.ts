import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchChromium,
  sharedStack,
  type SharedStack,
  verifiedUser as signUpVerified,
} from './stack-fixture.ts';

let env: SharedStack;
let browser: Browser;
let app: string;

beforeAll(async () => {
  // The stack's writing-assistant provider is a local fake of the same API (deploy/fake-ai), scripted below.
  env = await sharedStack();
  app = env.urls.app;
  browser = await launchChromium([
    // A camera that films a test pattern and asks no permission: the wizard's capture runs for real.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ]);
});

afterAll(async () => {
  await browser?.close();
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
const verifiedUser = (page: Page) => signUpVerified(page, env.urls);

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

  it.each([
    {
      language: 'es',
      locale: 'es-ES',
      text: 'Luis: me voy mañana. La llave está en la caja azul.',
      softer: [
        'Querido Luis: ',
        'mañana me marcho, ',
        'y quería decírtelo con calma. ',
        'La llave te espera en la caja azul.',
      ],
      labels: {
        next: 'Siguiente',
        recipient: 'Destinatario',
        subject: 'Asunto',
        content: 'Tu mensaje',
        assistant: 'Asistente de escritura',
        soften: 'Suavizar',
        suggestion: 'Sugerencia del asistente',
        accept: 'Usar esta versión',
        email: 'Correo electrónico del destinatario',
        level: /^Solo el código/,
        schedule: /^Ahora mismo/,
        create: 'Crear mensaje',
        done: 'Tu mensaje está listo',
      },
    },
    {
      language: 'en',
      locale: 'en-GB',
      text: 'Luis: I am leaving tomorrow. The key is in the blue box.',
      softer: [
        'Dear Luis, ',
        'I am leaving tomorrow, ',
        'and I wanted to tell you gently. ',
        'The key is waiting in the blue box.',
      ],
      labels: {
        next: 'Next',
        recipient: 'Recipient',
        subject: 'Subject',
        content: 'Your message',
        assistant: 'Writing assistant',
        soften: 'Soften',
        suggestion: "Assistant's suggestion",
        accept: 'Use this version',
        email: "Recipient's e-mail address",
        level: /^Code only/,
        schedule: /^Right away/,
        create: 'Create message',
        done: 'Your message is ready',
      },
    },
  ])(
    'in $language, a sender asks for a softer letter, watches it arrive, accepts it, and the message keeps it',
    async ({ language, locale, text, softer, labels }) => {
      // Its tokens a little apart, as a model's are.
      await env.assistant.script({ tokens: softer, delayMs: 250 });
      const context = await browser.newContext({ locale, timezoneId: 'Europe/Madrid' });
      const page = await context.newPage();
      // Verified as every test here is (its page in Spanish), then the interface in the test's language.
      await verifiedUser(page);
      await page.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), language);
      await page.goto(`${app}/create-message`);
      await page.getByRole('button', { name: labels.next }).click();
      await page.getByLabel(labels.recipient).fill('Luis');
      await page.getByLabel(labels.subject).fill('Mañana');
      await page.getByLabel(labels.content).fill(text);

      await page.getByRole('button', { name: labels.assistant }).click();
      await page.getByRole('button', { name: labels.soften, exact: true }).click();
      const suggestion = page.getByRole('status', { name: labels.suggestion });
      // It arrives piece by piece: the first words show before the whole answer.
      await expect.poll(() => suggestion.innerText(), { timeout: 10_000 }).toContain(softer[0]!.trim());
      expect(await suggestion.innerText()).not.toContain(softer[3]!.trim());
      await page.getByRole('button', { name: labels.accept }).click();
      const softened = softer.join('').trim();
      expect(await page.getByLabel(labels.content).inputValue()).toBe(softened);
      // The provider got the letter and nothing else of the message.
      const sent = (await env.assistant.requests()).at(-1)!.body.messages!;
      expect(sent.at(-1)).toEqual({ role: 'user', content: text });
      expect(JSON.stringify(sent)).not.toContain('Mañana');

      await page.getByRole('button', { name: labels.next }).click();
      await page.getByLabel(labels.email).fill('luis@example.com');
      await choose(page, labels.schedule);
      await choose(page, labels.level);
      await page.getByRole('button', { name: labels.create }).click();
      await page.getByRole('heading', { name: labels.done }).waitFor({ timeout: 30_000 });
      const [created] = (await (await page.request.get(`${app}/api/messages`)).json()) as Summary[];
      const stored = (await (await page.request.get(`${app}/api/messages/${created!.id}`)).json()) as {
        content: string;
      };
      expect(stored.content).toBe(softened);
      await context.close();
    },
  );
});
