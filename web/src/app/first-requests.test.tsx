import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MessageSummary } from '../api/get-messages';
import { messagesQueryKey } from '../api/get-messages';
import { userQueryKey } from '../api/get-user';
import type { AccessResponse, FullMessage } from '../features/message-access/api/types';
import { createQueryClient } from '../lib/react-query';
import { jsonResponse, renderRoutes, stubFetch } from '../testing/test-utils';
import { startFirstRequests } from './first-requests';
import { createAppRoutes } from './router';

vi.setConfig({ testTimeout: 15_000 });

const CODE = 'ABCD-EFGH-JKMN-PQRS';

const signedIn = {
  id: 'u1',
  username: 'ana',
  email: 'ana@example.com',
  fullName: 'Ana García',
  role: 'user',
  isEmailVerified: true,
  freeDeliveries: 3,
  language: 'es',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const noSecurity: AccessResponse = {
  noSecurityRequired: true,
  securityLevel: 'none',
  question: null,
  questions: [],
  attempts: 0,
  maxAttempts: null,
  isLocked: false,
  accessCode: CODE,
};

const letter: FullMessage = {
  id: 'b3c1f0d2-0000-4000-8000-000000000001',
  accessCode: CODE,
  subject: 'Para cuando vuelvas',
  recipient: 'Luis',
  content: 'Querido Luis:\n\nHace tiempo que quería escribirte.',
  createdAt: '2025-03-01T09:00:00.000Z',
  deliveredAt: '2025-03-05T13:30:00.000Z',
  isAnonymous: false,
  sender: { fullName: 'Ana García', username: 'ana', customTitle: null, email: 'ana@example.com' },
  media: [],
  reaction: null,
};

/** A visitor's cache, as the app provider makes it for a page served without a session. */
function visitorsClient() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, null);
  return queryClient;
}

/** The order the stubbed server was asked in, as "METHOD /path". */
const asked = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('the first requests of a page opened with a session', () => {
  it('ask for the user and the home list at once, before anything renders, and the home asks neither again', async () => {
    const fetch = stubFetch({
      'GET /api/user': () => jsonResponse(signedIn),
      'GET /api/messages': () => jsonResponse([] satisfies MessageSummary[]),
      'GET /api/messages/removed': () => jsonResponse([]),
    });
    const queryClient = createQueryClient();
    const ready = startFirstRequests(queryClient, '/', { visitor: false });
    // Both asked synchronously, not one after the other's answer.
    expect(asked(fetch)).toEqual(['GET /api/user', 'GET /api/messages']);
    await ready;
    renderRoutes(createAppRoutes(), '/', queryClient);
    expect(await screen.findByText('Aún no has escrito ningún mensaje')).toBeTruthy();
    expect(asked(fetch).filter((call) => call === 'GET /api/user')).toHaveLength(1);
    expect(asked(fetch).filter((call) => call === 'GET /api/messages')).toHaveLength(1);
  });

  it('forget the list refused to an expired session, so it is asked afresh after signing in', async () => {
    stubFetch({
      'GET /api/user': () => jsonResponse({ message: 'No autenticado' }, 401),
      'GET /api/messages': () => jsonResponse({ message: 'No autenticado' }, 401),
    });
    const queryClient = createQueryClient();
    await startFirstRequests(queryClient, '/', { visitor: false });
    await waitFor(() => expect(queryClient.getQueryState(messagesQueryKey)).toBeUndefined());
  });

  it('ask a visitor nothing about a user', async () => {
    const fetch = stubFetch({});
    await startFirstRequests(createQueryClient(), '/', { visitor: true });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the first requests of a recipient's link", () => {
  it('look the code up and open a letter without a question once, the view showing that opening', async () => {
    const fetch = stubFetch({
      'POST /api/access': () => jsonResponse(noSecurity),
      'POST /api/verify': () => jsonResponse(letter),
    });
    const queryClient = visitorsClient();
    await startFirstRequests(queryClient, `/message/view/${CODE}`, { visitor: true });
    await waitFor(() => expect(asked(fetch)).toEqual(['POST /api/access', 'POST /api/verify']));
    renderRoutes(createAppRoutes(), `/message/view/${CODE}`, queryClient);
    expect(await screen.findByText('Hace tiempo que quería escribirte.')).toBeTruthy();
    expect(asked(fetch)).toEqual(['POST /api/access', 'POST /api/verify']);
  });

  it('never answer a question for the recipient', async () => {
    const fetch = stubFetch({
      'POST /api/access': () =>
        jsonResponse({
          ...noSecurity,
          noSecurityRequired: false,
          securityLevel: 'basic',
          question: { question: '¿Dónde nos conocimos?' },
          questions: [{ question: '¿Dónde nos conocimos?' }],
        }),
    });
    const queryClient = visitorsClient();
    await startFirstRequests(queryClient, `/message/view/${CODE}`, { visitor: true });
    renderRoutes(createAppRoutes(), `/message/view/${CODE}`, queryClient);
    expect(await screen.findByLabelText('¿Dónde nos conocimos?')).toBeTruthy();
    expect(asked(fetch)).toEqual(['POST /api/access']);
  });
});
