import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import type { ContactRequest } from '../api/contact';
import { ContactPage } from './contact-page';

vi.setConfig({ testTimeout: 15_000 });

const TOKEN = 'ctk_1a2b3c4d5e6f';
const RESPOND_BY = '2026-12-15T09:00:00.000Z';
const PAGE = '/api/proof-of-life/contact';
const VETO = '/api/proof-of-life/contact/veto';
const RELEASE = '/api/proof-of-life/contact/release';

const waiting: ContactRequest = { state: 'waiting', respondBy: RESPOND_BY };
const ended = (state: ContactRequest['state']): ContactRequest => ({ state, respondBy: null });

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const callsTo = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url) === path);

/** Opens the page the way the contact's e-mail does: the browser's address and the router's agree. */
function openPage(address = `/proof-of-life/contact#token=${TOKEN}`) {
  window.history.replaceState(null, '', address);
  return renderRoutes(
    [
      { path: '/proof-of-life/contact', element: <ContactPage /> },
      { path: '/', element: <p>Inicio</p> },
    ],
    address,
  );
}

const heading = () => screen.findByRole('heading', { level: 1 });
const VETO_BUTTON = 'Está bien: detener el envío';
const RELEASE_BUTTON = 'Enviar el mensaje ahora';

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('trusted contact page: the link', () => {
  it('reads the token from the fragment, asks once, and takes it out of the address bar', async () => {
    const fetch = stubFetch({ [`POST ${PAGE}`]: () => jsonResponse(waiting) });
    openPage();

    expect(await heading()).toBeTruthy();
    const calls = callsTo(fetch, PAGE);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(bodyOf(calls[0]?.[1])).toEqual({ token: TOKEN });
    expect(window.location.pathname).toBe('/proof-of-life/contact');
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(TOKEN);
  });

  it('says the link is not valid when it has no token, without asking the server', async () => {
    const fetch = stubFetch({});
    openPage('/proof-of-life/contact');
    expect((await heading()).textContent).toBe('Este enlace no es válido o ya no existe');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the link is not valid when the server does not know the token (404)', async () => {
    stubFetch({ [`POST ${PAGE}`]: () => jsonResponse({ message: 'No encontrado' }, 404) });
    openPage();
    expect((await heading()).textContent).toBe('Este enlace no es válido o ya no existe');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: VETO_BUTTON })).toBeNull();
  });

  it('says the answer is no longer needed (409), in the server’s words', async () => {
    stubFetch({
      [`POST ${PAGE}`]: () => jsonResponse({ message: 'Su autor ya ha respondido. Gracias.' }, 409),
    });
    openPage();
    expect((await heading()).textContent).toBe('Ya no hace falta tu respuesta');
    expect(screen.getByText('Su autor ya ha respondido. Gracias.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: VETO_BUTTON })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('shows the server’s words after too many calls (429)', async () => {
    stubFetch({
      [`POST ${PAGE}`]: () => jsonResponse({ message: 'Demasiadas solicitudes. Espera un minuto.' }, 429),
    });
    openPage();
    expect((await heading()).textContent).toBe('Espera un momento');
    expect(screen.getByText('Demasiadas solicitudes. Espera un minuto.')).toBeTruthy();
  });

  it('offers to try again after a network failure, and does', async () => {
    let fail = true;
    const fetch = stubFetch({
      [`POST ${PAGE}`]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse(waiting);
      },
    });
    openPage();
    expect((await heading()).textContent).toBe('No hemos podido abrir este aviso');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Necesitamos tu respuesta' })).toBeTruthy();
    expect(callsTo(fetch, PAGE)).toHaveLength(2);
  });
});

describe('trusted contact page: the request', () => {
  it('waiting: explains without naming anyone, gives the deadline and both answers', async () => {
    stubFetch({ [`POST ${PAGE}`]: () => jsonResponse(waiting) });
    openPage();
    expect((await heading()).textContent).toBe('Necesitamos tu respuesta');
    expect(
      screen.getByText(
        'Te eligieron como persona de confianza para un mensaje que solo se envía si su autor deja de responder. No ha respondido a los últimos avisos.',
      ),
    ).toBeTruthy();
    const deadline = screen.getByText(`Responde antes del ${formatDateTime(RESPOND_BY)}`);
    expect(deadline.getAttribute('dateTime')).toBe(RESPOND_BY);
    expect(screen.getByRole('button', { name: VETO_BUTTON })).toBeTruthy();
    expect(screen.getByRole('button', { name: RELEASE_BUTTON })).toBeTruthy();
  });

  it.each([
    ['vetoed', 'Has detenido el envío'],
    ['released', 'El mensaje va de camino a su destinatario'],
    ['closed', 'Ya no hace falta tu respuesta'],
  ] as const)('%s: says so, with no answer left to give', async (state, title) => {
    stubFetch({ [`POST ${PAGE}`]: () => jsonResponse(ended(state)) });
    openPage();
    expect((await heading()).textContent).toBe(title);
    expect(screen.queryByRole('button', { name: VETO_BUTTON })).toBeNull();
    expect(screen.queryByRole('button', { name: RELEASE_BUTTON })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({ [`POST ${PAGE}`]: () => jsonResponse(waiting) });
    openPage();
    expect((await heading()).textContent).toBe('We need your answer');
    expect(screen.getByText(`Please answer by ${formatDateTime(RESPOND_BY)}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'They are fine: stop the sending' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the message now' })).toBeTruthy();
  });
});

describe('trusted contact page: the answers', () => {
  it('stops the sending with the token, and says so', async () => {
    const fetch = stubFetch({
      [`POST ${PAGE}`]: () => jsonResponse(waiting),
      [`POST ${VETO}`]: () => jsonResponse(ended('vetoed')),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: VETO_BUTTON }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Has detenido el envío' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    const calls = callsTo(fetch, VETO);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]?.[1])).toEqual({ token: TOKEN });
    expect(callsTo(fetch, RELEASE)).toHaveLength(0);
  });

  it('asks before sending the message now, and sends it only when confirmed', async () => {
    const fetch = stubFetch({
      [`POST ${PAGE}`]: () => jsonResponse(waiting),
      [`POST ${RELEASE}`]: () => jsonResponse(ended('released')),
    });
    openPage();
    const trigger = await screen.findByRole('button', { name: RELEASE_BUTTON });
    fireEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog', { name: '¿Enviar el mensaje ahora?' });
    expect(within(dialog).getByText(/no se puede deshacer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Closing the dialog hands the focus back to the button that opened it.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(callsTo(fetch, RELEASE)).toHaveLength(0);

    fireEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, enviarlo ahora' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El mensaje va de camino a su destinatario' }),
    ).toBeTruthy();
    const calls = callsTo(fetch, RELEASE);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]?.[1])).toEqual({ token: TOKEN });
    expect(callsTo(fetch, VETO)).toHaveLength(0);
  });

  it('shows the server’s words when the answer is no longer needed (409), then the request as it now is', async () => {
    let state: ContactRequest = waiting;
    const fetch = stubFetch({
      [`POST ${PAGE}`]: () => jsonResponse(state),
      [`POST ${VETO}`]: () => {
        state = ended('closed');
        return jsonResponse({ message: 'Su autor ya ha respondido.' }, 409);
      },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: VETO_BUTTON }));
    expect(await screen.findByText('Su autor ya ha respondido.')).toBeTruthy();
    expect(screen.getByText('No se pudo guardar tu respuesta')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ya no hace falta tu respuesta' }),
    ).toBeTruthy();
    expect(callsTo(fetch, PAGE)).toHaveLength(2);
  });
});
