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
    renderRoutes(createAppRoutes(), '/account');
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
    expect(await screen.findByText('Tu cuenta se ha eliminado.')).toBeTruthy();
  });

  it('offers the archive as a download of the session’s own data', async () => {
    stubFetch(quiet);
    renderRoutes(createAppRoutes(), '/account');
    const link = await screen.findByRole('link', { name: 'Descargar mis datos (ZIP)' });
    expect(link.getAttribute('href')).toBe('/api/account/export');
    expect(link.hasAttribute('download')).toBe(true);
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
});
