// The sender's and the recipient's journeys walked with the keyboard alone, in Chromium, against the whole
// product: every control is reached with Tab and worked with Enter, Space or the arrows; at every stop the
// focus shows and nothing covers it; dialogs keep focus inside and give it back to what opened them; axe
// finds nothing serious on each screen on the way. Reduced motion is honoured. docs/accessibility.md says
// which WCAG 2.2 criteria these checks hold.
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsSettled, noteViolations } from './axe.ts';
import {
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

/**
 * What is wrong with the focus as a sighted keyboard user sees it, or null: no indicator on the focused
 * control (or on the card around a visually hidden radio, which shows it for it), or the indicator hidden
 * under something else (a sticky bar, an overlay).
 */
function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const name =
      focused.getAttribute('aria-label') ??
      (focused as HTMLInputElement).labels?.[0]?.textContent ??
      focused.textContent ??
      '';
    const what = `${focused.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    const indicator = [focused, focused.closest('label')].find((node) => node !== null && shows(node));
    if (!indicator) return `no visible focus on ${what}`;
    // The middle of the part inside the window: a tall text area may show only its top.
    const box = indicator.getBoundingClientRect();
    const [left, right] = [Math.max(box.left, 0), Math.min(box.right, window.innerWidth)];
    const [upper, lower] = [Math.max(box.top, 0), Math.min(box.bottom, window.innerHeight)];
    if (left >= right || upper >= lower) return `focus on ${what} off the screen`;
    const top = document.elementFromPoint((left + right) / 2, (upper + lower) / 2);
    if (!top || !(indicator.contains(top) || top.contains(indicator)))
      return `focus on ${what} hidden under ${top?.tagName.toLowerCase() ?? 'nothing'}`;
    return null;
  });
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** A keyboard walk: presses Tab until `target` has the focus, noting every focus problem on the way. */
function keyboardWalk(page: Page) {
  const problems: string[] = [];
  return {
    problems,
    async tabTo(target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
      // A prerendered page paints before its code runs; its fields and buttons wait for the app, so a walk
      // starts once the app has the page (typing into a field still read-only would be lost).
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await target.waitFor();
      for (let presses = 0; presses < 60; presses += 1) {
        await page.keyboard.press(key);
        const problem = await focusProblem(page);
        if (problem && !problems.includes(problem)) problems.push(problem);
        if (await isFocused(target)) return;
      }
      throw new Error(`the keyboard never reached ${target.toString()}`);
    },
    /** Tabs to a field and types into it, as a person does. */
    async type(target: Locator, text: string) {
      await this.tabTo(target);
      await page.keyboard.type(text);
    },
    /** Moves through a radio group with the arrow keys until `option` is chosen. */
    async arrowTo(option: Locator) {
      for (let presses = 0; presses < 10 && !(await option.isChecked()); presses += 1)
        await page.keyboard.press('ArrowDown');
      expect(await option.isChecked()).toBe(true);
    },
  };
}

/**
 * Opens a dialog from `trigger` with Enter, checks focus went inside, closes it with Escape and checks the
 * focus came back to the trigger.
 */
async function dialogKeepsFocus(page: Page, trigger: Locator, role: 'dialog' | 'alertdialog' = 'dialog') {
  await page.keyboard.press('Enter');
  const dialog = page.getByRole(role);
  await dialog.waitFor();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // Tab never leaves an open dialog.
  for (let presses = 0; presses < 8; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await isFocused(trigger)).toBe(true);
}

describe('with the keyboard alone, in Chromium', () => {
  it('a sender signs up, writes a letter with a question through the wizard, and reads it back from home', async () => {
    const context = await browser.newContext({
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const walk = keyboardWalk(page);
    const violations: Record<string, string[]> = {};
    const id = randomBytes(4).toString('hex');
    const email = `lucia.${id}@example.com`;

    await page.goto(app);
    const signUp = page.getByRole('banner').getByRole('link', { name: 'Crear cuenta' });
    await walk.tabTo(signUp);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' }).waitFor();
    await walk.type(page.getByLabel('Nombre completo'), 'Lucía Fernández');
    await walk.type(page.getByLabel('Nombre de usuario'), `lucia_${id}`);
    await walk.type(page.getByLabel('Correo electrónico'), email);
    await walk.type(page.getByLabel('Contraseña'), 'mi-secreto-1');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app}/`);

    // The link in the e-mail is followed as a link; the page it opens is worked with the keyboard.
    const mail = await waitForEmail(env.urls.mail, email);
    const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)![0];
    await page.goto(link.replace(/^https?:\/\/[^/]+/, app));
    await walk.tabTo(page.getByRole('button', { name: 'Confirmar mi correo' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app}/`);
    await page.getByRole('heading', { name: `Te damos la bienvenida, lucia_${id}` }).waitFor();
    await noteViolations(page, 'home', violations);

    await walk.tabTo(page.getByRole('main').getByRole('link', { name: 'Crear mensaje' }).first());
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Remitente' }).waitFor();
    await noteViolations(page, 'wizard: sender', violations);
    await walk.type(page.getByLabel('Cómo quieres firmar (opcional)'), 'Tu madre');
    await walk.tabTo(page.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 2, name: 'Contenido' }).waitFor();
    await noteViolations(page, 'wizard: content', violations);
    await walk.tabTo(page.getByRole('radio', { checked: true }));
    await walk.arrowTo(page.getByRole('radio', { name: /^Secreto/ }));
    await walk.type(page.getByLabel('Destinatario'), 'Ana');
    await walk.type(page.getByLabel('Asunto'), 'Lo que nunca te dije');
    await walk.type(page.getByLabel('Tu mensaje'), 'Querida Ana:\n\nHay algo que quiero contarte.');
    // A template over what is written asks first, in a dialog.
    await walk.tabTo(page.getByRole('button', { name: 'Ver plantillas' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    const useTemplate = page.getByRole('button', { name: 'Usar plantilla' }).first();
    await walk.tabTo(useTemplate);
    await dialogKeepsFocus(page, useTemplate, 'alertdialog');
    expect(await page.getByLabel('Tu mensaje').inputValue()).toBe(
      'Querida Ana:\n\nHay algo que quiero contarte.',
    );
    await walk.tabTo(page.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 2, name: 'Seguridad y envío' }).waitFor();
    await noteViolations(page, 'wizard: security and delivery', violations);
    await walk.type(page.getByLabel('Correo electrónico del destinatario'), 'ana@example.com');
    await walk.tabTo(page.getByRole('radio', { name: /^Solo el código/ }));
    await walk.arrowTo(page.getByRole('radio', { name: /^Pregunta/ }));
    await walk.type(page.getByLabel('Pregunta', { exact: true }), '¿Dónde nos conocimos?');
    await walk.type(page.getByLabel('Respuesta', { exact: true }), 'En Cádiz');
    await walk.tabTo(page.getByRole('button', { name: 'Crear mensaje' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Tu mensaje está listo' }).waitFor({ timeout: 30_000 });
    await noteViolations(page, 'wizard: created', violations);
    const code = (await page.getByTestId('access-code').innerText()).trim();
    await walk.tabTo(page.getByRole('link', { name: 'Volver al inicio' }));
    await page.keyboard.press('Enter');

    const card = page.getByRole('article', { name: 'Lo que nunca te dije' });
    expect((await card.getByTestId('access-code').innerText()).trim()).toBe(code);
    const open = card.getByRole('button', { name: 'Ver mensaje' });
    await walk.tabTo(open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Hay algo que quiero contarte.').waitFor();
    await noteViolations(page, 'home: own message', violations);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(open)).toBe(true);

    await page.goto(`${app}/messages`);
    await page.getByRole('article', { name: 'Lo que nunca te dije' }).waitFor();
    await noteViolations(page, 'messages', violations);

    expect(walk.problems).toEqual([]);
    expect(violations).toEqual({});
    await context.close();
  });

  it('a recipient opens a letter from the landing page, answers its question, reacts, and deletes it, in English', async () => {
    const senderContext = await browser.newContext({ locale: 'es-ES' });
    const sender = await senderContext.newPage();
    await verifiedUser(sender, env.urls);
    const recipientEmail = `ana.${randomBytes(4).toString('hex')}@example.com`;
    const headers = { origin: app };
    const created = await sender.request.post(`${app}/api/messages`, {
      headers,
      data: {
        recipient: 'Ana',
        recipientEmail,
        subject: 'What I never told you',
        content: 'Dear Ana,\n\nThe secret is in the blue box.',
        messageType: 'secret',
        securityLevel: 'basic',
        deliveryMethod: 'email',
        deliveryDate: null,
        schedulingType: 'specific_date',
        isAnonymous: false,
        questions: [{ question: 'Where did we meet?', answer: 'Cadiz' }],
      },
    });
    const { id } = (await created.json()) as { id: string };
    const sealed = await sender.request.post(`${app}/api/messages/${id}/seal`, { headers, data: {} });
    const { accessCode } = (await sealed.json()) as { accessCode: string };
    await waitForEmail(env.urls.mail, recipientEmail);
    await senderContext.close();

    const context = await browser.newContext({
      locale: 'en-GB',
      timezoneId: 'Europe/London',
      viewport: { width: 1280, height: 900 },
    });
    await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'en'));
    const page = await context.newPage();
    const walk = keyboardWalk(page);
    const violations: Record<string, string[]> = {};

    await page.goto(app);
    await walk.type(page.getByLabel('Access code'), accessCode);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'This message is protected' }).waitFor();
    await noteViolations(page, 'question', violations);
    await walk.type(page.getByRole('textbox'), 'cadiz');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Message preview' }).waitFor();
    await noteViolations(page, 'preview', violations);
    await walk.tabTo(page.getByRole('button', { name: 'View full message' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'What I never told you' }).waitFor();
    await noteViolations(page, 'letter', violations);
    const love = page.getByRole('button', { name: 'Love it' });
    await walk.tabTo(love);
    await page.keyboard.press('Space');
    await expect.poll(() => love.getAttribute('aria-pressed')).toBe('true');

    const print = page.getByRole('button', { name: 'Print' });
    await walk.tabTo(print);
    await dialogKeepsFocus(page, print, 'alertdialog');

    const remove = page.getByRole('button', { name: 'Delete' });
    await walk.tabTo(remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await noteViolations(page, 'delete dialog', violations);
    await walk.tabTo(confirm.getByRole('button', { name: 'Delete message' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/message/access');
    await page.getByRole('heading', { level: 1, name: 'Open a message' }).waitFor();

    expect(walk.problems).toEqual([]);
    expect(violations).toEqual({});
    await context.close();
  });
});

describe('reduced motion', () => {
  /**
   * The longest animation or transition that starts while a notification slides in on the landing page, in
   * milliseconds, read from the events the browser fires as each starts.
   */
  async function longestMotion(reducedMotion: 'reduce' | 'no-preference'): Promise<number> {
    const context = await browser.newContext({ locale: 'es-ES', reducedMotion });
    await context.addInitScript(() => {
      const durations: number[] = [];
      (window as unknown as { motion: number[] }).motion = durations;
      const note = (event: Event) => {
        const style = getComputedStyle(event.target as Element);
        const longest = `${style.animationDuration},${style.transitionDuration}`.split(',').map((value) => {
          const seconds = parseFloat(value);
          return value.trim().endsWith('ms') ? seconds : seconds * 1000;
        });
        durations.push(Math.max(...longest));
      };
      document.addEventListener('animationstart', note, true);
      document.addEventListener('transitionrun', note, true);
    });
    const page = await context.newPage();
    await page.goto(app);
    await page.getByRole('button', { name: 'Acceder al mensaje' }).click();
    await page.getByText('Código requerido', { exact: true }).waitFor();
    await animationsSettled(page);
    const durations = await page.evaluate(() => (window as unknown as { motion: number[] }).motion);
    await context.close();
    return Math.max(0, ...durations);
  }

  it('moves nothing for someone who asks for less motion, where others see the notification slide in', async () => {
    expect(await longestMotion('no-preference')).toBeGreaterThan(50);
    expect(await longestMotion('reduce')).toBeLessThan(1);
  });
});
