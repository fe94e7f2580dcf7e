import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { messageSummary } from '../../../testing/message-summary';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import type { OwnMessage } from '../../../api/get-message';
import type { OwnMedia } from '../api/get-message-media';
import type { MessageSummary } from '../../../api/get-messages';
import { MessageList } from './message-list';

vi.setConfig({ testTimeout: 15_000 });

const summary: MessageSummary = messageSummary('5b0c6f1e-0000-4000-8000-000000000001', {
  subject: '[SCHEDULING_TYPE:specific_date] Lo que nunca te dije',
  messageType: 'secret',
  securityLevel: 'basic',
  deliveryDate: '2030-06-15T10:30:00.000Z',
  accessCode: 'ABCD-EFGH-JKMN-PQRS',
  hasMedia: true,
  createdAt: '2026-01-05T10:00:00.000Z',
});

const whole: OwnMessage = {
  ...summary,
  content: 'Querido Luis:\n\nHace años que quería contártelo.\nPor fin me atrevo.\n\nUn abrazo fuerte.',
  senderName: 'Ana García',
  senderEmail: 'ana@example.com',
  senderCustomTitle: 'Tu hermana',
  questions: [{ question: '¿Dónde nos conocimos?' }, { question: '¿Cómo se llamaba el perro?' }],
  templateId: null,
  postalAddress: null,
  trustedContact: null,
};

const media: OwnMedia[] = [
  {
    id: 'img-1',
    mediaType: 'image',
    contentType: 'image/jpeg',
    size: 1234,
    createdAt: '2026-01-05T10:01:00.000Z',
    mediaUrl: '/api/media/img-1?expires=1&sig=a',
  },
  {
    id: 'vid-1',
    mediaType: 'video',
    contentType: 'video/webm',
    size: 5678,
    createdAt: '2026-01-05T10:02:00.000Z',
    mediaUrl: '/api/media/vid-1?expires=1&sig=b',
  },
];

const ownerCalls = (over: Partial<OwnMessage> = {}, mediaAnswer = () => jsonResponse(media)) => ({
  'GET /api/messages': () => jsonResponse([{ ...summary, ...over }]),
  [`GET /api/messages/${summary.id}`]: () => jsonResponse({ ...whole, ...over }),
  [`GET /api/messages/${summary.id}/media`]: mediaAnswer,
});

const renderList = () => renderRoutes([{ path: '/', element: <MessageList /> }], '/');

async function openDialog(subject = 'Lo que nunca te dije') {
  const card = await screen.findByRole('article', { name: subject });
  fireEvent.click(within(card).getByRole('button', { name: 'Ver mensaje' }));
  return screen.findByRole('dialog', { name: subject });
}

