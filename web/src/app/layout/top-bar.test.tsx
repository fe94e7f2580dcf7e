import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME } from '../../config/product';
import { UNKNOWN_FREE_DELIVERIES_RETRY_MS } from '../../api/get-user';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { createAppRoutes } from '../router';

const signedIn = (over: Record<string, unknown> = {}) => ({
  id: 'u1',
  username: 'ana',
  email: 'ana@example.com',
  fullName: 'Ana García',
  role: 'user',
  isEmailVerified: true,
  freeDeliveries: 2,
  language: 'es',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('top bar', () => {
  it('greets a signed-in admin, shows free deliveries and the admin link', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(signedIn({ role: 'admin' })) });
    renderRoutes(createAppRoutes(), '/');
    expect(await screen.findByText('Hola, ana')).toBeTruthy();
    expect(await screen.findByLabelText('Mensajes gratuitos restantes: 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('hides the badge at zero and the admin link for a user', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(signedIn({ freeDeliveries: 0 })) });
    renderRoutes(createAppRoutes(), '/');
    await screen.findByText('Hola, ana');
    expect(screen.queryByLabelText(/Mensajes gratuitos restantes/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('asks again when the free deliveries could not be counted, and then shows them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let calls = 0;
      stubFetch({
        'GET /api/user': () => {
          calls += 1;
          return jsonResponse(signedIn({ freeDeliveries: calls === 1 ? null : 3 }));
        },
      });
      renderRoutes(createAppRoutes(), '/');
      await screen.findByText('Hola, ana');
      expect(screen.queryByLabelText(/Mensajes gratuitos restantes/)).toBeNull();
      await vi.advanceTimersByTimeAsync(UNKNOWN_FREE_DELIVERIES_RETRY_MS);
      expect(await screen.findByLabelText('Mensajes gratuitos restantes: 3')).toBeTruthy();
      // Known now: no more asking.
      await vi.advanceTimersByTimeAsync(3 * UNKNOWN_FREE_DELIVERIES_RETRY_MS);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs out, forgets the user and goes home', async () => {
    const fetchMock = stubFetch({
      'GET /api/user': () => jsonResponse(signedIn()),
      'POST /api/logout': () => jsonResponse({ success: true }),
    });
    const { router, queryClient } = renderRoutes(createAppRoutes(), '/create-message');
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(['user'])).toBeNull();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Escribe hoy lo que alguien necesitará leer mañana',
      }),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/logout')).toHaveLength(1);
  });

  it('offers log in and sign-up links to a visitor', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse({ message: 'No autenticado' }, 401) });
    renderRoutes(createAppRoutes(), '/no-such-page');
    await screen.findByRole('heading', { name: '404 - Página no encontrada' });
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/auth?tab=login');
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe('/auth');
  });
  it('keeps log in, sign-up and the language on a 360 px phone: the mark without the name, one language button', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse({ message: 'No autenticado' }, 401) });
    renderRoutes(createAppRoutes(), '/');
    const register = await within(screen.getByRole('banner')).findByRole('link', { name: 'Crear cuenta' });
    const login = within(screen.getByRole('banner')).getByRole('link', { name: 'Iniciar sesión' });
    // jsdom has no layout: what holds the fix is that nothing of these is hidden on small screens.
    for (const link of [login, register]) expect(link.className).not.toMatch(/(^| )hidden( |$)/);
    expect(screen.getByText(PRODUCT_NAME).className).toBe('hidden sm:inline');

    // Phones show only the language to switch to; the chosen one is still there (and pressed) from sm up.
    const es = screen.getByRole('button', { name: 'ES' });
    const en = screen.getByRole('button', { name: 'EN' });
    expect(es.getAttribute('aria-pressed')).toBe('true');
    expect(es.className).toContain('max-sm:hidden');
    expect(en.className).not.toContain('hidden');
    fireEvent.click(en);
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Create account' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'EN' }).className).toContain('max-sm:hidden');
    expect(screen.getByRole('button', { name: 'ES' }).className).not.toContain('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'ES' }));
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Crear cuenta' }),
    ).toBeTruthy();
  });
});
