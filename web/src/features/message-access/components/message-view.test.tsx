import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { useParams } from 'react-router';
import type { AccessResponse, FullMessage, MessagePreview } from '../api/types';
import { MessageView } from './message-view';

vi.setConfig({ testTimeout: 15_000 });

const CODE = 'ABCD-EFGH-JKMN-PQRS';
const QUESTION = '¿Cómo se llamaba nuestro perro?';

function accessAnswer(over: Partial<AccessResponse> = {}): AccessResponse {
  return {
    noSecurityRequired: false,
    securityLevel: 'basic',
    question: { question: QUESTION },
    questions: [{ question: QUESTION }],
    attempts: 0,
    maxAttempts: null,
    isLocked: false,
    accessCode: CODE,
    ...over,
  };
}

const noSecurity = accessAnswer({
  noSecurityRequired: true,
  securityLevel: 'none',
  question: null,
  questions: [],
});

function previewAnswer(over: Partial<MessagePreview> = {}): MessagePreview {
  return {
    subject: '[SCHEDULING_TYPE:specific_date] Para cuando vuelvas',
    previewContent: 'Querido Luis: hace tiempo que quería escribirte',
    createdAt: '2025-03-01T09:00:00.000Z',
    deliveredAt: '2025-03-05T13:30:00.000Z',
    isAnonymous: false,
    sender: { name: 'Ana García', email: 'ana@example.com' },
    mediaCount: 2,
    hasFullContent: true,
    accessCode: CODE,
    ...over,
  };
}

function fullAnswer(over: Partial<FullMessage> = {}): FullMessage {
  return {
    id: 'b3c1f0d2-0000-4000-8000-000000000001',
    accessCode: CODE,
    subject: '[SCHEDULING_TYPE:specific_date] Para cuando vuelvas',
    recipient: 'Luis',
    content: 'Querido Luis:\n\nHace tiempo que quería escribirte.\nNo sabía cómo empezar.\n\nUn abrazo.',
    createdAt: '2025-03-01T09:00:00.000Z',
    deliveredAt: '2025-03-05T13:30:00.000Z',
    isAnonymous: false,
    sender: { fullName: 'Ana García', username: 'ana', customTitle: 'Tu hermana', email: 'ana@example.com' },
    media: [
      { id: 'm1', mediaType: 'image', contentType: 'image/jpeg', url: '/api/access/media/m1?t=1' },
      { id: 'm2', mediaType: 'video', contentType: 'video/webm', url: '/api/access/media/m2?t=1' },
    ],
    reaction: null,
    ...over,
  };
}

const anonymousSender = { fullName: null, username: null, customTitle: null, email: null };

function View({ isTrusted }: { isTrusted?: (event: Event) => boolean }) {
  const { code = '' } = useParams();
  return <MessageView code={code} isTrusted={isTrusted} />;
}

/** The view alone, with the access page as a marker to land on. */
function renderView(options: { isTrusted?: (event: Event) => boolean } = {}) {
  return renderRoutes(
    [
      { path: '/message/view/:code', element: <View isTrusted={options.isTrusted} /> },
      { path: '/message/access', element: <p>Página de acceso</p> },
      { path: '/recipient/choices', element: <p>Tus elecciones</p> },
    ],
    `/message/view/${CODE}`,
  );
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const callsTo = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => bodyOf(init));

// jsdom's Blob has no text(); FileReader reads it the old way.
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

const answer = async (...answers: string[]) => {
  const inputs = await screen.findAllByPlaceholderText('Tu respuesta');
  answers.forEach((value, index) => fireEvent.change(inputs[index]!, { target: { value } }));
  fireEvent.click(screen.getByRole('button', { name: 'Verificar respuesta' }));
};

/** Through the question and the preview to the whole letter. */
async function openFullMessage(fetch: ReturnType<typeof stubFetch>) {
  await answer('Toby');
  fireEvent.click(await screen.findByRole('button', { name: 'Ver mensaje completo' }));
  await screen.findByRole('heading', { level: 1, name: 'Para cuando vuelvas' });
  return fetch;
}

