import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequest } from '../../features/proof-of-life/api/contact';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { createAppRoutes } from '../router';

vi.setConfig({ testTimeout: 15_000 });

const TOKEN = 'ctk_1a2b3c4d5e6f';
const PAGE = '/api/proof-of-life/contact';
const waiting: ContactRequest = { state: 'waiting', respondBy: '2026-12-15T09:00:00.000Z' };

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('/proof-of-life/contact', () => {
  it('opens for a signed-out visitor through the app’s routes', async () => {
    stubFetch({
      'GET /api/user': () => jsonResponse({ message: 'No autenticado' }, 401),
      [`POST ${PAGE}`]: () => jsonResponse(waiting),
    });
    window.history.replaceState(null, '', `/proof-of-life/contact#token=${TOKEN}`);
    const { router } = renderRoutes(createAppRoutes(), `/proof-of-life/contact#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Necesitamos tu respuesta' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/proof-of-life/contact');
    expect(window.location.hash).toBe('');
  });
});
