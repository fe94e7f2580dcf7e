import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { messageSummary } from '../../../testing/message-summary';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import type { MessageSummary } from '../../../api/get-messages';
import { MessageList } from './message-list';

// Each test walks several screens in jsdom; under a full parallel run that can take seconds.
vi.setConfig({ testTimeout: 15_000 });

let next = 0;
function message(over: Partial<MessageSummary>): MessageSummary {
  next += 1;
  return messageSummary(`m${next}`, {
    recipient: 'Ana',
    recipientEmail: 'ana@example.com',
    subject: `Mensaje ${next}`,
    deliveryDate: '2026-12-24T19:30:00.000Z',
    accessCode: `AAAA-BBBB-CCCC-00${String(next).padStart(2, '0')}`,
    createdAt: `2026-01-${String(next).padStart(2, '0')}T10:00:00.000Z`,
    ...over,
  });
}

const messages = [
  message({ subject: 'Feliz cumpleaños', messageType: 'love' }),
  message({ subject: 'Te echaré de menos', messageType: 'farewell', status: 'delivered', isDelivered: true }),
  message({
    subject: 'Nuestro secreto',
    messageType: 'secret',
    status: 'read',
    isDelivered: true,
    isRead: true,
  }),
  message({
    subject: 'Las llaves',
    messageType: 'instructions',
    deliveryDate: null,
    schedulingType: 'life_proof',
  }),
  message({ subject: 'Una hoja', messageType: 'blank', deliveryDate: null }),
  message({
    subject: 'Mis voluntades',
    messageType: 'testamento_voluntades',
    deliveryDate: null,
    schedulingType: 'specific_date',
  }),
  message({ subject: 'Un día especial', messageType: 'specialMoments', requiresPayment: true }),
  message({ subject: '[SCHEDULING_TYPE:specific_date] Te quiero', messageType: 'love', isSealed: false }),
];

const renderList = () => renderRoutes([{ path: '/', element: <MessageList /> }], '/');
const tab = (name: RegExp) => screen.getByRole('tab', { name });
// Radix tabs switch on mouse down (a click without it does nothing).
const openTab = (name: RegExp) => fireEvent.mouseDown(tab(name));
const card = (subject: string) => screen.getByRole('article', { name: subject });

