import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import type { PostalLetter } from '../api/postal-letters';
import { AdminPanel } from './admin-panel';
import { PostalLettersTab } from './postal-letters-tab';

vi.setConfig({ testTimeout: 15_000 });

const renderTab = () => renderRoutes([{ path: '/admin', element: <PostalLettersTab /> }], '/admin');
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const row = (reference: string) => screen.getByRole('listitem', { name: `Carta ${reference}` });
const buttonsOf = (item: HTMLElement) =>
  [...within(item).queryAllByRole('button'), ...within(item).queryAllByRole('link')].map(
    (control) => control.textContent,
  );

const ids = {
  queued: '11111111-1111-4111-8111-111111111111',
  printed: '22222222-2222-4222-8222-222222222222',
  posted: '33333333-3333-4333-8333-333333333333',
  returned: '44444444-4444-4444-8444-444444444444',
  cancelled: '55555555-5555-4555-8555-555555555555',
};

function letter(over: Partial<PostalLetter>): PostalLetter {
  return {
    id: ids.queued,
    reference: '3F9A0C21',
    messageId: 'm1',
    status: 'queued',
    queuedAt: '2026-11-24T10:00:00.000Z',
    printedAt: null,
    postedAt: null,
    returnedAt: null,
    ...over,
  };
}

/** One letter in each status, oldest first. */
const queue = (): PostalLetter[] => [
  letter({}),
  letter({
    id: ids.printed,
    reference: '7B20D4E5',
    status: 'printed',
    printedAt: '2026-11-24T11:00:00.000Z',
  }),
  letter({
    id: ids.posted,
    reference: 'A1C3E5F7',
    status: 'posted',
    printedAt: '2026-11-24T11:00:00.000Z',
    postedAt: '2026-11-24T12:00:00.000Z',
  }),
  letter({
    id: ids.returned,
    reference: 'B2D4F6A8',
    status: 'returned',
    printedAt: '2026-11-24T11:00:00.000Z',
    postedAt: '2026-11-24T12:00:00.000Z',
    returnedAt: '2026-11-30T09:00:00.000Z',
  }),
  letter({ id: ids.cancelled, reference: 'C9E8D7B6', status: 'cancelled' }),
];

