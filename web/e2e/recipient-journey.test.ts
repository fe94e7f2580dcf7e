import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { databaseUrl } from '../../deploy/local/stack.ts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { scanForSecrets } from './secret-scan.ts';
import { eventsSettled } from './events-settled.ts';
import { emailsTo, launchChromium, sharedStack, type SharedStack, waitForEmail } from './stack-fixture.ts';

let env: SharedStack;
let browser: Browser;
let app: string;

beforeAll(async () => {
  env = await sharedStack();
  app = env.urls.app;
  browser = await launchChromium([
    // Video plays without a person's gesture first (the test checks it loads and plays).
    '--autoplay-policy=no-user-gesture-required',
  ]);
});

afterAll(async () => {
  await browser?.close();
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The secrets these journeys handle, for the final scan: the letter's words, its answer, each code and
 * one-time token, each password.
 */
const handled: string[] = [
  'Lo que nunca te dije',
  'El secreto está en la caja azul',
  '¿Dónde nos conocimos?',
  'En Cádiz',
];

const mailTo = (address: string) => emailsTo(env.urls.mail, address);

/** Until the message service has released the message (read from its database, polled). */
async function waitUntilReleased(messageId: string, timeoutMs = 60_000) {
  const client = new pg.Client({ connectionString: databaseUrl(env.options, 'message') });
  await client.connect();
  try {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
      const { rows } = await client.query('SELECT 1 FROM message WHERE id = $1 AND released_at IS NOT NULL', [
        messageId,
      ]);
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`message ${messageId} was not released within ${timeoutMs} ms`);
  } finally {
    await client.end();
  }
}
const waitForMail = (address: string, subject: RegExp, timeoutMs?: number) =>
  waitForEmail(env.urls.mail, address, { subject, timeoutMs });

/** A real webm, recorded by Chromium's MediaRecorder from a canvas, as the wizard's camera records. */
async function recordWebm(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    const stream = canvas.captureStream(10);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    for (let frame = 0; frame < 10; frame += 1) {
      context.fillStyle = `hsl(${frame * 36}, 70%, 50%)`;
      context.fillRect(0, 0, 64, 48);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
  });
  return Buffer.from(bytes);
}

/** A verified sender who, through the API as the wizard does, seals a letter with a question, a photo and a video. */
async function sendLetter(page: Page, recipientEmail: string, beforeSeal?: () => Promise<void>) {
  const id = randomBytes(4).toString('hex');
  const person = {
    fullName: 'Lucía Fernández',
    username: `lucia_${id}`,
    email: `lucia.${id}@example.com`,
    password: 'mi-secreto-1',
  };
  const headers = { origin: app };
  expect((await page.request.post(`${app}/api/register`, { data: person, headers })).status()).toBe(201);
  const verification = await waitForMail(person.email, /.*/);
  const token = /verify-email\?token=([\w-]+)/.exec(verification.text)![1]!;
  handled.push(token, person.password);
  expect((await page.request.post(`${app}/api/verify-email`, { data: { token }, headers })).status()).toBe(
    200,
  );
  const created = await page.request.post(`${app}/api/messages`, {
    headers,
    data: {
      recipient: 'Ana',
      recipientEmail,
      subject: 'Lo que nunca te dije',
      content: 'Querida Ana:\n\nGuarda esta carta. El secreto está en la caja azul.',
      messageType: 'secret',
      securityLevel: 'basic',
      deliveryMethod: 'email',
      deliveryDate: null,
      schedulingType: 'specific_date',
      isAnonymous: false,
      senderCustomTitle: 'Tu madre',
      questions: [{ question: '¿Dónde nos conocimos?', answer: 'En Cádiz' }],
    },
  });
  const { id: messageId } = (await created.json()) as { id: string };
  await page.goto(app);
  const video = await recordWebm(page);
  for (const [contentType, body] of [
    ['image/png', png],
    ['video/webm', video],
  ] as const) {
    const uploaded = await page.request.post(`${app}/api/messages/${messageId}/media/stream`, {
      headers: { ...headers, 'x-upload': '1', 'content-type': contentType },
      data: body,
    });
    expect(uploaded.status()).toBe(201);
  }
  await beforeSeal?.();
  const sealed = await page.request.post(`${app}/api/messages/${messageId}/seal`, { headers, data: {} });
  expect(sealed.status()).toBe(200);
  const { accessCode } = (await sealed.json()) as { accessCode: string };
  handled.push(accessCode, accessCode.replaceAll('-', ''));
  return { person, messageId, accessCode };
}

