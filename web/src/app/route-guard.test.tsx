import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../testing/test-utils';
import { createAppRoutes } from './router';

const signedIn = (role: 'user' | 'admin') => ({
  id: 'u1',
  username: 'ana',
  email: 'ana@example.com',
  fullName: 'Ana García',
  role,
  isEmailVerified: true,
  freeDeliveries: 0,
  language: 'es',
  createdAt: '2025-01-01T00:00:00.000Z',
});

const unauthorized = () => jsonResponse({ message: 'No autenticado' }, 401);

describe('route guard', () => {
  it('shows a spinner while the user is loading', async () => {
    stubFetch({ 'GET /api/user': () => new Promise<Response>(() => {}) });
    renderRoutes(createAppRoutes(), '/create-message');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Cargando…')).toBeTruthy();
  });

  it('sends a visitor from a signed-in route to sign in, remembering where they were going', async () => {
    stubFetch({ 'GET /api/user': unauthorized });
    const { router } = renderRoutes(createAppRoutes(), '/messages?tab=read');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('tab')).toBe('login');
    expect(search.get('next')).toBe('/messages?tab=read');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola de nuevo' })).toBeTruthy();
  });

  it('treats a user that cannot be loaded as signed out', async () => {
    stubFetch({ 'GET /api/user': () => new Response('upstream down', { status: 502 }) });
    const { router } = renderRoutes(createAppRoutes(), '/messages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('lets a signed-in user in', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(signedIn('user')) });
    renderRoutes(createAppRoutes(), '/create-message');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear mensaje' })).toBeTruthy();
  });

  it('sends a non-admin away from /admin to /', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(signedIn('user')) });
    const { router } = renderRoutes(createAppRoutes(), '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks a visitor at /admin to sign in (/auth)', async () => {
    stubFetch({ 'GET /api/user': unauthorized });
    const { router } = renderRoutes(createAppRoutes(), '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('lets an admin into /admin', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(signedIn('admin')) });
    renderRoutes(createAppRoutes(), '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de administración' })).toBeTruthy();
  });

  it('sends a signed-in user away from /auth to /', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(signedIn('user')) });
    const { router } = renderRoutes(createAppRoutes(), '/auth?tab=login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the not-found page for unknown paths', async () => {
    stubFetch({ 'GET /api/user': unauthorized });
    renderRoutes(createAppRoutes(), '/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 - Página no encontrada' })).toBeTruthy();
  });
});

describe('the auth page after a verification link', () => {
  it('opens on the sign-in form, under "Puedes iniciar sesión"', async () => {
    stubFetch({ 'GET /api/user': unauthorized });
    renderRoutes(createAppRoutes(), '/auth?verified=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola de nuevo' })).toBeTruthy();
    expect(screen.getByText('Tu correo electrónico ya está verificado. Puedes iniciar sesión.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' }).getAttribute('aria-selected')).toBe('true');
  });
});
