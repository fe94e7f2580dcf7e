import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { messageSummary } from '../../../testing/message-summary';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { messagesQueryKey, type MessageSummary } from '../../../api/get-messages';
import type { RemovedMessage } from '../api/get-removed-messages';
import { MessageListRegion } from './message-list-region';

vi.setConfig({ testTimeout: 15_000 });

const live: MessageSummary = messageSummary('m-live', {
  recipient: 'Ana',
  recipientEmail: 'ana@example.com',
  subject: 'Sigue aquí',
  deliveryDate: '2026-12-24T19:30:00.000Z',
  accessCode: 'AAAA-BBBB-CCCC-0001',
  createdAt: '2026-11-01T10:00:00.000Z',
});

const byRecipient: RemovedMessage = {
  id: 'r-love',
  messageType: 'love',
  deliveryMethod: 'email',
  schedulingType: 'specific_date',
  reason: 'recipient',
  recipient: 'Luis',
  subject: 'Para cuando llegue el día',
  createdAt: '2026-11-23T10:00:00.000Z',
  sealedAt: '2026-11-23T10:05:00.000Z',
  deliveredAt: '2026-11-23T10:05:02.000Z',
  readAt: '2026-11-24T18:00:00.000Z',
  deletedAt: '2026-11-25T18:03:00.000Z',
};

const byAttempts: RemovedMessage = {
  id: 'r-secret',
  messageType: 'secret',
  deliveryMethod: 'postal',
  schedulingType: 'specific_date',
  reason: 'attempts',
  // A record from before names were kept: only its kind is left to tell it by.
  recipient: null,
  subject: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  sealedAt: '2026-10-01T10:05:00.000Z',
  deliveredAt: '2026-10-20T09:00:00.000Z',
  readAt: null,
  deletedAt: '2026-10-22T12:00:00.000Z',
};

const declined: RemovedMessage = {
  id: 'r-declined',
  messageType: 'farewell',
  deliveryMethod: 'email',
  schedulingType: 'specific_date',
  reason: 'declined',
  recipient: 'Elena',
  subject: 'Lo que nunca te dije',
  createdAt: '2026-09-01T10:00:00.000Z',
  sealedAt: '2026-09-01T10:05:00.000Z',
  deliveredAt: null,
  readAt: null,
  deletedAt: '2026-11-01T09:00:00.000Z',
};

const renderRegion = () => renderRoutes([{ path: '/', element: <MessageListRegion /> }], '/');
const removedSection = () => screen.findByRole('region', { name: 'Eliminados o rechazados' });