const fullFlow = (full: FullMessage = fullAnswer(), extra: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'POST /api/access': () => jsonResponse(accessAnswer()),
    'POST /api/preview': () => jsonResponse(previewAnswer()),
    'POST /api/verify': () => jsonResponse(full),
    'POST /api/access/read': () => jsonResponse({ isRead: true }),
    ...extra,
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('message view: refusals', () => {
  it('shows when a message not yet delivered will be, and the way back', async () => {
    const availableOn = '2030-06-15T10:30:00.000Z';
    stubFetch({
      'POST /api/access': () =>
        jsonResponse({ message: 'Este mensaje todavía no se ha entregado.', availableOn }, 403),
    });
    renderView();

    const title = await screen.findByRole('heading', { level: 1, name: 'No se puede acceder al mensaje' });
    // The focus moves in an effect, just after the card appears.
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('Este mensaje todavía no se ha entregado.')).toBeTruthy();
    expect(screen.getByText('Este mensaje estará disponible el:')).toBeTruthy();
    const when = screen.getByText(formatDateTime(availableOn));
    expect(when.getAttribute('datetime')).toBe(availableOn);
    expect(screen.getByRole('link', { name: 'Probar con otro código' }).getAttribute('href')).toBe(
      '/message/access',
    );
  });

  it('writes the date in the app’s English style in English', async () => {
    await i18n.changeLanguage('en');
    // A local time, so the text is the same in any time zone the machine runs in.
    const availableOn = new Date(2030, 5, 15, 10, 30).toISOString();
    stubFetch({
      'POST /api/access': () => jsonResponse({ message: 'Not delivered yet.', availableOn }, 403),
    });
    renderView();
    expect(await screen.findByRole('heading', { name: "This message can't be opened" })).toBeTruthy();
    expect(screen.getByText('This message will be available on:')).toBeTruthy();
    expect(screen.getByText('15 Jun 2030, 10:30').getAttribute('datetime')).toBe(availableOn);
  });

  it('has its own words when the server gives none, and no date without one', async () => {
    stubFetch({
      'POST /api/access': () => new Response('', { status: 404, statusText: 'Not Found' }),
    });
    renderView();
    expect(
      await screen.findByText('Este mensaje no está disponible o el código de acceso es inválido'),
    ).toBeTruthy();
    expect(screen.queryByText('Este mensaje estará disponible el:')).toBeNull();
  });
});

