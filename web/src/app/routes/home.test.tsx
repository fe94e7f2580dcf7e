import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { createAppRoutes } from '../router';

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

const visitor = () => stubFetch({ 'GET /api/user': () => jsonResponse({ message: 'No autenticado' }, 401) });

const submitCode = (code: string) => {
  fireEvent.change(screen.getByLabelText('Código de acceso'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Acceder al mensaje' }));
};

describe('landing page', () => {
  it('shows the hero, both ways in, the three cards and the closing call to action', async () => {
    visitor();
    renderRoutes(createAppRoutes(), '/');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Escribe hoy lo que alguien necesitará leer mañana',
    });
    expect(
      screen.getAllByRole('link', { name: 'Crear cuenta' }).map((link) => link.getAttribute('href')),
    ).toContain('/auth');
    const hero = screen.getByRole('region', { name: 'Escribe hoy lo que alguien necesitará leer mañana' });
    expect(hero.querySelector('a[href="/auth?tab=login"]')).toBeTruthy();
    for (const title of ['Mensajes personalizados', 'Seguridad avanzada', 'Entrega inteligente']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Cómo funciona' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empezar ahora' }).getAttribute('href')).toBe('/auth');
  });

  it('asks for the code in a destructive toast when it is empty', async () => {
    visitor();
    const { router } = renderRoutes(createAppRoutes(), '/');
    await screen.findByLabelText('Código de acceso');
    submitCode('   ');
    expect(await screen.findByText('Código requerido')).toBeTruthy();
    expect(screen.getByText('Por favor, introduce el código de acceso del mensaje.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes a code to the access page', async () => {
    visitor();
    const { router } = renderRoutes(createAppRoutes(), '/');
    await screen.findByLabelText('Código de acceso');
    submitCode(' 7kq2-m9xd-3hvt-a1b2 ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/access'));
    expect(router.state.location.search).toBe('?code=7kq2-m9xd-3hvt-a1b2');
  });
});

describe('signed-in home', () => {
  it('opens a typed code straight in the message view', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(signedIn) });
    const { router } = renderRoutes(createAppRoutes(), '/');
    await screen.findByRole('heading', { name: 'Te damos la bienvenida, ana' });
    expect(screen.queryByRole('heading', { name: 'Cómo funciona' })).toBeNull();
    submitCode('7KQ2-M9XD-3HVT-A1B2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/view/7KQ2-M9XD-3HVT-A1B2'));
  });

  it('asks for the code when it is empty', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(signedIn) });
    renderRoutes(createAppRoutes(), '/');
    await screen.findByLabelText('Código de acceso');
    submitCode('');
    expect(await screen.findByText('Código requerido')).toBeTruthy();
  });
});
