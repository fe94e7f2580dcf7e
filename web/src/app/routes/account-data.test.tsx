import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { messageSummary } from '../../testing/message-summary';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { createAppRoutes } from '../router';

vi.setConfig({ testTimeout: 15_000 });

const user = {
  id: 'u1',
  username: 'ana',
  email: 'ana@example.com',
  fullName: 'Ana García',
  role: 'user',
  isEmailVerified: true,
  freeDeliveries: 0,
  language: 'es',
  timeZone: 'Europe/Madrid',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const message = messageSummary;

const messages = [
  message('dated', { subject: 'Para tu boda' }),
  message('paid', {
    subject: 'Para tus 18',
    requiresPayment: true,
    paid: true,
    payment: { free: false, amountCents: 90, currency: 'EUR', paidAt: '2026-02-01T10:00:00.000Z' },
  }),
  message('switch', { subject: 'Si me pasa algo', schedulingType: 'life_proof', deliveryDate: null }),
  message('unpaid', { subject: 'Sin pagar', requiresPayment: true }),
  message('draft', { isSealed: false }),
  message('done', { isDelivered: true, status: 'delivered' }),
];

const quiet = {
  'GET /api/user': () => jsonResponse(user),
  'GET /api/account/life-signs': () => jsonResponse({ activityCounts: true, decided: true }),
  'GET /api/account/backup-email': () => jsonResponse({ email: null, verified: false }),
  'GET /api/account/phone': () => jsonResponse({ phone: null, verified: false, available: false }),
  'GET /api/messages': () => jsonResponse(messages),
  'GET /api/account/archive': () => jsonResponse({ archive: null }),
};

afterEach(() => i18n.changeLanguage('es'));

const itemOf = (subject: string) => screen.getByText(subject).closest('li')!;

describe('/account: the sender’s own data', () => {
  it('says what becomes of each waiting message, asks the password, and sends only the ones ticked', async () => {
    let sent: unknown;
    stubFetch({
      ...quiet,
      'POST /api/account/delete': (init) => {
        sent = JSON.parse(String(init.body));
        return jsonResponse({ success: true, message: 'Tu cuenta se ha eliminado.' });
      },
    });
    const { router, queryClient } = renderRoutes(createAppRoutes(), '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta…' }));
    await screen.findByText('Mensajes que aún esperan');

    expect(within(itemOf('Para tus 18')).getByText(/te devolvemos lo que pagaste \(0,90\s€\)/)).toBeTruthy();
    expect(
      within(itemOf('Si me pasa algo')).getByText(/nadie respondería a las comprobaciones/),
    ).toBeTruthy();
    expect(within(itemOf('Si me pasa algo')).queryByRole('checkbox')).toBeNull();
    expect(within(itemOf('Sin pagar')).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Asunto draft')).toBeNull();
    expect(screen.getByText('Se borra tu borrador.')).toBeTruthy();
    expect(screen.getByText(/El mensaje ya entregado dejará de abrirse/)).toBeTruthy();

    const keep = within(itemOf('Para tu boda')).getByRole('checkbox', { name: 'Entregarlo igualmente' });
    fireEvent.click(keep);
    expect(within(itemOf('Para tu boda')).getByText(/Se entregará en su fecha/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    expect(await screen.findByText('Escribe tu contraseña para confirmar.')).toBeTruthy();
    expect(sent).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Tu contraseña, para confirmar'), {
      target: { value: 'secreta' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta para siempre' }));
    await waitFor(() => expect(sent).toEqual({ password: 'secreta', deliverMessageIds: ['dated'] }));
    // A page that says so, not a sign-in form inviting them into an account that is gone.
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu cuenta está cerrada' })).toBeTruthy();
    expect(screen.getByText(/Estamos borrando tus mensajes/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/closed');
    await waitFor(() => expect(queryClient.getQueryData(['user'])).toBeNull());
    expect(router.state.location.pathname).toBe('/account/closed');
  });

  it('sends a visitor who was not closing an account from /account/closed home', async () => {
    stubFetch({ ...quiet, 'GET /api/user': () => jsonResponse({ message: 'No has iniciado sesión.' }, 401) });
    const { router } = renderRoutes(createAppRoutes(), '/account/closed');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('downloads a small archive at once, with the session, and the page stays', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.hasAttribute('download')}`);
    });
    stubFetch({
      ...quiet,
      'GET /api/account/archive': () => jsonResponse({ archive: null }),
      'POST /api/account/archive': () => jsonResponse({ mode: 'direct' }),
    });
    renderRoutes(createAppRoutes(), '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos (ZIP)' }));
    await waitFor(() => expect(clicked).toEqual(['/api/account/export true']));
    expect(screen.getByRole('heading', { name: 'Tus datos' })).toBeTruthy();
  });

  it('says a large archive is being prepared and will be announced by e-mail', async () => {
    const building = {
      status: 'building',
      requestedAt: '2026-11-28T10:00:00.000Z',
      readyAt: null,
      expiresAt: null,
      size: 0,
    };
    let asked = 0;
    stubFetch({
      ...quiet,
      'GET /api/account/archive': () => jsonResponse({ archive: null }),
      'POST /api/account/archive': () => {
        asked += 1;
        return jsonResponse({ mode: 'background', archive: building }, 202);
      },
    });
    renderRoutes(createAppRoutes(), '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar mis datos (ZIP)' }));
    expect(await screen.findByText('Estamos preparando tu archivo')).toBeTruthy();
    expect(screen.getByText(/Te avisaremos por correo cuando esté listo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar mis datos (ZIP)' })).toBeNull();
    expect(asked).toBe(1);
  });

  it('offers a ready archive until it expires, in English, and a new one', async () => {
    await i18n.changeLanguage('en');
    stubFetch({
      ...quiet,
      'GET /api/account/archive': () =>
        jsonResponse({
          archive: {
            status: 'ready',
            requestedAt: '2026-11-28T10:00:00.000Z',
            readyAt: '2026-11-28T10:05:00.000Z',
            expiresAt: '2026-11-29T10:05:00.000Z',
            size: 3 * 1024 * 1024,
          },
        }),
    });
    renderRoutes(createAppRoutes(), '/account');
    expect(await screen.findByText('Your archive is ready')).toBeTruthy();
    expect(screen.getByText(/It takes 3 MB\. You can download it until .*29.*2026/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download the archive (ZIP)' });
    expect(link.getAttribute('href')).toBe('/api/account/archive/download');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('button', { name: 'Prepare a new one' })).toBeTruthy();
  });

  it('says a build that failed did, and lets the sender ask again; a refusal shows the server’s words', async () => {
    stubFetch({
      ...quiet,
      'GET /api/account/archive': () =>
        jsonResponse({
          archive: {
            status: 'failed',
            requestedAt: '2026-11-28T10:00:00.000Z',
            readyAt: null,
            expiresAt: null,
            size: 0,
          },
        }),
      'POST /api/account/archive': () =>
        jsonResponse({ message: 'Demasiados intentos. Espera unos 15 minutos.' }, 429),
    });
    renderRoutes(createAppRoutes(), '/account');
    expect(await screen.findByText('No pudimos preparar tu archivo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar mis datos (ZIP)' }));
    expect(await screen.findByText('Demasiados intentos. Espera unos 15 minutos.')).toBeTruthy();
    expect(screen.getByText('No se pudo pedir tu archivo')).toBeTruthy();
  });

  it('shows a wrong password on its field, in English, and keeps the account page', async () => {
    await i18n.changeLanguage('en');
    stubFetch({
      ...quiet,
      'POST /api/account/delete': () =>
        jsonResponse({ message: 'That password is not right.', field: 'password' }, 400),
    });
    renderRoutes(createAppRoutes(), '/account');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    fireEvent.change(await screen.findByLabelText('Your password, to confirm'), {
      target: { value: 'nope' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    const error = await screen.findByText('That password is not right.');
    expect(screen.getByLabelText('Your password, to confirm').getAttribute('aria-describedby')).toBe(
      error.id,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your account');
  });

  it('says why no code can be sent while the address is not confirmed, and offers no number field', async () => {
    stubFetch({
      ...quiet,
      'GET /api/user': () => jsonResponse({ ...user, isEmailVerified: false }),
      'GET /api/account/phone': () => jsonResponse({ phone: null, verified: false, available: true }),
    });
    renderRoutes(createAppRoutes(), '/account');
    expect(
      await screen.findByText(/solo enviamos códigos por SMS a cuentas con el correo confirmado/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar y enviar código' })).toBeNull();
  });
});