describe('message view: the question', () => {
  it('asks for an answer before sending anything', async () => {
    const fetch = stubFetch({ 'POST /api/access': () => jsonResponse(accessAnswer()) });
    renderView();
    const input = await screen.findByLabelText(QUESTION);
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.click(screen.getByRole('button', { name: 'Verificar respuesta' }));
    expect(await screen.findByText('Escribe tu respuesta')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetch, '/api/preview')).toHaveLength(0);
  });

  it('counts a wrong answer and says so in a destructive toast', async () => {
    const fetch = stubFetch({
      'POST /api/access': () => jsonResponse(accessAnswer()),
      'POST /api/preview': () =>
        jsonResponse(
          { message: 'Esa no es la respuesta.', attempts: 1, maxAttempts: null, isLocked: false },
          401,
        ),
    });
    renderView();
    await answer('Rex');

    expect(await screen.findByText('Respuesta incorrecta')).toBeTruthy();
    expect(screen.getByText('Esa no es la respuesta.')).toBeTruthy();
    expect(screen.getByText('Intentos fallidos: 1.')).toBeTruthy();
    expect(callsTo(fetch, '/api/preview')).toEqual([{ accessCode: CODE, answer: 'Rex', answers: ['Rex'] }]);
    // Basic: unlimited tries, so no warning about locking or deleting.
    expect(screen.queryByText(/bloqueado|eliminará/)).toBeNull();
  });

  it('uses its own words for a wrong answer the server does not explain', async () => {
    stubFetch({
      'POST /api/access': () => jsonResponse(accessAnswer({ attempts: 2 })),
      'POST /api/preview': () => jsonResponse({ attempts: 3 }, 401),
    });
    renderView();
    expect(await screen.findByText('Intentos fallidos: 2.')).toBeTruthy();
    await answer('Rex');
    expect(await screen.findByText('La respuesta proporcionada es incorrecta.')).toBeTruthy();
    expect(screen.getByText('Intentos fallidos: 3.')).toBeTruthy();
  });

  it('asks every question of a basic message at once and sends all the answers', async () => {
    const questions = ['¿Dónde nos conocimos?', '¿Qué comimos?', '¿Qué canción sonaba?'];
    const fetch = stubFetch({
      'POST /api/access': () =>
        jsonResponse(
          accessAnswer({
            question: { question: questions[0]! },
            questions: questions.map((question) => ({ question })),
          }),
        ),
      'POST /api/preview': () => jsonResponse(previewAnswer()),
    });
    renderView();
    for (const [index, question] of questions.entries()) {
      expect(await screen.findByRole('textbox', { name: `Pregunta ${index + 1} ${question}` })).toBeTruthy();
    }
    await answer('En Cádiz', 'Pescaíto', 'Ojalá');
    await screen.findByRole('heading', { level: 1, name: 'Vista previa del mensaje' });
    expect(callsTo(fetch, '/api/preview')).toEqual([
      { accessCode: CODE, answer: 'En Cádiz', answers: ['En Cádiz', 'Pescaíto', 'Ojalá'] },
    ]);
  });

  it('locks the field and the button when the limit is reached (423)', async () => {
    stubFetch({
      'POST /api/access': () =>
        jsonResponse(accessAnswer({ securityLevel: 'intermediate', maxAttempts: 5, attempts: 4 })),
      'POST /api/preview': () =>
        jsonResponse({ message: 'El mensaje se ha bloqueado.', attempts: 5, isLocked: true }, 423),
    });
    renderView();
    await answer('Rex');

    expect(
      await screen.findByText('Este mensaje ha sido bloqueado debido a demasiados intentos fallidos.'),
    ).toBeTruthy();
    expect(screen.getByText('El mensaje se ha bloqueado.')).toBeTruthy();
    expect(screen.getByLabelText(QUESTION).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Verificar respuesta' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens locked when the server already says so', async () => {
    stubFetch({
      'POST /api/access': () =>
        jsonResponse(
          accessAnswer({ securityLevel: 'intermediate', maxAttempts: 5, attempts: 5, isLocked: true }),
        ),
    });
    renderView();
    expect(
      await screen.findByText('Este mensaje ha sido bloqueado debido a demasiados intentos fallidos.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(QUESTION).hasAttribute('disabled')).toBe(true);
  });

  it('warns from the 4th failed attempt of an intermediate message that the next one locks it', async () => {
    stubFetch({
      'POST /api/access': () =>
        jsonResponse(accessAnswer({ securityLevel: 'intermediate', maxAttempts: 5, attempts: 3 })),
      'POST /api/preview': () =>
        jsonResponse({ message: 'No.', attempts: 4, maxAttempts: 5, isLocked: false }, 401),
    });
    renderView();
    expect(
      await screen.findByText('Tienes 5 intentos. Si se agotan, el mensaje quedará bloqueado.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Cuidado/)).toBeNull();
    await answer('Rex');
    expect(
      await screen.findByText('Cuidado: el mensaje se bloqueará después de 5 intentos fallidos.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Si la próxima respuesta es incorrecta, el mensaje quedará bloqueado.'),
    ).toBeTruthy();
  });

  it('warns before the last attempt of a strict message that a wrong answer deletes it', async () => {
    stubFetch({
      'POST /api/access': () =>
        jsonResponse(accessAnswer({ securityLevel: 'strict', maxAttempts: 3, attempts: 1 })),
      'POST /api/preview': () =>
        jsonResponse({ message: 'No.', attempts: 2, maxAttempts: 3, isLocked: false }, 401),
    });
    renderView();
    expect(
      await screen.findByText('Tienes 3 intentos. Si se agotan, el mensaje se eliminará para siempre.'),
    ).toBeTruthy();
    expect(screen.queryByText(/la próxima respuesta/)).toBeNull();
    await answer('Rex');
    expect(
      await screen.findByText('Si la próxima respuesta es incorrecta, el mensaje se eliminará para siempre.'),
    ).toBeTruthy();
    // The intermediate warning is not a strict message's.
    expect(screen.queryByText(/Cuidado/)).toBeNull();
  });

  it('tells the strict deletion as such, in place of the previous wrong answer', async () => {
    let answered = 0;
    stubFetch({
      'POST /api/access': () =>
        jsonResponse(accessAnswer({ securityLevel: 'strict', maxAttempts: 3, attempts: 1 })),
      'POST /api/preview': () => {
        answered += 1;
        return answered === 1
          ? jsonResponse(
              {
                message: 'La respuesta proporcionada es incorrecta.',
                attempts: 2,
                maxAttempts: 3,
                isLocked: false,
              },
              401,
            )
          : jsonResponse({ message: 'Eliminado tras tres intentos.', attempts: 3, isLocked: true }, 410);
      },
    });
    renderView();
    await answer('Rex');
    expect(await screen.findByText('La respuesta proporcionada es incorrecta.')).toBeTruthy();
    await answer('Max');
    expect(await screen.findByText('Mensaje eliminado')).toBeTruthy();
    expect(screen.queryByText('La respuesta proporcionada es incorrecta.')).toBeNull();
    expect(screen.queryByText('Respuesta incorrecta')).toBeNull();
  });

  it('shows the error card when the last strict attempt deleted the message (410)', async () => {
    stubFetch({
      'POST /api/access': () =>
        jsonResponse(accessAnswer({ securityLevel: 'strict', maxAttempts: 3, attempts: 2 })),
      'POST /api/preview': () =>
        jsonResponse({ message: 'El mensaje se ha eliminado.', attempts: 3, isLocked: true }, 410),
    });
    renderView();
    await answer('Rex');
    expect(await screen.findByRole('heading', { name: 'No se puede acceder al mensaje' })).toBeTruthy();
    expect(screen.getByText('El mensaje se ha eliminado.')).toBeTruthy();
  });
});

describe('message view: preview and full message', () => {
  it('goes from a right answer to the preview and then to the whole letter', async () => {
    const fetch = fullFlow();
    renderView({ isTrusted: () => true });
    await answer('Toby');

    expect(await screen.findByText('Respuesta correcta')).toBeTruthy();
    const previewTitle = await screen.findByRole('heading', { level: 1, name: 'Vista previa del mensaje' });
    expect(document.activeElement).toBe(previewTitle);
    expect(screen.getByText('Ana García (ana@example.com)')).toBeTruthy();
    expect(screen.getByText(formatDateTime('2025-03-05T13:30:00.000Z'))).toBeTruthy();
    // The scheduling marker of older messages never shows.
    expect(screen.getByText('Para cuando vuelvas')).toBeTruthy();
    expect(screen.getByText(/Querido Luis: hace tiempo que quería escribirte/)).toBeTruthy();
    expect(screen.getByText('2 archivos adjuntos')).toBeTruthy();
    // The whole text is shown: nothing claims it is only the beginning; the attachments are what is left.
    expect(screen.queryByText(/Esto es solo el comienzo/)).toBeNull();
    expect(screen.getByText('Abre el mensaje completo para ver también sus archivos adjuntos.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/message/access');

    fireEvent.click(screen.getByRole('button', { name: 'Ver mensaje completo' }));
    const subject = await screen.findByRole('heading', { level: 1, name: 'Para cuando vuelvas' });
    expect(document.activeElement).toBe(subject);
    // The same answers open the whole message.
    expect(callsTo(fetch, '/api/verify')).toEqual([{ accessCode: CODE, answer: 'Toby', answers: ['Toby'] }]);

    const letter = screen.getByRole('article');
    expect(within(letter).getByText('Para:')).toBeTruthy();
    expect(within(letter).getByText('Luis')).toBeTruthy();
    expect(within(letter).getByText('Ana García')).toBeTruthy();
    expect(within(letter).getAllByText('Tu hermana').length).toBeGreaterThan(0);
    expect(within(letter).getByText('ana@example.com')).toBeTruthy();
    const paragraphs = [...letter.querySelectorAll('p.whitespace-pre-line')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Querido Luis:',
      'Hace tiempo que quería escribirte.\nNo sabía cómo empezar.',
      'Un abrazo.',
    ]);

    expect(screen.getByRole('heading', { level: 2, name: 'Archivos adjuntos (2)' })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Imagen adjunta 1' });
    expect(image.getAttribute('src')).toBe('/api/access/media/m1?t=1');
    const video = screen.getByLabelText('Vídeo adjunto 1');
    expect(video.tagName).toBe('VIDEO');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('src')).toBe('/api/access/media/m2?t=1');

    // Opened by a person's click: the read receipt goes once.
    await waitFor(() => expect(callsTo(fetch, '/api/access/read')).toEqual([{ accessCode: CODE }]));
  });

  it('says it is only the beginning when the text was cut', async () => {
    stubFetch({
      'POST /api/access': () => jsonResponse(accessAnswer()),
      'POST /api/preview': () =>
        jsonResponse(previewAnswer({ previewContent: 'Querido Luis: '.padEnd(200, 'x'), mediaCount: 0 })),
    });
    renderView();
    await answer('Toby');
    expect(
      await screen.findByText('Esto es solo el comienzo. Abre el mensaje completo para leerlo entero.'),
    ).toBeTruthy();
    expect(screen.queryByText(/ver también sus archivos adjuntos/)).toBeNull();
  });

  it('counts a single attachment in the singular', async () => {
    stubFetch({
      'POST /api/access': () => jsonResponse(accessAnswer()),
      'POST /api/preview': () => jsonResponse(previewAnswer({ mediaCount: 1, hasFullContent: false })),
    });
    renderView();
    await answer('Toby');
    expect(await screen.findByText('1 archivo adjunto')).toBeTruthy();
    expect(screen.queryByText(/Esto es solo el comienzo/)).toBeNull();
  });

  it('shows an anonymous sender as Anónimo, without name or e-mail', async () => {
    const fetch = stubFetch({
      'POST /api/access': () => jsonResponse(accessAnswer()),
      'POST /api/preview': () =>
        jsonResponse(previewAnswer({ isAnonymous: true, sender: { name: null, email: null } })),
      'POST /api/verify': () =>
        jsonResponse(fullAnswer({ isAnonymous: true, sender: anonymousSender, media: [] })),
      'POST /api/access/read': () => jsonResponse({ isRead: true }),
    });
    renderView();
    await answer('Toby');
    await screen.findByRole('heading', { name: 'Vista previa del mensaje' });
    expect(screen.getByText('Anónimo')).toBeTruthy();
    expect(screen.queryByText(/ana@example.com/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ver mensaje completo' }));
    await screen.findByRole('heading', { level: 1, name: 'Para cuando vuelvas' });
    const letter = screen.getByRole('article');
    expect(within(letter).getAllByText('Anónimo').length).toBeGreaterThan(0);
    expect(within(letter).queryByText('Ana García')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Archivos adjuntos/ })).toBeNull();
    expect(callsTo(fetch, '/api/verify')).toHaveLength(1);
  });

  it('opens a message without security by itself, with an empty answer', async () => {
    let release: () => void = () => {};
    const verified = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = stubFetch({
      'POST /api/access': () => jsonResponse(noSecurity),
      'POST /api/verify': async () => {
        await verified;
        return jsonResponse(fullAnswer());
      },
      'POST /api/access/read': () => jsonResponse({ isRead: true }),
    });
    renderView();
    // While the message loads, the page says why no question is asked.
    expect(await screen.findByRole('heading', { name: 'Acceso directo' })).toBeTruthy();
    expect(
      screen.getByText('Este mensaje no tiene preguntas de seguridad. Estamos cargando su contenido…'),
    ).toBeTruthy();
    release();
    await screen.findByRole('heading', { level: 1, name: 'Para cuando vuelvas' });
    expect(callsTo(fetch, '/api/verify')).toEqual([{ accessCode: CODE, answer: '' }]);
    expect(callsTo(fetch, '/api/preview')).toEqual([]);
  });

  it('goes back to the access page when a message without security cannot be opened', async () => {
    stubFetch({
      'POST /api/access': () => jsonResponse(noSecurity),
      'POST /api/verify': () => jsonResponse({ message: 'Demasiadas peticiones.' }, 429),
    });
    const { router } = renderView();
    expect(await screen.findByText('Página de acceso')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/message/access');
    expect(screen.getByText('No se pudo abrir el mensaje')).toBeTruthy();
    expect(screen.getByText('Demasiadas peticiones.')).toBeTruthy();
  });
});

describe('message view: one date style per language', () => {
  // The same moment the message card test uses: the letter and the sender's card write it alike.
  const deliveredAt = new Date(2026, 10, 25, 10, 0).toISOString();
  const openLetter = () => {
    stubFetch({
      'POST /api/access': () => jsonResponse(noSecurity),
      'POST /api/verify': () => jsonResponse(fullAnswer({ deliveredAt })),
      'POST /api/access/read': () => jsonResponse({ isRead: true }),
    });
    renderView();
    return screen.findByRole('heading', { level: 1, name: 'Para cuando vuelvas' });
  };

  it('dates the letter day/month/year in Spanish', async () => {
    await openLetter();
    expect(screen.getByText('25/11/2026, 10:00').getAttribute('datetime')).toBe(deliveredAt);
  });

  it('dates the letter with the short month in English, not written out with "at"', async () => {
    await i18n.changeLanguage('en');
    await openLetter();
    expect(screen.getByText('25 Nov 2026, 10:00').getAttribute('datetime')).toBe(deliveredAt);
    expect(screen.queryByText(/November/)).toBeNull();
  });
});

describe('message view: read receipt', () => {
  it('is not sent by a page that opened itself, nor by untrusted events', async () => {
    const fetch = stubFetch({
      'POST /api/access': () => jsonResponse(noSecurity),
      'POST /api/verify': () => jsonResponse(fullAnswer()),
      'POST /api/access/read': () => jsonResponse({ isRead: true }),
    });
    // The production rule (only `event.isTrusted`, which jsdom's events never are), watched.
    const isTrusted = vi.fn((event: Event) => event.isTrusted);
    renderView({ isTrusted });
    await screen.findByRole('heading', { level: 1, name: 'Para cuando vuelvas' });
    expect(isTrusted).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    fireEvent.wheel(window);
    // Each event was asked about and refused, so none went on to send the receipt.
    expect(isTrusted.mock.results.map((result) => result.value)).toEqual([false, false, false]);
    expect(callsTo(fetch, '/api/access/read')).toEqual([]);
  });

  it('waits for the first real interaction on a visible page, then goes once', async () => {
    const fetch = stubFetch({
      'POST /api/access': () => jsonResponse(noSecurity),
      'POST /api/verify': () => jsonResponse(fullAnswer()),
      'POST /api/access/read': () => jsonResponse({ isRead: true }),
    });
    // Stands in for a person: every event counts as trusted.
    const isTrusted = vi.fn(() => true);
    renderView({ isTrusted });
    await screen.findByRole('heading', { level: 1, name: 'Para cuando vuelvas' });
    // No interaction yet: nothing was asked, nothing sent.
    expect(isTrusted).not.toHaveBeenCalled();
    expect(callsTo(fetch, '/api/access/read')).toEqual([]);

    // A hidden tab (a scanner's headless browser, say) does not count.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent.pointerDown(document.body);
    expect(callsTo(fetch, '/api/access/read')).toEqual([]);
    visibility.mockRestore();

    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    fireEvent.pointerDown(document.body);
    fireEvent.touchStart(document.body);
    await waitFor(() => expect(callsTo(fetch, '/api/access/read')).toEqual([{ accessCode: CODE }]));
  });

  it('stays silent when the receipt fails', async () => {
    const refusal = jsonResponse({ message: 'Sin permiso.' }, 403);
    const fetch = stubFetch({
      'POST /api/access': () => jsonResponse(accessAnswer()),
      'POST /api/preview': () => jsonResponse(previewAnswer()),
      'POST /api/verify': () => jsonResponse(fullAnswer()),
      'POST /api/access/read': () => refusal,
      'POST /api/access/reaction': () => jsonResponse({ reaction: 'love' }),
    });
    renderView({ isTrusted: () => true });
    await answer('Toby');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver mensaje completo' }));
    await screen.findByRole('heading', { level: 1, name: 'Para cuando vuelvas' });
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(callsTo(fetch, '/api/access/read')).toHaveLength(1));
    // A later call's answer is on the page: the refused receipt, answered before it, has been handled.
    fireEvent.click(screen.getByRole('button', { name: 'Me encanta' }));
    expect(await screen.findByText('Reacción guardada')).toBeTruthy();
    expect(screen.queryByText('Sin permiso.')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Para cuando vuelvas' })).toBeTruthy();
  });
});

describe('message view: reaction', () => {
  it('saves a reaction, and clears it with null when chosen again', async () => {
    const fetch = fullFlow(fullAnswer(), {
      'POST /api/access/reaction': (init) =>
        jsonResponse({ reaction: (bodyOf(init) as { reaction: string | null }).reaction }),
    });
    renderView();
    await openFullMessage(fetch);

    const group = screen.getByRole('group', { name: '¿Qué te ha hecho sentir?' });
    expect(within(group).getAllByRole('button')).toHaveLength(7);
    const love = within(group).getByRole('button', { name: 'Me encanta' });
    expect(love.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(love);
    expect(love.getAttribute('aria-pressed')).toBe('true');
    expect(within(love).getByTestId('reaction-burst')).toBeTruthy();
    expect(await screen.findByText('Reacción guardada')).toBeTruthy();

    fireEvent.click(love);
    expect(await screen.findByText('Reacción eliminada')).toBeTruthy();
    expect(love.getAttribute('aria-pressed')).toBe('false');
    expect(callsTo(fetch, '/api/access/reaction')).toEqual([
      { accessCode: CODE, reaction: 'love' },
      { accessCode: CODE, reaction: null },
    ]);
  });

  it.each([
    ['laugh', 'Me ha hecho reír', false],
    ['smile', 'Me ha sacado una sonrisa', false],
    ['sad', 'Me ha entristecido', false],
    ['love', 'Me encanta', true],
  ] as const)(
    'draws a chosen %s as its drawing (faces never as a filled disc)',
    async (reaction, name, solid) => {
      const fetch = fullFlow(fullAnswer({ reaction }));
      renderView();
      await openFullMessage(fetch);
      const chosen = screen.getByRole('button', { name });
      expect(chosen.getAttribute('aria-pressed')).toBe('true');
      expect((chosen.querySelector('svg')?.getAttribute('class') ?? '').includes('fill-current')).toBe(solid);
    },
  );

  it('starts from the saved reaction and puts it back when saving fails', async () => {
    const fetch = fullFlow(fullAnswer({ reaction: 'star' }), {
      'POST /api/access/reaction': () => jsonResponse({ message: 'El acceso ha caducado.' }, 403),
    });
    renderView();
    await openFullMessage(fetch);
    const star = screen.getByRole('button', { name: 'Es especial' });
    const sad = screen.getByRole('button', { name: 'Me ha entristecido' });
    expect(star.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(sad);
    expect(await screen.findByText('No se pudo guardar tu reacción')).toBeTruthy();
    expect(screen.getByText('El acceso ha caducado.')).toBeTruthy();
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(sad.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('message view: actions', () => {
  it('asks before printing and says so when the print window is blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const fetch = fullFlow();
    renderView();
    await openFullMessage(fetch);

    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Imprimir este mensaje?' });
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Imprimir' }));

    expect(open).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText(
        'No se pudo abrir la ventana de impresión. Comprueba los bloqueadores de ventanas emergentes.',
      ),
    ).toBeTruthy();
  });

  it('prints the letter as escaped text half a second after the window opens', async () => {
    const written: string[] = [];
    const print = vi.fn();
    const printWindow = {
      document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
      focus: vi.fn(),
      print,
    };
    vi.spyOn(window, 'open').mockReturnValue(printWindow as unknown as Window);
    const fetch = fullFlow(fullAnswer({ content: 'Hola <script>alert(1)</script> & adiós' }));
    renderView();
    await openFullMessage(fetch);

    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Imprimir' }));

    const html = written.join('');
    expect(html).toContain('Hola &lt;script&gt;alert(1)&lt;/script&gt; &amp; adiós');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Para: Luis');
    expect(html).toContain('De: Ana García, Tu hermana &lt;ana@example.com&gt;');
    // The whole letter: its signature, its photo (from an absolute link) and a word about its video.
    expect(html).toContain('<p class="signature">Tu hermana</p>');
    expect(html).toContain(`<img src="${window.location.origin}/api/access/media/m1?t=1" alt="Imagen 1">`);
    expect(html).toContain('Este mensaje incluye un vídeo, que no se puede imprimir');
    expect(html).not.toContain('/api/access/media/m2');
    expect(print).not.toHaveBeenCalled();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it('saves the letter as a .txt named after its subject', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs; the test provides them and takes them away again.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:mensaje';
    });
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const downloads: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });
    const fetch = fullFlow(fullAnswer({ subject: '¡Feliz cumpleaños, Ana! 🎂' }));
    renderView();
    await answer('Toby');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver mensaje completo' }));
    await screen.findByRole('heading', { level: 1, name: '¡Feliz cumpleaños, Ana! 🎂' });

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(downloads).toEqual([{ name: 'mensaje-feliz-cumpleanos-ana.txt', href: 'blob:mensaje' }]);
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    const text = await readText(blobs[0]!);
    expect(text).toContain(
      'Asunto: ¡Feliz cumpleaños, Ana! 🎂\nPara: Luis\nDe: Ana García, Tu hermana <ana@example.com>',
    );
    expect(text).toContain(`Fecha: ${formatDateTime('2025-03-05T13:30:00.000Z')}`);
    expect(text).toContain('Querido Luis:\n\nHace tiempo que quería escribirte.');
    expect(await screen.findByText('Mensaje guardado')).toBeTruthy();
    expect(callsTo(fetch, '/api/verify')).toHaveLength(1);
  });

  it('downloads the letter as a PDF named after its subject, and says why when it cannot', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:carta';
    });
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    let expired = false;
    const fetch = fullFlow(fullAnswer({ subject: 'Para cuando llegue el otoño' }), {
      'POST /api/access/keepsake': () =>
        expired
          ? jsonResponse({ message: 'Vuelve a abrir el mensaje con su código para hacer esto.' }, 403)
          : new Response(new Blob(['%PDF-1.3 la carta'], { type: 'application/pdf' }), {
              status: 200,
              headers: { 'Content-Type': 'application/pdf' },
            }),
    });
    renderView();
    await answer('Toby');
    fireEvent.click(await screen.findByRole('button', { name: 'Ver mensaje completo' }));
    await screen.findByRole('heading', { level: 1, name: 'Para cuando llegue el otoño' });

    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('PDF descargado')).toBeTruthy();
    expect(downloads).toEqual(['mensaje-para-cuando-llegue-el-otono.pdf']);
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(callsTo(fetch, '/api/access/keepsake')).toEqual([{ accessCode: CODE }]);

    expired = true;
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('No se pudo crear el PDF')).toBeTruthy();
    expect(screen.getByText('Vuelve a abrir el mensaje con su código para hacer esto.')).toBeTruthy();
    expect(downloads).toHaveLength(1);
  });

  it('asks before having the choices link e-mailed to the message’s address, and says it went', async () => {
    const fetch = fullFlow(fullAnswer(), {
      'POST /api/access/choices-link': () =>
        jsonResponse({
          success: true,
          message: 'Hemos enviado el enlace a la dirección a la que iba este mensaje.',
        }),
    });
    renderView();
    await openFullMessage(fetch);

    fireEvent.click(screen.getByRole('button', { name: 'No quiero más mensajes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿No quieres recibir más mensajes de esta persona?',
    });
    expect(callsTo(fetch, '/api/access/choices-link')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Enlace enviado')).toBeTruthy();
    expect(callsTo(fetch, '/api/access/choices-link')).toEqual([{ accessCode: CODE }]);
  });

  it('takes a letter’s holder straight to their choices, with no word of an e-mail', async () => {
    const token = '0b6f2c1e-4d1a-4c8e-9f3b-2a7d5e9c1b40.3f9a1c7e5b2d4068a1e3c5b7d9f20486';
    const fetch = fullFlow(fullAnswer(), {
      'POST /api/access/choices-link': () =>
        jsonResponse({
          success: true,
          message: 'Este mensaje llegó por carta, así que no se ha enviado ningún correo electrónico.',
          choicesToken: token,
        }),
    });
    const { router } = renderView();
    await openFullMessage(fetch);

    fireEvent.click(screen.getByRole('button', { name: 'No quiero más mensajes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿No quieres recibir más mensajes de esta persona?',
    });
    expect(within(dialog).getByText(/Si te llegó por carta, la carta es la prueba/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Tus elecciones')).toBeTruthy();
    expect(router.state.location.hash).toBe(`#token=${token}`);
    expect(screen.queryByText('Enlace enviado')).toBeNull();
  });

  it('reports with a reason, held for everyone after, and goes back to the access page', async () => {
    const fetch = fullFlow(fullAnswer(), {
      'POST /api/access/report': () =>
        jsonResponse({ success: true, message: 'Gracias. Hemos retenido el mensaje.' }),
    });
    const { router } = renderView();
    await openFullMessage(fetch);

    fireEvent.click(screen.getByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar este mensaje' });
    expect(within(dialog).getByText(/nadie podrá abrirlo, tampoco tú/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar la denuncia' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Elige el motivo de la denuncia.',
    );
    expect(callsTo(fetch, '/api/access/report')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'threat' } });
    fireEvent.change(within(dialog).getByLabelText('Cuéntanos algo más (opcional)'), {
      target: { value: 'Me da miedo.' },
    });
    fireEvent.click(
      within(dialog).getByLabelText('Dejo que el equipo de Legado lea el mensaje para revisarlo'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar la denuncia' }));

    expect(await screen.findByText('Página de acceso')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/message/access');
    expect(screen.getByText('Gracias. Hemos retenido el mensaje.')).toBeTruthy();
    expect(callsTo(fetch, '/api/access/report')).toEqual([
      { accessCode: CODE, reason: 'threat', details: 'Me da miedo.', shareContent: true },
    ]);
  });

  it('deletes after confirmation and goes back to the access page', async () => {
    const fetch = fullFlow(fullAnswer(), {
      'POST /api/messages/delete-by-access': () => jsonResponse({ success: true }),
    });
    const { router } = renderView();
    await openFullMessage(fetch);

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar este mensaje?' });
    expect(callsTo(fetch, '/api/messages/delete-by-access')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar mensaje' }));

    expect(await screen.findByText('Página de acceso')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/message/access');
    expect(screen.getByText('Mensaje eliminado')).toBeTruthy();
    expect(callsTo(fetch, '/api/messages/delete-by-access')).toEqual([{ accessCode: CODE }]);
  });

  it('keeps the letter when deleting fails', async () => {
    const fetch = fullFlow(fullAnswer(), {
      'POST /api/messages/delete-by-access': () => jsonResponse({ message: 'Fallo' }, 500),
    });
    const { router } = renderView();
    await openFullMessage(fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar mensaje' }),
    );

    expect(await screen.findByText('Error al eliminar')).toBeTruthy();
    expect(screen.getByText('No se pudo eliminar el mensaje. Inténtalo de nuevo más tarde.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/message/view/${CODE}`);
    expect(screen.getByRole('button', { name: 'Eliminar' }).hasAttribute('disabled')).toBe(false);
  });
});
