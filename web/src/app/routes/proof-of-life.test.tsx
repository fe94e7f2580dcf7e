import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckIn } from '../../features/proof-of-life/api/types';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { createAppRoutes } from '../router';

vi.setConfig({ testTimeout: 15_000 });

const TOKEN = 'tok_9f8e7d6c5b4a';

const checkIn = (over: Partial<CheckIn> = {}): CheckIn => ({
  messageId: 'm1',
  state: 'check_in_sent',
  missedCheckIns: 0,
  nextCheckInAt: '2026-12-05T09:00:00.000Z',
  deliversAt: null,
  canManage: true,
  isTest: false,
  ...over,
});

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('/proof-of-life', () => {
  it('opens for a signed-out visitor through the app’s routes', async () => {
    stubFetch({
      'GET /api/user': () => jsonResponse({ message: 'No autenticado' }, 401),
      'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn({ canManage: false })),
    });
    window.history.replaceState(null, '', `/proof-of-life#token=${TOKEN}`);
    const { router } = renderRoutes(createAppRoutes(), `/proof-of-life#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu prueba de vida espera tu respuesta' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/proof-of-life');
    expect(window.location.hash).toBe('');
  });
});
