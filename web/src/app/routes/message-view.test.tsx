import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AccessResponse } from '../../features/message-access/api/types';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { createAppRoutes } from '../router';

vi.setConfig({ testTimeout: 15_000 });

const CODE = 'ABCD-EFGH-JKMN-PQRS';
const QUESTION = '¿Cómo se llamaba nuestro perro?';

const accessAnswer: AccessResponse = {
  noSecurityRequired: false,
  securityLevel: 'basic',
  question: { question: QUESTION },
  questions: [{ question: QUESTION }],
  attempts: 0,
  maxAttempts: null,
  isLocked: false,
  accessCode: CODE,
};

const callsTo = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('message view in the app', () => {
  it('uses the access page answer instead of looking the code up again', async () => {
    const fetch = stubFetch({
      'GET /api/user': () => jsonResponse({ message: 'No autenticado' }, 401),
      'POST /api/access': () => jsonResponse(accessAnswer),
    });
    renderRoutes(createAppRoutes(), `/message/access?code=${CODE.toLowerCase()}`);
    expect(await screen.findByLabelText(QUESTION)).toBeTruthy();
    expect(callsTo(fetch, '/api/access')).toHaveLength(1);
  });

  it('looks the code up itself when opened directly, and leaves /message/view without a code', async () => {
    const fetch = stubFetch({
      'GET /api/user': () => jsonResponse({ message: 'No autenticado' }, 401),
      'POST /api/access': () => jsonResponse(accessAnswer),
    });
    renderRoutes(createAppRoutes(), `/message/view/${CODE}`);
    expect(await screen.findByLabelText(QUESTION)).toBeTruthy();
    expect(callsTo(fetch, '/api/access')).toEqual([{ accessCode: CODE }]);
  });
});
