import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { userQueryKey, userQueryOptions } from '../api/get-user';
import { messagesQueryKey, messagesQueryOptions } from '../api/get-messages';
import { paths } from '../config/paths';
import { accessQueryOptions } from '../features/message-access/api/access-message';
import { openEarly } from '../features/message-access/api/early-opening';

/**
 * What the first screen will ask for, asked as soon as the app's entry runs, all at once, instead of each
 * component asking once the one above it has its code and its answer (a waterfall: the home's chunk, then the
 * user, then the home's own chunks, then the message list). Into `queryClient`, where the screens' own queries
 * find the answers (or the requests still under way) under the same keys, so nothing is asked twice.
 *
 * Resolves once the code the first screen needs beyond its route's is here: main.tsx renders after it, so that
 * screen appears whole rather than behind a spinner while its chunks arrive.
 */
export function startFirstRequests(
  queryClient: QueryClient,
  pathname: string,
  { visitor }: { visitor: boolean },
): Promise<unknown> {
  // The recipient's link: the code's lookup, which the view would otherwise ask only once its chunk has run,
  // and a letter without a question opened as soon as the lookup says so (the view does the same on render).
  const code = matchPath(paths.messageView.path, pathname)?.params.code?.trim();
  if (code)
    void queryClient.fetchQuery(accessQueryOptions(code)).then(
      (access) => (access.noSecurityRequired ? openEarly(access.accessCode) : undefined),
      // A refusal is the view's to show, from the same query.
      () => undefined,
    );
  // A visitor is nobody (the bff prerenders only for visitors); everyone else has a session to ask about.
  if (visitor) return Promise.resolve();
  const user = queryClient.prefetchQuery(userQueryOptions());
  if (pathname !== paths.home.path) return Promise.resolve();
  // The signed-in home's list beside the user; a session that turns out expired (no user) forgets the refusal,
  // so the list is asked afresh after signing in.
  void queryClient.prefetchQuery(messagesQueryOptions());
  void user.then(() => {
    if (!queryClient.getQueryData(userQueryKey)) queryClient.removeQueries({ queryKey: messagesQueryKey });
  });
  // The home's signed-in part, fetched beside the route's own chunk rather than after the user's answer (and
  // then handed to the route, which finds it already evaluated).
  return Promise.all([import('./routes/home'), import('./routes/signed-in-home')]).then(([home]) =>
    home.preloadSignedInHome(),
  );
}
