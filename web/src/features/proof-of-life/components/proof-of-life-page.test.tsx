import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import type { CheckIn } from '../api/types';
import { ProofOfLifePage } from './proof-of-life-page';

vi.setConfig({ testTimeout: 15_000 });

const TOKEN = 'tok_9f8e7d6c5b4a';
const NEXT = '2026-12-05T09:00:00.000Z';
const AFTER = '2027-01-05T09:00:00.000Z';

const checkIn = (over: Partial<CheckIn> = {}): CheckIn => ({
  messageId: 'm1',
  state: 'check_in_sent',
  missedCheckIns: 0,
  nextCheckInAt: NEXT,
  deliversAt: null,
  canManage: true,
  isTest: false,
  ...over,
});

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const callsTo = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url) === path);

/** Opens the page the way the e-mail's link does: the browser's address and the router's agree. */
function openPage(address = `/proof-of-life#token=${TOKEN}`) {
  window.history.replaceState(null, '', address);
  return renderRoutes(
    [
      { path: '/proof-of-life', element: <ProofOfLifePage /> },
      { path: '/', element: <p>Inicio</p> },
      { path: '/auth', element: <p>Acceso</p> },
    ],
    address,
  );
}

const heading = () => screen.findByRole('heading', { level: 1 });

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('proof-of-life page: the link', () => {
  it('reads the token from the fragment, asks once, and takes it out of the address bar', async () => {
    const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) => vi.spyOn(console, name));
    const fetch = stubFetch({ 'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn()) });
    openPage();

    expect(await heading()).toBeTruthy();
    const calls = callsTo(fetch, '/api/proof-of-life/check-in');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.method).toBe('POST');
    expect(bodyOf(calls[0]?.[1])).toEqual({ token: TOKEN });
    expect(window.location.pathname).toBe('/proof-of-life');
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(TOKEN);
    // Never written to the console either.
    for (const log of logs) {
      expect(log.mock.calls.flat().map(String).join(' ')).not.toContain(TOKEN);
      log.mockRestore();
    }
  });

  it('accepts ?token= too, and keeps the rest of the address', async () => {
    const fetch = stubFetch({ 'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn()) });
    openPage(`/proof-of-life?utm_source=mail&token=${TOKEN}`);

    expect(await heading()).toBeTruthy();
    expect(bodyOf(callsTo(fetch, '/api/proof-of-life/check-in')[0]?.[1])).toEqual({ token: TOKEN });
    expect(window.location.search).toBe('?utm_source=mail');
    expect(window.location.href).not.toContain(TOKEN);
  });

  it('says the link is not valid when it has no token, without asking the server', async () => {
    const fetch = stubFetch({});
    openPage('/proof-of-life');
    expect((await heading()).textContent).toBe('Este enlace no es válido o ya no existe');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says why a reloaded page has no link (it left the address bar), and once answered that the answer is kept', async () => {
    stubFetch({
      'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn()),
      'POST /api/proof-of-life/confirm': () =>
        jsonResponse(checkIn({ state: 'active', nextCheckInAt: AFTER })),
    });
    const first = openPage();
    await screen.findByRole('button', { name: 'Sigo aquí' });
    // A reload: the same history entry, its address without the token.
    first.unmount();
    const reloaded = renderRoutes(
      [{ path: '/proof-of-life', element: <ProofOfLifePage /> }],
      '/proof-of-life',
    );
    expect((await heading()).textContent).toBe('Vuelve a abrir el enlace del correo');
    reloaded.unmount();

    const answering = openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sigo aquí' }));
    await screen.findByText(/Gracias. Hemos registrado tu respuesta/);
    answering.unmount();
    renderRoutes([{ path: '/proof-of-life', element: <ProofOfLifePage /> }], '/proof-of-life');
    expect((await heading()).textContent).toBe('Ya has respondido a esta prueba de vida');
  });

  it('says the link is not valid when the server does not know the token (404)', async () => {
    stubFetch({
      'POST /api/proof-of-life/check-in': () => jsonResponse({ message: 'No encontrado' }, 404),
    });
    openPage();
    expect((await heading()).textContent).toBe('Este enlace no es válido o ya no existe');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Sigo aquí' })).toBeNull();
  });

  it('says in words that a link from before the last answer has ended (410), and offers to sign in', async () => {
    stubFetch({
      'POST /api/proof-of-life/check-in': () =>
        jsonResponse({ message: 'Este enlace ya no sirve: esta prueba de vida ya se respondió.' }, 410),
    });
    openPage();
    expect((await heading()).textContent).toBe('Este enlace ya no sirve');
    expect(screen.getByText(/Para gestionar tu mensaje, inicia sesión en tu cuenta\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/auth?tab=login&next=%2F',
    );
    expect(screen.queryByRole('button', { name: 'Sigo aquí' })).toBeNull();
  });

  it('shows the server’s words after too many calls (429)', async () => {
    stubFetch({
      'POST /api/proof-of-life/check-in': () =>
        jsonResponse({ message: 'Demasiadas solicitudes. Espera un minuto.' }, 429),
    });
    openPage();
    expect((await heading()).textContent).toBe('Espera un momento');
    expect(screen.getByText('Demasiadas solicitudes. Espera un minuto.')).toBeTruthy();
  });

  it('offers to try again after any other failure, and does', async () => {
    let answer = jsonResponse({ message: 'Servicio no disponible' }, 503);
    const fetch = stubFetch({ 'POST /api/proof-of-life/check-in': () => answer });
    openPage();
    expect((await heading()).textContent).toBe('No hemos podido comprobar tu prueba de vida');

    answer = jsonResponse(checkIn({ state: 'active' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Todo en orden/ })).toBeTruthy();
    expect(callsTo(fetch, '/api/proof-of-life/check-in')).toHaveLength(2);
  });
});

describe('proof-of-life page: the switch’s state', () => {
  it.each([
    [
      'active',
      checkIn({ state: 'active' }),
      `Todo en orden: tu próxima prueba de vida llegará el ${formatDate(NEXT)}`,
      ['No tienes que hacer nada hasta entonces.'],
    ],
    [
      'check_in_sent',
      checkIn(),
      'Tu prueba de vida espera tu respuesta',
      [
        'Hasta ahora has respondido a todas tus pruebas de vida.',
        `Responde antes del ${formatDateTime(NEXT)}`,
      ],
    ],
    [
      'missed_1',
      checkIn({ state: 'missed_1', missedCheckIns: 1 }),
      'Tu prueba de vida espera tu respuesta',
      ['Llevas 1 de 3 pruebas sin responder', `Responde antes del ${formatDateTime(NEXT)}`],
    ],
    [
      'missed_2',
      checkIn({ state: 'missed_2', missedCheckIns: 2 }),
      'Tu prueba de vida espera tu respuesta',
      ['Llevas 2 de 3 pruebas sin responder', `Responde antes del ${formatDateTime(NEXT)}`],
    ],
    [
      'paused',
      checkIn({ state: 'paused' }),
      `Prueba de vida en pausa hasta el ${formatDate(NEXT)}`,
      ['Hasta ese día no te enviaremos pruebas de vida'],
    ],
    [
      'last_chance',
      checkIn({ state: 'last_chance', missedCheckIns: 3 }),
      'Esta es tu última oportunidad',
      ['Llevas 3 de 3 pruebas sin responder', `Responde antes del ${formatDateTime(NEXT)}`],
    ],
    [
      'awaiting_contact',
      checkIn({ state: 'awaiting_contact', missedCheckIns: 3 }),
      'Estamos preguntando a tu persona de confianza',
      ['Si sigues aquí, pulsa «Sigo aquí»', `Responde antes del ${formatDateTime(NEXT)}`],
    ],
  ])('%s: says so, and offers the three actions', async (_, answer, title, texts) => {
    stubFetch({ 'POST /api/proof-of-life/check-in': () => jsonResponse(answer) });
    openPage();
    expect((await heading()).textContent).toBe(title);
    for (const text of texts) expect(screen.getByText(text, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sigo aquí' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar el mensaje ahora' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar el mensaje' })).toBeTruthy();
  });

  it.each([
    ['missed_1', 1, true],
    ['last_chance', 3, false],
    ['awaiting_contact', 3, false],
  ] as const)(
    '%s: tells the three-misses rule only while it still lies ahead',
    async (state, missed, shown) => {
      stubFetch({
        'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn({ state, missedCheckIns: missed })),
      });
      openPage();
      await heading();
      const rule = screen.queryByText('Si quedan 3 seguidas sin respuesta', { exact: false });
      expect(rule !== null).toBe(shown);
    },
  );

  it('says a test check-in is a test, before and after it is answered', async () => {
    stubFetch({
      'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn({ isTest: true })),
      'POST /api/proof-of-life/confirm': () =>
        jsonResponse(checkIn({ state: 'active', nextCheckInAt: AFTER, isTest: true })),
    });
    openPage();
    expect(await screen.findByText('Es una prueba.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sigo aquí' }));
    await screen.findByText(/Gracias. Hemos registrado tu respuesta/);
    expect(screen.getByText('Es una prueba.')).toBeTruthy();
  });

  it('promises a dated message its date instead of counting misses toward a release', async () => {
    stubFetch({
      'POST /api/proof-of-life/check-in': () =>
        jsonResponse(
          checkIn({ state: 'missed_2', missedCheckIns: 2, deliversAt: '2027-08-01T08:00:00.000Z' }),
        ),
    });
    openPage();
    await heading();
    expect(
      screen.getByText(
        `Este mensaje se entregará el ${formatDate('2027-08-01T08:00:00.000Z')}, respondas o no a estas pruebas de vida, y nunca antes.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Llevas 2 de 3 pruebas sin responder', { exact: false })).toBeNull();
  });

  it.each([
    ['releasing', 'Tu mensaje ya va de camino a su destinatario'],
    ['delivered', 'El mensaje ya se ha enviado a su destinatario'],
    ['cancelled', 'Cancelaste este mensaje'],
  ] as const)('%s: says so, with no action left but going home', async (state, title) => {
    stubFetch({
      'POST /api/proof-of-life/check-in': () =>
        jsonResponse(checkIn({ state, nextCheckInAt: null, missedCheckIns: 0 })),
    });
    openPage();
    expect((await heading()).textContent).toBe(title);
    expect(screen.queryByRole('button', { name: 'Sigo aquí' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar el mensaje ahora' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar el mensaje' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({
      'POST /api/proof-of-life/check-in': () =>
        jsonResponse(checkIn({ state: 'missed_1', missedCheckIns: 1 })),
    });
    openPage();
    expect((await heading()).textContent).toBe('Your check-in is waiting for your answer');
    expect(screen.getByText("You've left 1 of 3 check-ins unanswered")).toBeTruthy();
    expect(screen.getByRole('button', { name: "I'm still here" })).toBeTruthy();
  });
});

describe('proof-of-life page: the actions', () => {
  it('confirms with the token and thanks, with the next check-in’s date from the answer', async () => {
    const fetch = stubFetch({
      'POST /api/proof-of-life/check-in': () =>
        jsonResponse(checkIn({ state: 'missed_1', missedCheckIns: 1 })),
      'POST /api/proof-of-life/confirm': () =>
        jsonResponse(checkIn({ state: 'active', missedCheckIns: 0, nextCheckInAt: AFTER })),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sigo aquí' }));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Gracias. Hemos registrado tu respuesta; la próxima prueba de vida llegará el ${formatDate(AFTER)}`,
      }),
    ).toBeTruthy();
    const calls = callsTo(fetch, '/api/proof-of-life/confirm');
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]?.[1])).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: 'Sigo aquí' })).toBeNull();
  });

  it('asks before sending the message now, and sends it only when confirmed', async () => {
    const fetch = stubFetch({
      'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn()),
      'POST /api/proof-of-life/send-now': () =>
        jsonResponse(checkIn({ state: 'releasing', nextCheckInAt: null })),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar el mensaje ahora' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Enviar el mensaje ahora?' });
    expect(within(dialog).getByText(/ahora mismo.*no se puede deshacer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetch, '/api/proof-of-life/send-now')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar el mensaje ahora' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, enviarlo ahora' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu mensaje ya va de camino a su destinatario' }),
    ).toBeTruthy();
    const calls = callsTo(fetch, '/api/proof-of-life/send-now');
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]?.[1])).toEqual({ token: TOKEN });
  });

  it('asks before cancelling, saying what happens to the payment, and cancels only when confirmed', async () => {
    const fetch = stubFetch({
      'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn({ state: 'active' })),
      'POST /api/proof-of-life/cancel': () =>
        jsonResponse(checkIn({ state: 'cancelled', nextCheckInAt: null })),
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar el mensaje' }));
    let dialog = await screen.findByRole('alertdialog', { name: '¿Cancelar este mensaje?' });
    expect(
      within(dialog).getByText(/entrega gratuita, la recuperarás; si lo pagaste, te devolveremos/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetch, '/api/proof-of-life/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar el mensaje' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, cancelar el mensaje' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancelaste este mensaje' })).toBeTruthy();
    expect(bodyOf(callsTo(fetch, '/api/proof-of-life/cancel')[0]?.[1])).toEqual({ token: TOKEN });
  });

  it('offers no send-now or cancel to someone not signed in as the sender, but says how to', async () => {
    stubFetch({ 'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn({ canManage: false })) });
    openPage();
    expect(await screen.findByRole('button', { name: 'Sigo aquí' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar el mensaje ahora' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar el mensaje' })).toBeNull();
    expect(
      screen.getByText(
        'Para enviarlo ahora o cancelarlo, inicia sesión con tu cuenta y vuelve a abrir el enlace del correo.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe('/auth?tab=login');
  });

  it.each([
    [401, 'Inicia sesión para continuar.'],
    [403, 'Solo quien escribió el mensaje puede hacer esto.'],
  ])('shows the server’s words on %i and asks for the switch again', async (status, words) => {
    let manage = true;
    const fetch = stubFetch({
      'POST /api/proof-of-life/check-in': () => jsonResponse(checkIn({ canManage: manage })),
      'POST /api/proof-of-life/cancel': () => {
        manage = false;
        return jsonResponse({ message: words }, status);
      },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar el mensaje' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, cancelar el mensaje' }),
    );
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.getByText('No se pudo cancelar el mensaje')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(callsTo(fetch, '/api/proof-of-life/check-in')).toHaveLength(2);
  });

  it('turns into the ended-link page when an answer came from elsewhere first (410)', async () => {
    let ended = false;
    const words = 'Este enlace ya no sirve: esta prueba de vida ya se respondió.';
    const fetch = stubFetch({
      'POST /api/proof-of-life/check-in': () =>
        ended ? jsonResponse({ message: words }, 410) : jsonResponse(checkIn()),
      'POST /api/proof-of-life/confirm': () => {
        ended = true;
        return jsonResponse({ message: words }, 410);
      },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sigo aquí' }));
    expect(await screen.findByText(words)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no sirve' })).toBeTruthy();
    expect(callsTo(fetch, '/api/proof-of-life/check-in')).toHaveLength(2);
  });

  it('shows the server’s words when the switch has already ended (409) and shows it as it now is', async () => {
    let state: CheckIn['state'] = 'missed_2';
    const fetch = stubFetch({
      'POST /api/proof-of-life/check-in': () =>
        jsonResponse(checkIn({ state, missedCheckIns: state === 'missed_2' ? 2 : 0 })),
      'POST /api/proof-of-life/confirm': () => {
        state = 'releasing';
        return jsonResponse({ message: 'Este mensaje ya se está enviando.', state }, 409);
      },
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sigo aquí' }));
    expect(await screen.findByText('Este mensaje ya se está enviando.')).toBeTruthy();
    expect(screen.getByText('No se pudo registrar tu respuesta')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tu mensaje ya va de camino a su destinatario' }),
    ).toBeTruthy();
    expect(callsTo(fetch, '/api/proof-of-life/check-in')).toHaveLength(2);
  });
});