describe('the recipient’s journey in Chromium', () => {
  it('with only the e-mail, answers the question, sees the photo, plays the video, reacts, saves, prints and deletes; the sender hears each once', async () => {
    const senderContext = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const senderPage = await senderContext.newPage();
    const recipientEmail = `ana.${randomBytes(4).toString('hex')}@example.com`;
    const sent = await sendLetter(senderPage, recipientEmail);

    // Delivered at once, through the scheduler and notification: the e-mail carries the code and the link.
    const delivery = await waitForMail(recipientEmail, /te ha dejado un mensaje/);
    expect(delivery.subject).toBe('Lucía Fernández te ha dejado un mensaje');
    expect(delivery.text).toContain(`Tu código de acceso es: ${sent.accessCode}`);
    const link = /https?:\/\/\S+\/message\/access#code=[\w-]+/.exec(delivery.text)![0];
    await waitForMail(sent.person.email, /ha sido enviado a su destinatario/);

    const context = await browser.newContext({
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(link.replace(/^https?:\/\/[^/]+/, app));

    // The link fills in the code and opens the question.
    await page.getByRole('heading', { name: 'Este mensaje está protegido' }).waitFor();
    expect(page.url()).toContain(`/message/view/${sent.accessCode}`);
    await page.getByText('¿Dónde nos conocimos?').waitFor();
    const answer = page.getByRole('textbox');
    await answer.fill('En Madrid');
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();
    await page.getByText('Respuesta incorrecta').first().waitFor();
    await page.getByText('Intentos fallidos: 1.').waitFor();
    await answer.fill('en cádiz');
    await page.getByRole('button', { name: 'Verificar respuesta' }).click();

    await page.getByRole('heading', { name: 'Vista previa del mensaje' }).waitFor();
    await page.getByText('2 archivos adjuntos').waitFor();
    // Nothing is read before a person opens the whole message.
    expect((await mailTo(sent.person.email)).some((m) => /ha leído/.test(m.subject))).toBe(false);
    await page.getByRole('button', { name: 'Ver mensaje completo' }).click();

    await page.getByRole('heading', { name: 'Lo que nunca te dije' }).waitFor();
    await page.getByText('Guarda esta carta. El secreto está en la caja azul.').waitFor();
    await page.getByText('Tu madre').first().waitFor();
    await page.getByRole('heading', { name: 'Archivos adjuntos (2)' }).waitFor();
    const image = page.getByRole('img', { name: 'Imagen adjunta 1' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const played = await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { time: video.currentTime, error: video.error?.code ?? null, width: video.videoWidth };
    });
    expect(played).toMatchObject({ error: null, width: 64 });
    expect(played.time).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Me encanta' }).click();
    await page.getByText('Reacción guardada').first().waitFor();
    expect(await page.getByRole('button', { name: 'Me encanta' }).getAttribute('aria-pressed')).toBe('true');

    const read = await waitForMail(sent.person.email, /ha leído tu mensaje/);
    expect(read.subject).toBe('Ana ha leído tu mensaje');
    const cards = (await (await senderPage.request.get(`${app}/api/messages`)).json()) as {
      id: string;
      status: string;
      reaction: string | null;
    }[];
    expect(cards.find((card) => card.id === sent.messageId)).toMatchObject({
      status: 'read',
      reaction: 'love',
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Guardar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mensaje-.*\.txt$/);

    await page.getByRole('button', { name: 'Imprimir' }).click();
    const [printWindow] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('alertdialog').getByRole('button', { name: 'Imprimir' }).click(),
    ]);
    await printWindow.waitForLoadState();
    expect(await printWindow.content()).toContain('Lo que nunca te dije');
    await printWindow.close();

    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar mensaje' }).click();
    await page.getByText('Mensaje eliminado').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/message/access');

    const deleted = await waitForMail(sent.person.email, /ha eliminado tu mensaje/);
    expect(deleted.subject).toBe('Ana ha eliminado tu mensaje');
    // The code now opens nothing, exactly like a code that never existed.
    const gone = await page.request.post(`${app}/api/access`, {
      data: { accessCode: sent.accessCode },
      headers: { origin: app },
    });
    const never = await page.request.post(`${app}/api/access`, {
      data: { accessCode: '0000-0000-0000-0000' },
      headers: { origin: app },
    });
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toBe(await never.text());

    // Each notice reached the sender once: every event the visit caused has been handled.
    await eventsSettled(env.options, env.natsInspectorSeed);
    const subjects = (await mailTo(sent.person.email)).map((m) => m.subject);
    for (const subject of [/ha sido enviado a su destinatario/, /ha leído/, /ha eliminado/]) {
      expect(subjects.filter((s) => subject.test(s))).toHaveLength(1);
    }
    expect((await mailTo(recipientEmail)).length).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
    await senderContext.close();
  });

  it('delivers one e-mail (one Message-ID) when the scheduler and the e-mail sender are killed around the seal', async () => {
    // The next files share this stack: both run again, whatever happened (starting a running one does nothing).
    onTestFinished(async () => {
      await env.startService('scheduler');
      await env.startService('notification');
    });
    const context = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const page = await context.newPage();
    const recipientEmail = `ana.${randomBytes(4).toString('hex')}@example.com`;
    const sent = await sendLetter(page, recipientEmail, async () => {
      // Both are down when the message is sealed: its ready event waits in the stream.
      await env.stopService('scheduler', 'SIGKILL');
      await env.stopService('notification', 'SIGKILL');
    });
    await env.startService('scheduler');
    // The scheduler plans it, the message service releases it: the e-mail now waits for its sender, which
    // crashes once more before it is back.
    await waitUntilReleased(sent.messageId);
    await env.startService('notification');
    await env.stopService('notification', 'SIGKILL');
    await env.startService('notification');

    // An event the killed process had taken but not acknowledged comes back after the consumers' ack wait
    // (EVENTS_ACK_WAIT_MS, 3 s in this stack: web/e2e/global-setup.ts).
    const delivery = await waitForMail(recipientEmail, /te ha dejado un mensaje/, 60_000);
    expect(delivery.text).toContain(sent.accessCode);
    await waitForMail(sent.person.email, /ha sido enviado a su destinatario/, 60_000);
    // Whatever the killed process had taken has come back and been handled (after the ack wait) by now. A kill
    // between the SMTP server's acceptance and the send log's commit sends it again, by design under the same
    // Message-ID, which mail clients show as one e-mail (services/notification/src/domain/send-once.ts).
    await eventsSettled(env.options, env.natsInspectorSeed, 60_000);
    const received = await mailTo(recipientEmail);
    expect(received.length).toBeGreaterThanOrEqual(1);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(1);
    const access = await page.request.post(`${app}/api/access`, {
      data: { accessCode: sent.accessCode },
      headers: { origin: app },
    });
    expect(access.status()).toBe(200);
    await context.close();
  }, 240_000);

  it('leaves no code, answer, word of the letter, token or password in any log, Redis key, event or database row', async () => {
    expect(handled.length).toBeGreaterThan(8);
    const logs = await env.logs();
    const { findings, searched } = await scanForSecrets(env.options, logs, handled, env.natsInspectorSeed);
    expect(findings).toEqual([]);
    // The scan looked at something real: every part of the stack had kept something.
    expect(searched.logLines).toBeGreaterThan(100);
    expect(searched.redisKeys).toBeGreaterThan(0);
    expect(searched.events).toBeGreaterThan(10);
    expect(searched.rows).toBeGreaterThan(20);
    // Every service did all of the above within its own NATS permissions.
    expect(logs.filter((line) => /Permissions Violation/i.test(line))).toEqual([]);
  });
});
