import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { ReviewPage } from './review-page';

const PATH = '/api/proof-of-life/review';

function openPage(address = '/proof-of-life/review#token=rev_abc') {
  window.history.replaceState(null, '', address);
  return renderRoutes(
    [
      { path: '/proof-of-life/review', element: <ReviewPage /> },
      { path: '/messages', element: <p>Mensajes</p> },
    ],
    address,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('es');
});

describe('the twice-yearly review page', () => {
  it('asks nothing on load, and confirms with one button', async () => {
    const fetch = stubFetch({ [`POST ${PATH}`]: () => jsonResponse({ confirmed: 2, held: 0 }) });
    openPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      '¿Sigue todo como lo dejaste?',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Todo sigue igual' }));
    expect(
      await screen.findByText(
        'Contamos tu respuesta en 2 mensajes. Dentro de seis meses te volveremos a preguntar.',
      ),
    ).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ token: 'rev_abc' });
    expect(screen.queryByRole('button', { name: 'Todo sigue igual' })).toBeNull();
  });

  it('says which messages the review did not answer, and what to do instead', async () => {
    stubFetch({ [`POST ${PATH}`]: () => jsonResponse({ confirmed: 1, held: 1 }) });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Todo sigue igual' }));
    expect(
      await screen.findByText(
        /Un mensaje ya está en su última oportunidad.*Responde a ese correo, o inicia sesión/,
      ),
    ).toBeTruthy();
  });

  it('says a used or replaced link no longer works, in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({ [`POST ${PATH}`]: () => jsonResponse({ message: 'used' }, 404) });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Everything is the same' }));
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
  });

  it('keeps the button when the server is unavailable', async () => {
    stubFetch({ [`POST ${PATH}`]: () => jsonResponse({ message: 'down' }, 503) });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Todo sigue igual' }));
    expect(
      await screen.findByText('No hemos podido guardar tu respuesta. Inténtalo de nuevo en un momento.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Todo sigue igual' })).toBeTruthy();
  });
});
