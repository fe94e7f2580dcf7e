import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { RecipientChoicesRoute } from './recipient-choices';

const renderPage = (path: string) =>
  renderRoutes([{ path: '/recipient/choices', element: <RecipientChoicesRoute /> }], path);

afterEach(() => i18n.changeLanguage('es'));

const accepted = {
  senderName: 'Ana García',
  isAnonymous: false,
  refusesSender: false,
  refusesAnonymous: false,
};

describe('/recipient/choices', () => {
  it('reads without changing anything, then refuses the sender with one POST and can accept them again', async () => {
    let saved = accepted;
    const fetch = stubFetch({
      'POST /api/recipient-choices/read': () => jsonResponse(saved),
      'POST /api/recipient-choices': (init) => {
        saved = {
          ...saved,
          ...(JSON.parse(String(init.body)).refuseSender === true
            ? { refusesSender: true }
            : { refusesSender: false }),
        };
        return jsonResponse(saved);
      },
    });
    renderPage('/recipient/choices#token=m1.abc');
    expect(await screen.findByText(/te llegó con un mensaje de Ana García/)).toBeTruthy();
    const fromSender = screen.getByRole('region', { name: 'Mensajes de Ana García' });
    expect(within(fromSender).getByText('Los aceptas')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/recipient-choices/read']);

    fireEvent.click(within(fromSender).getByRole('button', { name: 'No quiero más mensajes de Ana García' }));
    expect(await within(fromSender).findByText('Rechazados')).toBeTruthy();
    const posted = fetch.mock.calls.filter(([url]) => String(url) === '/api/recipient-choices');
    expect(JSON.parse(String(posted[0]![1]?.body))).toEqual({ token: 'm1.abc', refuseSender: true });
    expect(
      within(screen.getByRole('region', { name: 'Mensajes anónimos, de cualquiera' })).getByText(
        'Los aceptas',
      ),
    ).toBeTruthy();

    fireEvent.click(within(fromSender).getByRole('button', { name: 'Volver a aceptarlos' }));
    expect(await within(fromSender).findByText('Los aceptas')).toBeTruthy();
  });

  it('names no one for an anonymous message, in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({
      'POST /api/recipient-choices/read': () =>
        jsonResponse({ ...accepted, senderName: '', isAnonymous: true, refusesAnonymous: true }),
    });
    renderPage('/recipient/choices#token=m2.abc');
    expect(await screen.findByText(/came to you with an anonymous message/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'No more messages from whoever sent this message' }),
    ).toBeTruthy();
    const anonymous = screen.getByRole('region', { name: 'Anonymous messages, from anyone' });
    expect(within(anonymous).getByText('Refused')).toBeTruthy();
  });

  it('says a stale link does not work, with the server’s words', async () => {
    stubFetch({
      'POST /api/recipient-choices/read': () =>
        jsonResponse({ message: 'Este enlace no es válido o su mensaje ya no existe.' }, 404),
    });
    renderPage('/recipient/choices#token=gone');
    expect(await screen.findByRole('heading', { name: 'Este enlace no sirve' })).toBeTruthy();
    expect(screen.getByText('Este enlace no es válido o su mensaje ya no existe.')).toBeTruthy();
  });
});
