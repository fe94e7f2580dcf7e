import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { PRODUCT_NAME } from '../../config/product';
import type es from '../../i18n/locales/es.json';

export type PageTitle = Exclude<keyof (typeof es)['pageTitles'], 'format'>;

/** A route's `handle`: the page's name, for the window's title. */
export const pageTitle = (title: PageTitle) => ({ title });

const titleOf = (handle: unknown): PageTitle | undefined =>
  typeof handle === 'object' && handle !== null && 'title' in handle
    ? (handle as { title: PageTitle }).title
    : undefined;

/** The window's title for the deepest matched route that names its page. */
export function windowTitle(t: TFunction, handles: unknown[]): string {
  const title = handles.map(titleOf).findLast(Boolean);
  return title
    ? t('pageTitles.format', { page: t(`pageTitles.${title}`), product: PRODUCT_NAME })
    : PRODUCT_NAME;
}

/**
 * What a page load tells a screen-reader user, after every move inside the app too: the window's title
 * names the screen, and the focus goes to the new page's content instead of staying on a link that is gone
 * (unless the page has already put it somewhere better: a field, its heading).
 */
export function usePageAnnouncement() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = windowTitle(
    t,
    matches.map((match) => match.handle),
  );

  useEffect(() => {
    document.title = title;
  }, [title]);

  const firstPage = useRef(true);
  useEffect(() => {
    // The first page is announced by the browser's own load; only moves inside the app need the help.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
}
