import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { WritingAssistantPanel } from './writing-assistant-panel';

const ndjson = (...lines: object[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    status: 200,
    headers: { 'Content-Type': 'application/x-ndjson' },
  });

/** The panel beside the letter it works on, as the wizard's content step holds them. */
function Harness({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial);
  return (
    <>
      <p data-testid="letter">{content}</p>
      <WritingAssistantPanel
        id="writing-assistant"
        content={content}
        messageType="farewell"
        recipientName="Luis García"
        onAccept={setContent}
      />
    </>
  );
}

const renderPanel = (initial = 'Luis: me voy mañana.') =>
  renderRoutes([{ path: '/create-message', element: <Harness initial={initial} /> }], '/create-message');

describe('the writing assistant panel', () => {
  it('shows a softer version as it is written and replaces the letter only when accepted', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/assistant': () => jsonResponse({ available: true }),
      'POST /api/assistant/suggestions': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return ndjson({ text: 'Querido Luis:' }, { text: ' mañana me marcho.' }, { done: true });
      },
    });
    renderPanel();
    expect(await screen.findByText(/Tu texto se envía al proveedor de IA solo cuando pulsas/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Suavizar' }));
    const suggestion = await screen.findByRole('status', { name: 'Sugerencia del asistente' });
    await waitFor(() => expect(suggestion.textContent).toBe('Querido Luis: mañana me marcho.'));
    expect(sent).toEqual([
      {
        task: 'soften',
        text: 'Luis: me voy mañana.',
        language: 'es',
        messageType: 'farewell',
        recipientName: 'Luis García',
      },
    ]);
    // Nothing changed yet.
    expect(screen.getByTestId('letter').textContent).toBe('Luis: me voy mañana.');
    fireEvent.click(screen.getByRole('button', { name: 'Usar esta versión' }));
    expect(screen.getByTestId('letter').textContent).toBe('Querido Luis: mañana me marcho.');
    expect(screen.queryByRole('status', { name: 'Sugerencia del asistente' })).toBeNull();
  });

  it('translates into the other language and puts an opening before what is written', async () => {
    await i18n.changeLanguage('en');
    const sent: { task: string; language: string; text: string }[] = [];
    stubFetch({
      'GET /api/assistant': () => jsonResponse({ available: true }),
      'POST /api/assistant/suggestions': (init) => {
        sent.push(JSON.parse(String(init.body)) as (typeof sent)[number]);
        return ndjson({ text: 'Dear Luis,' }, { done: true });
      },
    });
    renderPanel('I am leaving tomorrow.');
    fireEvent.click(await screen.findByRole('button', { name: 'Translate into Spanish' }));
    await screen.findByRole('button', { name: 'Discard' });
    expect(sent[0]).toMatchObject({ task: 'translate', language: 'es', text: 'I am leaving tomorrow.' });
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByTestId('letter').textContent).toBe('I am leaving tomorrow.');

    fireEvent.click(screen.getByRole('button', { name: 'Suggest an opening' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add at the beginning' }));
    expect(sent[1]).toMatchObject({ task: 'opening', language: 'en', text: '' });
    expect(screen.getByTestId('letter').textContent).toBe('Dear Luis,\n\nI am leaving tomorrow.');
  });

  it('says why when the assistant fails, before or half way, and keeps the letter', async () => {
    let call = 0;
    stubFetch({
      'GET /api/assistant': () => jsonResponse({ available: true }),
      'POST /api/assistant/suggestions': () =>
        (call += 1) === 1
          ? jsonResponse(
              { message: 'El asistente de escritura está muy solicitado. Inténtalo de nuevo en un momento.' },
              429,
            )
          : ndjson({ text: 'Luis,' }, { error: 'El asistente de escritura ha tardado demasiado.' }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Acortar' }));
    expect(
      await screen.findByText(
        'El asistente de escritura está muy solicitado. Inténtalo de nuevo en un momento.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar' }));
    expect(await screen.findByText('El asistente de escritura ha tardado demasiado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Usar esta versión' })).toBeNull();
    expect(screen.getByTestId('letter').textContent).toBe('Luis: me voy mañana.');
  });

  it('offers only an opening for an empty letter, and says so plainly when there is no assistant', async () => {
    stubFetch({ 'GET /api/assistant': () => jsonResponse({ available: true }) });
    const view = renderPanel('');
    expect(
      (await screen.findByRole('button', { name: 'Sugerir un comienzo' })).hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.getByRole('button', { name: 'Suavizar' }).hasAttribute('disabled')).toBe(true);
    view.unmount();

    stubFetch({ 'GET /api/assistant': () => jsonResponse({ available: false }) });
    renderPanel();
    expect(
      await screen.findByText(
        'El asistente de escritura no está disponible en este momento. Puedes escribir tu mensaje con normalidad.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suavizar' })).toBeNull();
  });
});
