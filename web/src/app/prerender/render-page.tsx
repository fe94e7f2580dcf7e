/**
 * The build's server-side entry (web/prerender.ts builds it for Node and calls it once per page and language):
 * the public pages a visitor without a session opens first, rendered to HTML with the app's own components, so
 * they paint before any JavaScript runs and are then hydrated (main.tsx). Nothing here runs in a browser.
 */
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { windowTitle } from '../layout/use-page-announcement';
import { appTree } from '../app-tree';
import { createAppRoutes } from '../router';
import { PageSpinner } from '../../components/layouts/page-spinner';
import { paths } from '../../config/paths';
import { i18n, SUPPORTED_LANGUAGES, type Language } from '../../lib/i18n';

/**
 * Each prerendered page by the address it is served on, query included (the sign-in form is `/auth?tab=login`,
 * where every "log in" link leads), and the file it is written to.
 */
export const prerenderedPages: Record<string, string> = {
  [paths.home.path]: 'landing.html',
  [paths.auth.path]: 'auth.html',
  [paths.auth.getHref({ tab: 'login' })]: 'auth-login.html',
  [paths.messageAccess.path]: 'message-access.html',
};

/** Every other screen's first paint: the layout around a spinner, replaced by the screen once its code runs. */
export const shellFile = 'shell.html';

export const languages: readonly Language[] = SUPPORTED_LANGUAGES;

export type RenderedPage = { body: string; title: string };

const shellRoutes = (): RouteObject[] => [
  { element: <AppLayout />, children: [{ path: '*', element: <PageSpinner /> }] },
];

async function render(routes: RouteObject[], path: string, language: Language): Promise<RenderedPage> {
  await i18n.changeLanguage(language);
  const handler = createStaticHandler(routes);
  // The static handler loads every lazy route the path matches, so the page's own code is rendered too.
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as main.tsx hydrates; `hydrate={false}`: no inline data script (the CSP allows none).
  const tree = appTree(<StaticRouterProvider router={router} context={context} hydrate={false} />, {
    visitor: true,
  });
  // The first render waits for the lazy components the page uses (the landing page's own chunk); written out,
  // it would reveal them with inline scripts. Rendered again, they are loaded: plain HTML.
  await prerender(tree);
  const body = renderToString(tree);
  if (body.includes('<script') || body.includes('<!--$?-->') || body.includes('<!--$!-->'))
    throw new Error(`${path} still waits for code after its first render`);
  return {
    body,
    title: windowTitle(
      i18n.t,
      context.matches.map((match) => match.route.handle),
    ),
  };
}

export const renderPage = (path: string, language: Language) => render(createAppRoutes(), path, language);

export const renderShell = (language: Language) => render(shellRoutes(), '/', language);
