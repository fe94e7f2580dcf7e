import { describe, expect, it } from 'vitest';
import { i18n, type Language } from '../../lib/i18n';
import { languages, prerenderedPages, renderPage, renderShell } from './render-page';

// The words each prerendered page must hold in its HTML, before any script: its first heading. (That the pages
// hydrate without a mismatch is shown in Chromium, on the real build: web/e2e/public-screens.test.ts. Here the
// server renderer and the browser's would share React's contexts in one process.)
const headings: Record<string, string> = {
  '/': 'landing.title',
  '/auth': 'auth.register.title',
  '/auth?tab=login': 'auth.login.title',
  '/message/access': 'access:page.title',
};

describe('the pages rendered at build time', () => {
  it('are the public pages a visitor opens first, in every language', () => {
    expect(Object.keys(prerenderedPages).sort()).toEqual(Object.keys(headings).sort());
    expect([...languages].sort()).toEqual(['en', 'es']);
  });

  describe.each(languages)('in %s', (language: Language) => {
    it.each(Object.keys(headings))(
      '%s holds its words, no script, and controls that wait for the app',
      async (path) => {
        const page = await renderPage(path, language);
        const heading = i18n.getFixedT(language)(headings[path] as 'landing.title');
        expect(heading).not.toBe(headings[path]);
        expect(page.body).toContain(`>${heading}<`);
        expect(page.body).not.toContain('<script');
        expect(page.title).toContain('Legado');
        // A tap or typing before the app runs would be lost: the HTML's controls wait for it.
        const buttons = page.body.match(/<button[^>]*>/g) ?? [];
        const submit = buttons.find((button) => button.includes('type="submit"'));
        expect(submit).toContain(' disabled=""');
        for (const input of page.body.match(/<input[^>]*>/g) ?? []) expect(input).toContain(' readOnly=""');
      },
    );
  });

  it('the shell is the layout around a spinner, signed out', async () => {
    const shell = await renderShell('en');
    expect(shell.body).toContain('Loading');
    expect(shell.body).toContain('Log in');
    expect(shell.title).toBe('Legado');
  });
});
