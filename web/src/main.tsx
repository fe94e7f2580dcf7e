import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appTree } from './app/app-tree';
import { startFirstRequests } from './app/first-requests';
import { AppRouter, createAppRoutes, loadMatchedRoutes } from './app/router';
import { forgetEarlyFetches } from './lib/early-fetch-script';
import { currentLanguage } from './lib/i18n';
import { createQueryClient } from './lib/react-query';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const html = document.documentElement;
// What the bff served (web/prerender.ts): a page rendered whole at build time ('page'), the layout around a
// spinner ('shell'), both only to visitors without a session; or, to everyone else, an empty root.
const prerendered = html.dataset.prerendered;
const visitor = prerendered !== undefined;
const routes = createAppRoutes();
const queryClient = createQueryClient();
// The page's code and what it will ask the server, all at once; rendered once the code is here, so the screen
// appears whole (its data may still be on its way).
const ready = Promise.all([
  loadMatchedRoutes(routes, window.location.pathname),
  startFirstRequests(queryClient, window.location.pathname, { visitor }),
]);
// The first requests took the answers the page's head asked for; any other is not for later calls.
forgetEarlyFetches();
// The prerendered HTML stays on screen while the page's code arrives; only then is it taken over. Any other
// page renders even if a chunk failed: its route loads it again and shows the failure.
if (prerendered) await ready;
else await ready.catch(() => undefined);

const app = appTree(<AppRouter routes={routes} />, { visitor, queryClient });

if (prerendered === 'page' && container.dataset.language === currentLanguage()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding it for the
  // whole tree: a tap on the page is not kept waiting (total blocking time, on a slow phone).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // A shell, or a page in the other language (hidden by the boot script until now): rendered afresh, at once.
  const root = createRoot(container);
  flushSync(() => root.render(app));
  html.removeAttribute('data-language-pending');
}