const calledPaths = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe("the sender's own view of a message", () => {
  it('reads the whole message through the owner calls only', async () => {
    const fetch = stubFetch(ownerCalls());
    renderList();
    const dialog = await openDialog();

    // The note that this view is private and changes nothing for the recipient.
    expect(
      within(dialog).getByText(
        'Esta vista es solo para ti. Verlo aquí no cuenta como abierto ni leído, y no gasta ningún intento.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Pendiente')).toBeTruthy();

    const letter = await within(dialog).findByRole('article', { name: 'Tu mensaje, tal como se leerá' });
    expect(within(letter).getByText('Para:')).toBeTruthy();
    expect(within(letter).getByText('Luis')).toBeTruthy();
    expect(within(letter).getByText(/luis@example\.com/)).toBeTruthy();
    expect(within(letter).getByText('De:')).toBeTruthy();
    expect(within(letter).getByText('Ana García')).toBeTruthy();
    expect(within(letter).getAllByText('Tu hermana')).toHaveLength(2);
    expect(within(letter).getByText('ana@example.com')).toBeTruthy();
    // Paragraphs as written: a blank line separates them, a single line break stays inside one.
    expect(within(letter).getByText('Querido Luis:').tagName).toBe('P');
    expect(within(letter).getByText(/Hace años que quería contártelo\.\s+Por fin me atrevo\./)).toBeTruthy();
    expect(within(letter).getByText('Un abrazo fuerte.')).toBeTruthy();

    const questions = within(dialog).getByRole('region', { name: 'Preguntas de seguridad' });
    expect(
      within(questions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['¿Dónde nos conocimos?', '¿Cómo se llamaba el perro?']);
    expect(within(questions).getByText(/Las respuestas no se muestran/)).toBeTruthy();

    const attachments = await within(dialog).findByRole('region', { name: 'Archivos adjuntos (2)' });
    expect(within(attachments).getByRole('img', { name: 'Imagen adjunta 1' }).getAttribute('src')).toBe(
      media[0]!.mediaUrl,
    );
    expect(within(attachments).getByLabelText('Vídeo adjunto 1').getAttribute('src')).toBe(
      media[1]!.mediaUrl,
    );

    const paths = calledPaths(fetch);
    expect(paths).toEqual(
      expect.arrayContaining([`GET /api/messages/${summary.id}`, `GET /api/messages/${summary.id}/media`]),
    );
    // Never the recipient's calls: no attempt is spent and nothing is marked read.
    expect(paths.filter((path) => /\/api\/(access|preview|verify)/.test(path))).toEqual([]);
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('fetches nothing until the dialog is opened', async () => {
    const fetch = stubFetch(ownerCalls());
    renderList();
    await screen.findByRole('article', { name: 'Lo que nunca te dije' });
    expect(calledPaths(fetch)).toEqual(['GET /api/messages']);
  });

  it('shows an anonymous message the way its recipient will: "Anónimo", no name, no address', async () => {
    stubFetch(
      ownerCalls(
        { isAnonymous: true, senderName: '', senderEmail: '', senderCustomTitle: '', hasMedia: false },
        () => jsonResponse([]),
      ),
    );
    renderList();
    const dialog = await openDialog();
    const letter = await within(dialog).findByRole('article', { name: 'Tu mensaje, tal como se leerá' });
    // The From line and the signature.
    expect(within(letter).getAllByText('Anónimo')).toHaveLength(2);
    expect(within(letter).queryByText('Ana García')).toBeNull();
    expect(within(letter).queryByText('ana@example.com')).toBeNull();
    expect(within(dialog).queryByRole('region', { name: /Archivos adjuntos/ })).toBeNull();
  });

  it("shows the recipient's reaction", async () => {
    stubFetch({
      ...ownerCalls(),
      'GET /api/messages': () => jsonResponse([{ ...summary, status: 'read', reaction: 'star' }]),
    });
    renderList();
    const dialog = await openDialog();
    expect(within(dialog).getByText(`Reacción de ${summary.recipient}: Es especial`)).toBeTruthy();
  });

  it('shows the trusted contact, outside the letter, when there is one', async () => {
    stubFetch(
      ownerCalls({
        schedulingType: 'life_proof',
        deliveryDate: null,
        trustedContact: { name: 'Marta Ruiz', email: 'marta@example.com' },
      }),
    );
    renderList();
    const dialog = await openDialog();
    const contact = await within(dialog).findByRole('region', { name: 'Persona de confianza' });
    expect(within(contact).getByText('Marta Ruiz')).toBeTruthy();
    expect(within(contact).getByText(/marta@example\.com/)).toBeTruthy();
    expect(within(contact).getByText(/Tendrá 7 días para detenerlo\.$/)).toBeTruthy();
    const letter = within(dialog).getByRole('article', { name: 'Tu mensaje, tal como se leerá' });
    expect(within(letter).queryByText('Marta Ruiz')).toBeNull();
  });

  it.each([
    ['null', { trustedContact: null }],
    ['missing', {}],
  ])('shows no trusted contact when the answer has it %s', async (_, over) => {
    stubFetch(ownerCalls(over));
    renderList();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Un abrazo fuerte.')).toBeTruthy();
    expect(within(dialog).queryByRole('region', { name: 'Persona de confianza' })).toBeNull();
  });

  it('says when a message has no questions', async () => {
    stubFetch(ownerCalls({ securityLevel: 'none', questions: [] }));
    renderList();
    const dialog = await openDialog();
    expect(
      await within(dialog).findByText('Sin preguntas: se abre solo con el código de acceso.'),
    ).toBeTruthy();
  });

  it('still reads the message when its attachments cannot be listed', async () => {
    stubFetch(ownerCalls({}, () => jsonResponse({ message: 'Caído' }, 503)));
    renderList();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Un abrazo fuerte.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Cargando los archivos adjuntos…')).toBeNull());
    expect(within(dialog).queryByRole('region', { name: /Archivos adjuntos/ })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows a loading state, then an error with a way to try again', async () => {
    let calls = 0;
    stubFetch({
      ...ownerCalls(),
      [`GET /api/messages/${summary.id}`]: () =>
        ++calls === 1 ? jsonResponse({ message: 'El servicio no responde.' }, 503) : jsonResponse(whole),
    });
    renderList();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('status')).toBeTruthy();
    expect(within(dialog).getByText('Cargando tu mensaje…')).toBeTruthy();

    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('No se pudo cargar el mensaje')).toBeTruthy();
    expect(within(alert).getByText('El servicio no responde.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByText('Un abrazo fuerte.')).toBeTruthy();
  });

  it('speaks English in English', async () => {
    await i18n.changeLanguage('en');
    stubFetch(ownerCalls());
    renderList();
    const card = await screen.findByRole('article', { name: 'Lo que nunca te dije' });
    fireEvent.click(within(card).getByRole('button', { name: 'View message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lo que nunca te dije' });
    expect(within(dialog).getByText(/Only you can see this view/)).toBeTruthy();
    expect(await within(dialog).findByText('Security questions')).toBeTruthy();
    expect(within(dialog).getByText('From:')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