/** A server that keeps its letters: a step answers the changed letter and later lists show it. */
function stubQueue(letters: PostalLetter[], step?: (init: RequestInit) => Response) {
  const store = new Map(letters.map((l) => [l.id, l]));
  const handlers: Record<string, (init: RequestInit) => Response> = {
    'GET /api/admin/postal-letters': () => jsonResponse({ letters: [...store.values()] }),
  };
  for (const id of Object.values(ids)) {
    handlers[`POST /api/admin/postal-letters/${id}/status`] =
      step ??
      ((init) => {
        const status = bodyOf(init).status as PostalLetter['status'];
        const changed = { ...store.get(id)!, status, [`${status}At`]: '2026-11-25T08:00:00.000Z' };
        store.set(id, changed);
        return jsonResponse(changed);
      });
  }
  return stubFetch(handlers);
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('postal letters tab', () => {
  it('lists the queue with the actions each status allows', async () => {
    stubQueue(queue());
    renderTab();
    const list = await screen.findByRole('list', { name: 'Cartas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    const queued = row('3F9A0C21');
    expect(within(queued).getByText('En cola')).toBeTruthy();
    expect(within(queued).getByText('3F9A0C21').className).toContain('font-mono');
    expect(within(queued).getByText(/^24\/11\/2026, \d\d:00$/)).toBeTruthy();
    expect(buttonsOf(queued)).toEqual(['Marcar como impresa', 'Descargar carta (PDF)']);
    const download = within(queued).getByRole('link', { name: 'Descargar carta (PDF)' });
    expect(download.getAttribute('href')).toBe(`/api/admin/postal-letters/${ids.queued}/letter.pdf`);
    expect(download.hasAttribute('download')).toBe(true);

    const printed = row('7B20D4E5');
    expect(within(printed).getByText('Impresa', { selector: 'span' })).toBeTruthy();
    expect(buttonsOf(printed)).toEqual(['Marcar como enviada', 'Descargar carta (PDF)']);
    expect(within(printed).getByRole('link').getAttribute('href')).toBe(
      `/api/admin/postal-letters/${ids.printed}/letter.pdf`,
    );

    const posted = row('A1C3E5F7');
    expect(buttonsOf(posted)).toEqual(['Marcar como devuelta']);

    expect(buttonsOf(row('B2D4F6A8'))).toEqual([]);
    expect(within(row('B2D4F6A8')).getByText('30/11/2026', { exact: false })).toBeTruthy();

    const cancelled = row('C9E8D7B6');
    expect(buttonsOf(cancelled)).toEqual([]);
    expect(within(cancelled).getByText('Cancelada').className).toContain('bg-destructive');
    expect(
      within(cancelled).getByText('Su mensaje se eliminó antes de salir: no envíes esta carta.'),
    ).toBeTruthy();
  });

  it('marks a letter printed and shows it printed', async () => {
    const fetchMock = stubQueue([letter({})]);
    renderTab();
    await screen.findByRole('list', { name: 'Cartas' });
    fireEvent.click(within(row('3F9A0C21')).getByRole('button', { name: 'Marcar como impresa' }));

    expect(await screen.findByText('Carta marcada como impresa')).toBeTruthy();
    const [post] = posts(fetchMock);
    expect(String(post![0])).toBe(`/api/admin/postal-letters/${ids.queued}/status`);
    expect(bodyOf(post![1]!)).toEqual({ status: 'printed' });
    await waitFor(() =>
      expect(within(row('3F9A0C21')).getByText('Impresa', { selector: 'span' })).toBeTruthy(),
    );
    expect(buttonsOf(row('3F9A0C21'))).toEqual(['Marcar como enviada', 'Descargar carta (PDF)']);
  });

  it('asks before posting, and only then posts', async () => {
    const fetchMock = stubQueue([letter({ status: 'printed', printedAt: '2026-11-24T11:00:00.000Z' })]);
    renderTab();
    await screen.findByRole('list', { name: 'Cartas' });

    fireEvent.click(within(row('3F9A0C21')).getByRole('button', { name: 'Marcar como enviada' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Marcar la carta 3F9A0C21 como enviada?')).toBeTruthy();
    expect(within(dialog).getByText(/No se puede deshacer/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(fetchMock)).toHaveLength(0);

    fireEvent.click(within(row('3F9A0C21')).getByRole('button', { name: 'Marcar como enviada' }));
    dialog = await screen.findByRole('alertdialog');
    expect(posts(fetchMock)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, ya está enviada' }));

    expect(await screen.findByText('Carta enviada: el mensaje ya está entregado')).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(1);
    expect(bodyOf(posts(fetchMock)[0]![1]!)).toEqual({ status: 'posted' });
    await waitFor(() => expect(buttonsOf(row('3F9A0C21'))).toEqual(['Marcar como devuelta']));
    expect(within(row('3F9A0C21')).getByText('Enviada', { selector: 'span' })).toBeTruthy();
  });

  it('shows the server’s words when it refuses a step', async () => {
    stubQueue([letter({})], () =>
      jsonResponse({ message: 'Otra persona ya ha movido esta carta; recarga la cola.' }, 409),
    );
    renderTab();
    await screen.findByRole('list', { name: 'Cartas' });
    fireEvent.click(within(row('3F9A0C21')).getByRole('button', { name: 'Marcar como impresa' }));
    expect(await screen.findByText('No se pudo actualizar la carta')).toBeTruthy();
    expect(screen.getByText('Otra persona ya ha movido esta carta; recarga la cola.')).toBeTruthy();
    expect(within(row('3F9A0C21')).getByText('En cola')).toBeTruthy();
  });

  it('filters by status and says when the queue or a filter is empty', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/postal-letters': () => jsonResponse({ letters: [] }),
    });
    renderTab();
    expect(await screen.findByText('No hay cartas en la cola')).toBeTruthy();
    const url = (index: number) => new URL(String(fetchMock.mock.calls[index]![0]), 'http://localhost');
    expect(url(0).searchParams.get('status')).toBeNull();

    const options = within(screen.getByLabelText('Estado')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Todas',
      'En cola',
      'Impresas',
      'Enviadas',
      'Devueltas',
      'Canceladas',
    ]);
    fireEvent.change(screen.getByLabelText('Estado'), { target: { value: 'returned' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(url(1).searchParams.get('status')).toBe('returned');
    expect(await screen.findByText('No hay cartas con este estado.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Ver todas' }));
    expect(await screen.findByText('No hay cartas en la cola')).toBeTruthy();
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('');
  });

  it('says when the queue cannot be loaded and tries again', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/admin/postal-letters': () =>
        (calls += 1) === 1
          ? jsonResponse({ message: 'El servicio de notificaciones no responde.' }, 503)
          : jsonResponse({ letters: [letter({})] }),
    });
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar la cola de cartas')).toBeTruthy();
    expect(within(alert).getByText('El servicio de notificaciones no responde.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('listitem', { name: 'Carta 3F9A0C21' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens from the admin panel and speaks English when the interface does', async () => {
    await i18n.changeLanguage('en');
    stubQueue(queue());
    renderRoutes([{ path: '/admin', element: <AdminPanel /> }], '/admin');
    // Radix tabs switch on mouse down.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Postal letters' }));
    expect(await screen.findByRole('heading', { name: 'Postal letter queue' })).toBeTruthy();
    const queued = await screen.findByRole('listitem', { name: 'Letter 3F9A0C21' });
    expect(buttonsOf(queued)).toEqual(['Mark as printed', 'Download letter (PDF)']);
    expect(within(queued).getByText('Queued', { selector: 'span' })).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Letter C9E8D7B6' })).getByText(
        'Its message was deleted before it went out: do not post this letter.',
      ),
    ).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Letter 7B20D4E5' })).getByRole('button', {
        name: 'Mark as posted',
      }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Mark letter 7B20D4E5 as posted?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Yes, it is posted' })).toBeTruthy();
  });
});
