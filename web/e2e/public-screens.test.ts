import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, seriousViolations } from './axe.ts';
import { launchChromium, sharedStack, type SharedStack } from './stack-fixture.ts';

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

type Language = 'es' | 'en';

/** A fresh browser profile; `language` is stored the way the switch stores it, before the app starts. */
async function newContext(options: { language?: Language; width?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  if (options.language) {
    await context.addInitScript(
      (language) => window.localStorage.setItem('i18nextLng', language),
      options.language,
    );
  }
  return context;
}

/**
 * Problems the page reports: script errors and anything the CSP blocked. A 401 for a visitor is expected, and
 * so is the 404 of a code that opens nothing (`/api/access`), which the view answers with its error card.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().includes('401')) return;
    // The lookups these screens make for what does not exist (a code, an order) answer 404 by design.
    const lookup = message.location().url;
    if (
      message.text().includes('404') &&
      (lookup.endsWith('/api/access') || lookup.includes('/api/payment/paypal/order/'))
    )
      return;
    problems.push(message.text());
  });
  return problems;
}

async function registerByApi() {
  const id = randomBytes(4).toString('hex');
  const person = {
    fullName: 'Lucía Fernández',
    username: `lucia_${id}`,
    email: `lucia.${id}@example.com`,
    password: 'mi-secreto-1',
  };
  const response = await fetch(`${app}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app },
    body: JSON.stringify(person),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const separator = cookie.indexOf('=');
  return { person, cookie: { name: cookie.slice(0, separator), value: cookie.slice(separator + 1) } };
}

const toastRegion = (page: Page) => page.getByRole('region', { name: /^Notificaciones|^Notifications/ });

describe('public screens in Chromium', () => {
  it('paints the public pages from their HTML, in the reader’s language, then hydrates them', async () => {
    const headings = {
      es: {
        '/': 'Escribe hoy lo que alguien necesitará leer mañana',
        '/auth': 'Crea tu cuenta',
        '/auth?tab=login': 'Hola de nuevo',
        '/message/access': 'Acceder a un mensaje',
      },
      en: {
        '/': 'Write today what someone will need to read tomorrow',
        '/auth': 'Create your account',
        '/auth?tab=login': 'Welcome back',
        '/message/access': 'Open a message',
      },
    } as const;
    // With no script at all, the words are on the page: the first paint needs nothing but the HTML and its CSS.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    for (const [path, heading] of Object.entries(headings.es)) {
      const page = await noScript.newPage();
      await page.goto(`${app}${path}`);
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible(), path).toBe(true);
      await page.close();
    }
    await noScript.close();

    for (const language of ['es', 'en'] as const) {
      const context = await newContext({ language });
      const page = await context.newPage();
      const problems = watchProblems(page);
      for (const [path, heading] of Object.entries(headings[language])) {
        // Twice: an English reader's first load finds no language cookie yet (the page is then rendered in
        // the browser, hidden until it is), the second the page prerendered in English, hydrated.
        for (const load of [1, 2]) {
          await page.goto(`${app}${path}`);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          // The form's button waits for the app; enabled, the page is the app's.
          await page.locator('main button[type="submit"]').first().waitFor();
          await expect
            .poll(() => page.locator('main button[type="submit"]').first().isEnabled(), { timeout: 10_000 })
            .toBe(true);
          expect(await page.getAttribute('html', 'lang'), `${path} ${load}`).toBe(language);
          expect(await page.getAttribute('html', 'data-language-pending'), `${path} ${load}`).toBeNull();
          if (load === 2) expect(await page.getAttribute('#root', 'data-language'), path).toBe(language);
        }
      }
      // A hydration mismatch is reported as a page error.
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('landing page: both ways in, the access-code form and the empty-code toast', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(app);

    await page
      .getByRole('heading', { level: 1, name: 'Escribe hoy lo que alguien necesitará leer mañana' })
      .waitFor();
    const hero = page.getByRole('region', { name: 'Escribe hoy lo que alguien necesitará leer mañana' });
    expect(await hero.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/auth');
    expect(await hero.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/auth?tab=login',
    );
    for (const title of ['Mensajes personalizados', 'Seguridad avanzada', 'Entrega inteligente'])
      await page.getByRole('heading', { level: 3, name: title }).waitFor();

    await page.getByRole('button', { name: 'Acceder al mensaje' }).click();
    await toastRegion(page).getByText('Código requerido').waitFor();
    await toastRegion(page).getByText('Por favor, introduce el código de acceso del mensaje.').waitFor();
    await animationsSettled(page);
    expect(await seriousViolations(page)).toEqual([]);
    // F8 takes the keyboard to the notifications.
    await page.keyboard.press('F8');
    expect(await toastRegion(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);

    await page.getByLabel('Código de acceso').fill('7KQ2-M9XD-3HVT-A1B2');
    await page.getByLabel('Código de acceso').press('Enter');
    await page.waitForURL(`${app}/message/access?code=7KQ2-M9XD-3HVT-A1B2`);
    await page.getByRole('heading', { level: 1, name: 'Acceder a un mensaje' }).waitFor();

    await page.goto(app);
    await page.getByRole('link', { name: 'Empezar ahora' }).click();
    await page.waitForURL(`${app}/auth`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the chosen language after a reload', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${app}/auth?tab=login`);
    await page.getByRole('heading', { name: 'Hola de nuevo' }).waitFor();

    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('button', { name: 'EN', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // The server answers in the chosen language too: it reads the Accept-Language every call sends.
    await page.getByLabel('E-mail').fill(`nobody.${randomBytes(4).toString('hex')}@example.com`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await toastRegion(page).getByText('Incorrect e-mail or password').waitFor();

    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Hola de nuevo' }).waitFor();
    await context.close();
  });

  it('shows the server’s errors on the auth screen as destructive toasts', async () => {
    const { person } = await registerByApi();
    const context = await newContext();
    const page = await context.newPage();

    await page.goto(`${app}/auth?tab=login`);
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña').fill('not-the-password');
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await toastRegion(page).getByText('Error al iniciar sesión').waitFor();
    await toastRegion(page).getByText('Credenciales incorrectas').waitFor();

    await page.getByRole('tab', { name: 'Crear cuenta' }).click();
    await page.getByLabel('Nombre completo').fill('Otra Persona');
    await page.getByLabel('Nombre de usuario').fill(`otra_${randomBytes(3).toString('hex')}`);
    await page.getByLabel('Correo electrónico').fill(person.email);
    await page.getByLabel('Contraseña').fill('otra-clave-1');
    await page.getByRole('button', { name: 'Crear cuenta' }).last().click();
    await toastRegion(page).getByText('Error al crear la cuenta').waitFor();
    await toastRegion(page).getByText('El correo electrónico ya está registrado').waitFor();
    // One toast at a time: the login error has gone.
    expect(await toastRegion(page).getByText('Error al iniciar sesión').count()).toBe(0);
    expect(page.url()).toBe(`${app}/auth?tab=register`);
    await context.close();
  });

  it('shows the not-found page for unknown paths, JSON for unknown API paths, and real crawler rules', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const response = await page.goto(`${app}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 - Página no encontrada' }).waitFor();
    await page.getByText('La página que buscas no existe o no está disponible.').waitFor();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL(`${app}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Escribe hoy lo que alguien necesitará leer mañana' })
      .waitFor();

    const api = await page.request.get(`${app}/api/no-such-call`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: 'No existe esa ruta.' });

    // Crawlers get real rules, not the app's HTML: no message page or API is ever indexed.
    const robots = await page.request.get(`${app}/robots.txt`);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^Disallow: \/message\/$/m);
    await context.close();
  });

  // Every screen a visitor can reach, each waited for by its heading, in both languages and at phone width.
  const publicScreens: { path: string; heading: Record<Language, string> }[] = [
    {
      path: '/',
      heading: {
        es: 'Escribe hoy lo que alguien necesitará leer mañana',
        en: 'Write today what someone will need to read tomorrow',
      },
    },
    { path: '/auth', heading: { es: 'Crea tu cuenta', en: 'Create your account' } },
    { path: '/auth?tab=login&verified=true', heading: { es: 'Hola de nuevo', en: 'Welcome back' } },
    { path: '/auth?tab=login&verified=false', heading: { es: 'Hola de nuevo', en: 'Welcome back' } },
    {
      path: '/forgot-password',
      heading: { es: '¿Has olvidado tu contraseña?', en: 'Forgot your password?' },
    },
    {
      path: '/reset-password?token=abc',
      heading: { es: 'Crea una nueva contraseña', en: 'Create a new password' },
    },
    { path: '/reset-password', heading: { es: 'Crea una nueva contraseña', en: 'Create a new password' } },
    {
      path: '/verify-email?token=abc',
      heading: { es: 'Confirma tu correo electrónico', en: 'Confirm your e-mail address' },
    },
    { path: '/message/access', heading: { es: 'Acceder a un mensaje', en: 'Open a message' } },
    // A code that opens nothing: the view's error card.
    {
      path: '/message/view/7KQ2-M9XD-3HVT-A1B2',
      heading: { es: 'No se puede acceder al mensaje', en: "This message can't be opened" },
    },
    // A message nobody may pay for here (no session, no token), an order that does not exist, a return without
    // PayPal's token: each says so, and none announces a payment.
    { path: '/payment/42', heading: { es: 'Mensaje no encontrado', en: 'Message not found' } },
    {
      path: '/payment/paypal?orderId=MOCK-1',
      heading: { es: 'Error en el proceso de pago', en: 'Error in the payment process' },
    },
    {
      path: '/payment-success?messageId=42',
      heading: { es: 'No hay ningún pago que confirmar', en: 'There is no payment to confirm' },
    },
    {
      path: '/payment-error?reason=capture_error',
      heading: { es: 'No se pudo completar el pago', en: 'The payment could not be completed' },
    },
    { path: '/payment-cancel?messageId=42', heading: { es: 'Pago cancelado', en: 'Payment cancelled' } },
    // Links from the proof-of-life e-mails opened without their token: each says the link is not valid.
    {
      path: '/proof-of-life',
      heading: {
        es: 'Este enlace no es válido o ya no existe',
        en: "This link isn't valid or no longer exists",
      },
    },
    {
      path: '/proof-of-life/contact',
      heading: {
        es: 'Este enlace no es válido o ya no existe',
        en: "This link isn't valid or no longer exists",
      },
    },
    { path: '/no-such-page', heading: { es: '404 - Página no encontrada', en: '404 - Page not found' } },
  ];

  it.each([
    { language: 'es' as const, width: 1280 },
    { language: 'en' as const, width: 390 },
  ])(
    'finds no serious accessibility violation on any public screen ($language, $width px)',
    async ({ language, width }) => {
      const context = await newContext({ language, width });
      const page = await context.newPage();
      const problems = watchProblems(page);
      const found: Record<string, string[]> = {};
      for (const screen of publicScreens) {
        await page.goto(`${app}${screen.path}`);
        await page.getByRole('heading', { level: 1, name: screen.heading[language], exact: true }).waitFor();
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[screen.path] = violations;
        const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        if (overflows) found[screen.path] = [...(found[screen.path] ?? []), 'scrolls sideways'];
      }
      expect(found).toEqual({});
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('finds no serious accessibility violation on the signed-in home', async () => {
    const { person, cookie } = await registerByApi();
    const context = await newContext({ width: 390 });
    await context.addCookies([{ ...cookie, url: app }]);
    const page = await context.newPage();
    await page.goto(app);
    await page.getByRole('heading', { name: `Te damos la bienvenida, ${person.username}` }).waitFor();
    await page.getByRole('button', { name: 'Acceder al mensaje' }).click();
    await toastRegion(page).getByText('Código requerido').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // F8 takes the keyboard to the notifications.
    await page.keyboard.press('F8');
    expect(await toastRegion(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);

    await page.getByLabel('Código de acceso').fill('7KQ2-M9XD-3HVT-A1B2');
    await page.getByRole('button', { name: 'Acceder al mensaje' }).click();
    await page.waitForURL(`${app}/message/view/7KQ2-M9XD-3HVT-A1B2`);
    await context.close();
  });
});