describe('message list', () => {
  it('groups every type in "all", with a count, and shows each card', async () => {
    stubFetch({ 'GET /api/messages': () => jsonResponse(messages) });
    renderList();
    await screen.findByRole('tab', { name: /Todos/ });
    expect(tab(/Todos/).textContent).toBe('Todos 8');
    expect(tab(/Pendientes/).textContent).toBe('Pendientes 6');

    const groups = within(screen.getByRole('tabpanel'))
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(groups).toEqual([
      'group-love',
      'group-farewell',
      'group-secret',
      'group-instructions',
      'group-blank',
      'group-testamento_voluntades',
      'group-specialMoments',
    ]);
    for (const name of ['Amor 2 mensajes', 'Testamento 1 mensaje', 'Momentos especiales 1 mensaje']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
    const love = screen.getByRole('region', { name: /^Amor/ });
    // Newest first inside a group.
    expect(
      within(love)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(['message-m8-subject', 'message-m1-subject']);

    const birthday = card('Feliz cumpleaños');
    expect(within(birthday).getByText('Para: Ana')).toBeTruthy();
    expect(within(birthday).getByText('Pendiente')).toBeTruthy();
    expect(within(birthday).getByText(/^24\/12\/2026, \d\d:30$/)).toBeTruthy();
    expect(within(birthday).getByText('AAAA-BBBB-CCCC-0001')).toBeTruthy();
    // The sender reads it in a dialog of their own, never through the recipient's page.
    expect(within(birthday).getByRole('button', { name: 'Ver mensaje' })).toBeTruthy();
    expect(within(birthday).queryByRole('link', { name: /Abrir|Ver mensaje/ })).toBeNull();
    expect(within(card('Las llaves')).getByText('Prueba de vida')).toBeTruthy();
    expect(within(card('Una hoja')).getByText('Entrega inmediata')).toBeTruthy();
    expect(within(card('Mis voluntades')).getByText('Entrega inmediata')).toBeTruthy();
    expect(within(card('Un día especial')).getByText('Pendiente de pago')).toBeTruthy();
    expect(within(card('Te quiero')).getByText('Sin terminar')).toBeTruthy();

    // Two to a row on a wide screen; a card alone on its row takes all of it.
    const cellOf = (subject: string) => card(subject).closest('li')!.className;
    expect(cellOf('Las llaves')).toContain('lg:odd:last:col-span-2');
    expect(card('Las llaves').closest('ul')!.className).toContain('lg:grid-cols-2');
  });

  it('filters by tab: pending, delivered and not read, read', async () => {
    stubFetch({ 'GET /api/messages': () => jsonResponse(messages) });
    renderList();
    await screen.findByRole('tab', { name: /Todos/ });
    openTab(/Entregados/);
    const delivered = screen.getByRole('tabpanel');
    expect(
      within(delivered)
        .getAllByRole('article')
        .map((item) => item.textContent),
    ).toHaveLength(1);
    expect(within(delivered).getByText('Te echaré de menos')).toBeTruthy();
    expect(within(delivered).queryByRole('region')).toBeNull();

    openTab(/Leídos/);
    expect(within(screen.getByRole('tabpanel')).getByText('Nuestro secreto')).toBeTruthy();
    openTab(/Pendientes/);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(6);
  });

  it('fits the four tabs on a phone and moves between them with the arrow keys', async () => {
    stubFetch({ 'GET /api/messages': () => jsonResponse(messages) });
    renderList();
    const list = await screen.findByRole('tablist', { name: 'Filtrar mensajes' });
    // Phones get four columns across the width (the count under the name), not a row that runs off the edge.
    expect(list.className).toMatch(/(^| )grid( |$)/);
    expect(list.className).toContain('w-full');
    expect(list.className).toContain('grid-cols-[repeat(4,');
    expect(
      within(list)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(['Todos 8', 'Pendientes 6', 'Entregados 1', 'Leídos 1']);

    act(() => tab(/Todos/).focus());
    fireEvent.keyDown(tab(/Todos/), { key: 'ArrowLeft' });
    // Radix moves the focus on the next tick.
    await waitFor(() => expect(document.activeElement).toBe(tab(/Leídos/)));
    await waitFor(() => expect(tab(/Leídos/).getAttribute('aria-selected')).toBe('true'));
    expect(within(screen.getByRole('tabpanel')).getByText('Nuestro secreto')).toBeTruthy();
    fireEvent.keyDown(tab(/Leídos/), { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(tab(/Todos/)));
  });

  it('has an empty state for each tab, and a call to action when there are no messages', async () => {
    stubFetch({ 'GET /api/messages': () => jsonResponse([message({ subject: 'Solo uno' })]) });
    renderList();
    await screen.findByRole('tab', { name: /Todos/ });
    openTab(/Entregados/);
    expect(screen.getByText('Ningún mensaje entregado está esperando a ser leído.')).toBeTruthy();
    openTab(/Leídos/);
    expect(screen.getByText('Todavía no se ha leído ninguno de tus mensajes.')).toBeTruthy();
  });

  it('invites to write the first message when there is none', async () => {
    stubFetch({ 'GET /api/messages': () => jsonResponse([]) });
    renderList();
    expect(await screen.findByText('Aún no has escrito ningún mensaje')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear mensaje' }).getAttribute('href')).toBe('/create-message');
  });

  it('folds groups and cards away and opens them again', async () => {
    stubFetch({ 'GET /api/messages': () => jsonResponse(messages) });
    renderList();
    const group = await screen.findByRole('button', { name: /^Amor/ });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('article', { name: 'Feliz cumpleaños' })).toBeNull();
    fireEvent.click(group);

    const toggle = screen.getByRole('button', { name: 'Contraer «Feliz cumpleaños»' });
    fireEvent.click(toggle);
    expect(within(card('Feliz cumpleaños')).queryByText('AAAA-BBBB-CCCC-0001')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Desplegar «Feliz cumpleaños»' }));
    expect(within(card('Feliz cumpleaños')).getByText('AAAA-BBBB-CCCC-0001')).toBeTruthy();
  });

  it('copies the access code and shows a tick for two seconds', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubFetch({ 'GET /api/messages': () => jsonResponse([message({ subject: 'Copiable' })]) });
    renderList();
    const copy = await screen.findByRole('button', { name: 'Copiar código' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.click(copy);
      expect(await screen.findByRole('button', { name: 'Código copiado' })).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^AAAA-BBBB-CCCC-00\d\d$/));
      await vi.advanceTimersByTimeAsync(2100);
      expect(await screen.findByRole('button', { name: 'Copiar código' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('deletes a message after confirmation', async () => {
    const doomed = message({ subject: 'Para borrar' });
    const fetchMock = stubFetch({
      'GET /api/messages': () => jsonResponse([doomed, message({ subject: 'Se queda' })]),
      [`DELETE /api/messages/${doomed.id}`]: () => jsonResponse({ success: true }),
    });
    renderList();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Para borrar' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este mensaje?' });
    expect(within(dialog).getByText(/Se borrará «Para borrar» con sus adjuntos/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(within(card('Para borrar')).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Mensaje eliminado')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Para borrar' })).toBeNull());
    expect(card('Se queda')).toBeTruthy();
  });

  it('says so when deleting fails', async () => {
    const doomed = message({ subject: 'No se deja' });
    stubFetch({
      'GET /api/messages': () => jsonResponse([doomed]),
      [`DELETE /api/messages/${doomed.id}`]: () => jsonResponse({}, 500),
    });
    renderList();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'No se deja' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar')).toBeTruthy();
    expect(screen.getByText('No se pudo eliminar el mensaje. Inténtalo de nuevo más tarde.')).toBeTruthy();
  });

  it("shows the recipient's reaction on the card, in the reaction buttons' words", async () => {
    stubFetch({
      'GET /api/messages': () =>
        jsonResponse([
          message({ subject: 'Con amor', recipient: 'Luis', status: 'read', reaction: 'love' }),
          message({ subject: 'Con estrella', recipient: 'Marta', status: 'read', reaction: 'star' }),
          message({ subject: 'Sin reacción', status: 'read' }),
          // A reaction this version does not know is left out rather than guessed.
          message({ subject: 'Rara', status: 'read', reaction: 'wave' as unknown as null }),
        ]),
    });
    renderList();
    const loved = await screen.findByRole('article', { name: 'Con amor' });
    expect(within(loved).getByText('Reacción de Luis: Me encanta')).toBeTruthy();
    expect(within(card('Con estrella')).getByText('Reacción de Marta: Es especial')).toBeTruthy();
    expect(within(card('Sin reacción')).queryByText(/^Reacción de/)).toBeNull();
    expect(within(card('Rara')).queryByText(/^Reacción de/)).toBeNull();
  });

  it('names the reaction in English in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({
      'GET /api/messages': () =>
        jsonResponse([
          message({ subject: 'With love', recipient: 'Luis', status: 'read', reaction: 'love' }),
        ]),
    });
    renderList();
    const loved = await screen.findByRole('article', { name: 'With love' });
    expect(within(loved).getByText("Luis's reaction: Love it")).toBeTruthy();
  });

  it('opens on the card a link names (#message=<id>, from the e-mail saying it did not arrive)', async () => {
    const failed = message({ subject: 'No llegó', messageType: 'farewell', deliveryFailed: true });
    stubFetch({ 'GET /api/messages': () => jsonResponse([...messages, failed]) });
    renderRoutes([{ path: '/', element: <MessageList /> }], `/#message=${failed.id}`);
    await waitFor(() => expect(document.activeElement).toBe(card('No llegó')));
    expect(within(card('No llegó')).getByRole('button', { name: 'Corregir la dirección' })).toBeTruthy();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/messages': () => (++calls === 1 ? jsonResponse({ message: 'Caído' }, 503) : jsonResponse([])),
    });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no has escrito ningún mensaje')).toBeTruthy();
  });

  it('lets a card waiting for payment be paid, and an unfinished one be finished (then paid)', async () => {
    const unpaid = message({ subject: 'Por pagar', requiresPayment: true });
    const unfinished = message({ subject: 'A medias', isSealed: false });
    let sealed = false;
    const fetchMock = stubFetch({
      'GET /api/messages': () =>
        jsonResponse([unpaid, sealed ? { ...unfinished, isSealed: true } : unfinished]),
      [`POST /api/messages/${unfinished.id}/seal`]: () => {
        sealed = true;
        return jsonResponse({
          id: unfinished.id,
          accessCode: unfinished.accessCode,
          requiresPayment: true,
          paymentToken: 'token-from-the-seal',
          paymentTokenExpiresAt: '2026-11-24T10:00:00.000Z',
        });
      },
    });
    const { router } = renderRoutes(
      [
        { path: '/', element: <MessageList /> },
        { path: '/payment/:messageId', element: <p>payment page</p> },
      ],
      '/',
    );
    const pay = within(await screen.findByRole('article', { name: 'Por pagar' })).getByRole('link', {
      name: 'Pagar',
    });
    expect(pay.getAttribute('href')).toBe(`/payment/${unpaid.id}`);
    expect(within(card('A medias')).queryByRole('link', { name: 'Pagar' })).toBeNull();

    fireEvent.click(within(card('A medias')).getByRole('button', { name: 'Terminar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/${unfinished.id}`));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/seal'))).toHaveLength(1);
    // The guest payment calls carry the seal's token, kept for this tab only.
    expect(window.sessionStorage.getItem(`legado.paymentToken.${unfinished.id}`)).toBe('token-from-the-seal');
  });
});