describe('messages deleted on their recipient’s side', () => {
  it('says that one its recipient declined was not delivered and cost nothing, without saying why', async () => {
    stubFetch({
      'GET /api/messages': () => jsonResponse([live]),
      'GET /api/messages/removed': () => jsonResponse([declined]),
    });
    renderRegion();
    const section = await removedSection();
    const card = within(section).getByRole('article', {
      name: `Lo que nunca te dije Su destinatario lo rechazó el ${formatDate(declined.deletedAt)}: no se entregó y te devolvimos lo que costó`,
    });
    expect(within(card).queryByText(/Entregado/)).toBeNull();
  });

  it('lists them below the live ones, each with what is left of it, and opens its history', async () => {
    stubFetch({
      'GET /api/messages': () => jsonResponse([live]),
      'GET /api/messages/removed': () => jsonResponse([byRecipient, byAttempts]),
      'GET /api/messages/r-secret/timeline': () =>
        jsonResponse([
          { at: '2026-10-01T10:00:00.000Z', event: 'created' },
          { at: '2026-10-22T12:00:00.000Z', event: 'deleted_by_attempts' },
        ]),
    });
    renderRegion();
    const section = await removedSection();
    const liveCard = await screen.findByRole('article', { name: 'Sigue aquí' });
    // Below the live messages.
    expect(liveCard.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const love = within(section).getByRole('article', {
      name: `Para cuando llegue el día Su destinatario lo eliminó el ${formatDate(byRecipient.deletedAt)}`,
    });
    expect(within(love).getByText('Para: Luis · Amor · Correo electrónico')).toBeTruthy();
    expect(within(love).getByText(`Entregado el ${formatDate('2026-11-23T10:05:02.000Z')}`)).toBeTruthy();
    expect(within(love).getByText(`Leído el ${formatDate('2026-11-24T18:00:00.000Z')}`)).toBeTruthy();
    expect(within(love).getByText('Su contenido ya no existe; queda su historial.')).toBeTruthy();

    const secret = within(section).getByRole('article', { name: /^Secreto / });
    expect(
      within(secret).getByText(
        `Se eliminó el ${formatDate(byAttempts.deletedAt)}: se agotaron los intentos de respuesta`,
      ),
    ).toBeTruthy();
    expect(within(secret).getByText('Correo postal')).toBeTruthy();
    // Strict security's deletion is not said to be the recipient's.
    expect(within(secret).queryByText(/Su destinatario/)).toBeNull();
    expect(within(secret).getByText(`Entregado el ${formatDate('2026-10-20T09:00:00.000Z')}`)).toBeTruthy();
    expect(within(secret).queryByText(/^Leído el/)).toBeNull();
    expect(within(secret).queryByText(/Su destinatario lo eliminó/)).toBeNull();

    fireEvent.click(within(secret).getByRole('button', { name: 'Historial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historial del mensaje' });
    const steps = await within(dialog).findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Lo escribiste${formatDateTime('2026-10-01T10:00:00.000Z')}`,
      `Se eliminó: se agotaron los intentos${formatDateTime('2026-10-22T12:00:00.000Z')}`,
    ]);
  });

  it('names the recipient’s own deletion in the history', async () => {
    stubFetch({
      'GET /api/messages': () => jsonResponse([live]),
      'GET /api/messages/removed': () => jsonResponse([byRecipient]),
      'GET /api/messages/r-love/timeline': () =>
        jsonResponse([{ at: '2026-11-25T18:03:00.000Z', event: 'deleted_by_recipient' }]),
    });
    renderRegion();
    fireEvent.click(within(await removedSection()).getByRole('button', { name: 'Historial' }));
    const steps = await within(await screen.findByRole('dialog')).findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Su destinatario lo eliminó${formatDateTime('2026-11-25T18:03:00.000Z')}`,
    ]);
  });

  it('shows no section when there are none', async () => {
    const fetchMock = stubFetch({
      'GET /api/messages': () => jsonResponse([live]),
      'GET /api/messages/removed': () => jsonResponse([]),
    });
    renderRegion();
    await screen.findByRole('article', { name: 'Sigue aquí' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/messages/removed')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Eliminados o rechazados' })).toBeNull();
    expect(screen.queryByText('Eliminados o rechazados')).toBeNull();
  });

  it('still shows them when the live list fails, and the live list when they fail', async () => {
    stubFetch({
      'GET /api/messages': () => jsonResponse({ message: 'Caído' }, 503),
      'GET /api/messages/removed': () => jsonResponse([byRecipient]),
    });
    const first = renderRegion();
    expect(await screen.findByText('No se pudieron cargar tus mensajes')).toBeTruthy();
    expect(within(await removedSection()).getAllByRole('article')).toHaveLength(1);
    first.unmount();

    let calls = 0;
    stubFetch({
      'GET /api/messages': () => jsonResponse([live]),
      'GET /api/messages/removed': () =>
        ++calls === 1 ? jsonResponse({ message: 'Caído' }, 503) : jsonResponse([byAttempts]),
    });
    renderRegion();
    expect(await screen.findByRole('article', { name: 'Sigue aquí' })).toBeTruthy();
    expect(
      await screen.findByText('No se pudieron cargar los mensajes eliminados tras la entrega.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(within(await removedSection()).getByRole('article', { name: /^Secreto / })).toBeTruthy();
  });

  it('asks again whenever the live list is refreshed (after a seal, a new message, a check-in)', async () => {
    const fetchMock = stubFetch({
      'GET /api/messages': () => jsonResponse([live]),
      'GET /api/messages/removed': () => jsonResponse([]),
    });
    const { queryClient } = renderRegion();
    await screen.findByRole('article', { name: 'Sigue aquí' });
    const removedCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/messages/removed').length;
    await waitFor(() => expect(removedCalls()).toBe(1));
    await queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    await waitFor(() => expect(removedCalls()).toBe(2));
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({
      'GET /api/messages': () => jsonResponse([live]),
      'GET /api/messages/removed': () => jsonResponse([byRecipient, byAttempts]),
    });
    renderRegion();
    const section = await screen.findByRole('region', { name: 'Deleted or declined' });
    expect(
      within(section).getByText(`Its recipient deleted it on ${formatDate(byRecipient.deletedAt)}`),
    ).toBeTruthy();
    expect(
      within(section).getByText(
        `Deleted on ${formatDate(byAttempts.deletedAt)}: the answer attempts ran out`,
      ),
    ).toBeTruthy();
    expect(within(section).getAllByText('Its content no longer exists; its history remains.')).toHaveLength(
      2,
    );
    expect(within(section).getByText(`Read on ${formatDate('2026-11-24T18:00:00.000Z')}`)).toBeTruthy();
  });
});
