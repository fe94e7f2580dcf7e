import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { ConfirmBackupEmailRoute } from './confirm-backup-email';

const renderPage = (path: string) =>
  renderRoutes([{ path: '/account/backup-email', element: <ConfirmBackupEmailRoute /> }], path);

afterEach(() => i18n.changeLanguage('es'));

describe('/account/backup-email', () => {
  it('does nothing on load, confirms once on click', async () => {
    const fetch = stubFetch({
      'POST /api/account/backup-email/verify': () => jsonResponse({ success: true, message: 'ok' }),
    });
    const { router } = renderPage('/account/backup-email#token=abc123');
    const button = await screen.findByRole('button', { name: 'Confirmar esta dirección' });
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Dirección confirmada' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Ir a tu cuenta' }).getAttribute('href')).toBe('/account');
    expect(router.state.location.pathname).toBe('/account/backup-email');
  });

  it('says a refused link does not work, in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({
      'POST /api/account/backup-email/verify': () =>
        jsonResponse({ message: 'This link has been used.' }, 400),
    });
    renderPage('/account/backup-email#token=old');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm this address' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });

  it('keeps the button for another try when the server is unavailable', async () => {
    stubFetch({
      'POST /api/account/backup-email/verify': () => jsonResponse({ message: 'No disponible ahora' }, 503),
    });
    renderPage('/account/backup-email#token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar esta dirección' }));
    expect(await screen.findByText('No disponible ahora')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmar esta dirección' })).toBeTruthy();
  });

  it('without a token says the link does not work', async () => {
    stubFetch({});
    renderPage('/account/backup-email');
    expect(await screen.findByRole('heading', { name: 'Este enlace no sirve' })).toBeTruthy();
  });
});
