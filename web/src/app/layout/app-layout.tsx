import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { usePageAnnouncement } from './use-page-announcement';

/** The shell around every screen: top bar, the page, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  usePageAnnouncement();
  // From here the page is the app's, hydrated or rendered: a prerendered page's controls waited for this
  // (hooks/use-hydrated.ts). Said on <html> for whatever drives the page from outside (the browser tests).
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-card px-4 py-2 font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-ring"
      >
        {t('shell.skipToContent')}
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
