import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { InvitationPage } from './invitation-page';

vi.setConfig({ testTimeout: 15_000 });

const TOKEN = 'inv_1a2b3c4d5e6f';
const PAGE = '/api/trusted-contact/invitation';

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** Opens the page the way the invitation e-mail does: the browser's address and the router's agree. */
function openPage(address = `/trusted-contact#token=${TOKEN}`) {
  window.history.replaceState(null, '', address);
  return renderRoutes(
    [
      { path: '/trusted-contact', element: <InvitationPage /> },
      { path: '/', element: <p>Inicio</p> },
    ],
    address,
  );
}

const heading = () => screen.findByRole('heading', { level: 1 });

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('es');
});

describe('the trusted contact’s invitation page', () => {
  it('opens without changing anything, takes the token out of the address bar, and accepts', async () => {
    const fetch = stubFetch({
      [`POST ${PAGE}`]: () => jsonResponse({ state: 'invited', open: true }),
      [`POST ${PAGE}/accept`]: () => jsonResponse({ state: 'accepted', open: true }),
    });
    openPage();
    expect((await heading()).textContent).toBe('Te han elegido como persona de confianza');
    expect(screen.getByText('No verás el mensaje: solo su destinatario podrá leerlo.')).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([PAGE]);
    expect(bodyOf(fetch.mock.calls[0]![1])).toEqual({ token: TOKEN });

    fireEvent.click(screen.getByRole('button', { name: 'Aceptar el papel' }));
    expect((await screen.findByRole('heading', { name: 'Has aceptado el papel' })).tagName).toBe('H1');
    expect(bodyOf(fetch.mock.calls[1]![1])).toEqual({ token: TOKEN });
    // Having accepted, the contact may still step back.
    expect(screen.getByRole('button', { name: 'He cambiado de opinión: rechazar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar el papel' })).toBeNull();
  });

  it('declines, in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({
      [`POST ${PAGE}`]: () => jsonResponse({ state: 'invited', open: true }),
      [`POST ${PAGE}/decline`]: () => jsonResponse({ state: 'declined', open: true }),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'I cannot take it on' }));
    expect(await screen.findByRole('heading', { name: 'You have declined the role' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I changed my mind: accept' })).toBeTruthy();
  });

  it('says an invitation whose message has gone or been withdrawn is closed, with nothing to press', async () => {
    stubFetch({ [`POST ${PAGE}`]: () => jsonResponse({ state: 'accepted', open: false }) });
    openPage();
    expect((await heading()).textContent).toBe('Esta invitación ya está cerrada');
    expect(screen.queryByRole('button', { name: /rechazar|Aceptar/ })).toBeNull();
  });

  it('says an unknown link is not valid', async () => {
    stubFetch({ [`POST ${PAGE}`]: () => jsonResponse({ message: 'no' }, 404) });
    openPage();
    expect((await heading()).textContent).toBe('Este enlace no es válido o ya no existe');
  });

  it('asks nothing without a token', async () => {
    const fetch = stubFetch({});
    openPage('/trusted-contact');
    expect((await heading()).textContent).toBe('Este enlace no es válido o ya no existe');
    expect(fetch).not.toHaveBeenCalled();
  });
});
