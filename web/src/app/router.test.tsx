import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../testing/test-utils';
import { createAppRoutes } from './router';

const visitor = () => stubFetch({ 'GET /api/user': () => jsonResponse({ message: 'No autenticado' }, 401) });

// The landing page on `/` and the four routes of the spec's logged-out rule, plus the guest pages the route
// table opens to everyone (e-mail links and payment returns arrive signed out).
describe('routes for a signed-out visitor', () => {
  it.each([
    ['/auth', 'Crea tu cuenta'],
    ['/message/access', 'Acceder a un mensaje'],
    // No server answers the code here, so the view says the message cannot be opened.
    ['/message/view/7KQ2-M9XD', 'No se puede acceder al mensaje'],
    ['/forgot-password', '¿Has olvidado tu contraseña?'],
    ['/reset-password?token=abc', 'Crea una nueva contraseña'],
    ['/verify-email?token=abc', 'Confirma tu correo electrónico'],
    ['/payment/paypal', 'Falta el identificador de la orden de pago'],
    // Declared on its own: never taken for the payment page of a message called "paypal-redirect".
    ['/payment/paypal-redirect', 'No pudimos llevarte a PayPal'],
    // No server behind this test: the page says it could not load the message.
    ['/payment/42', 'No se pudo cargar el mensaje'],
    ['/payment-success?messageId=42', 'No hay ningún pago que confirmar'],
    ['/payment-error?reason=capture_error', 'No se pudo completar el pago'],
    ['/payment-cancel?messageId=42', 'Pago cancelado'],
    // The check-in e-mail's page; without a token it says the link is not valid.
    ['/proof-of-life', 'Este enlace no es válido o ya no existe'],
    // The trusted contact's page, the same.
    ['/proof-of-life/contact', 'Este enlace no es válido o ya no existe'],
  ])('opens %s', async (path, heading) => {
    visitor();
    const { router } = renderRoutes(createAppRoutes(), path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path.split('?')[0]);
  });

  it('sends the message view without a code to the access page', async () => {
    visitor();
    const { router } = renderRoutes(createAppRoutes(), '/message/view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/access'));
  });

  it.each(['/message', '/payment', '/home', '/auth/extra'])('shows not-found for %s', async (path) => {
    visitor();
    renderRoutes(createAppRoutes(), path);
    expect(await screen.findByRole('heading', { name: '404 - Página no encontrada' })).toBeTruthy();
  });
});

// What a screen reader hears of each page: the window's title names it, and a move inside the app takes the
// focus to the new page instead of leaving it on a link that is gone.
describe('announcing each page', () => {
  it.each([
    ['/auth', 'Entrar o crear una cuenta · Legado'],
    ['/message/access', 'Acceder a un mensaje · Legado'],
    ['/proof-of-life', 'Prueba de vida · Legado'],
    ['/no/such/page', 'Página no encontrada · Legado'],
  ])('titles %s', async (path, title) => {
    visitor();
    renderRoutes(createAppRoutes(), path);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names the landing page after the product alone', async () => {
    visitor();
    renderRoutes(createAppRoutes(), '/');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Legado');
  });

  it('takes the focus to the new page after a move, and leaves it where the page put it', async () => {
    visitor();
    const { router } = renderRoutes(createAppRoutes(), '/');
    await screen.findByRole('heading', { level: 1 });
    const link = screen.getAllByRole('link', { name: 'Iniciar sesión' })[0]!;
    link.focus();
    fireEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Hola de nuevo' });
    expect(router.state.location.pathname).toBe('/auth');
    await waitFor(() => expect(document.activeElement?.id).toBe('main'));

    // A page that puts the focus somewhere itself (here the heading of the card saying why it can't open) keeps it.
    void router.navigate('/message/view/7KQ2-M9XD');
    const heading = await screen.findByRole('heading', { level: 1, name: 'No se puede acceder al mensaje' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
