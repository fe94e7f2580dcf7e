import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatCents } from '../../../lib/format-money';
import { i18n } from '../../../lib/i18n';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { messageSummary } from '../../../testing/message-summary';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import type { MessageSummary } from '../../../api/get-messages';
import { MessageCard } from './message-card';

vi.setConfig({ testTimeout: 15_000 });

const NEXT = '2026-12-05T09:00:00.000Z';

function message(over: Partial<MessageSummary> = {}): MessageSummary {
  return messageSummary('m-life', {
    recipient: 'Ana',
    recipientEmail: 'ana@example.com',
    subject: 'Las llaves',
    messageType: 'instructions',
    deliveryDate: null,
    schedulingType: 'life_proof',
    lifeProof: {
      state: 'active',
      missedCheckIns: 0,
      nextCheckInAt: NEXT,
      deliversAt: null,
      contactInvitation: null,
      lastLifeSign: null,
    },
    ...over,
  });
}

const renderCard = (summary: MessageSummary) =>
  renderRoutes([{ path: '/', element: <MessageCard message={summary} /> }], '/');

const TEST_BUTTON = 'Enviarme una prueba de vida ahora';

describe('message card: proof of life', () => {
  it('shows when the next check-in comes, and sends a test check-in with an empty JSON body', async () => {
    const fetch = stubFetch({
      'POST /api/messages/m-life/test-check-in': () => jsonResponse({}, 202),
    });
    renderCard(message());
    expect(screen.getByText(`Próxima prueba de vida: ${formatDate(NEXT)}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: TEST_BUTTON }));
    expect(await screen.findByText('Te hemos enviado un correo de prueba.')).toBeTruthy();
    expect(screen.getByText('Ábrelo y responde desde su enlace.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/messages/m-life/test-check-in');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it.each([
    ['invited', 'Persona de confianza: invitación enviada, aún sin respuesta'],
    ['accepted', 'Tu persona de confianza ha aceptado el papel'],
    ['declined', 'Tu persona de confianza ha rechazado el papel'],
    ['bounced', 'No pudimos entregar la invitación a tu persona de confianza: su dirección la devolvió'],
  ] as const)('says where the trusted contact’s invitation stands (%s)', (state, text) => {
    const base = message().lifeProof!;
    renderCard(message({ lifeProof: { ...base, contactInvitation: state } }));
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('lets the sender name another contact once theirs declined, checking the form first', async () => {
    const fetch = stubFetch({
      'POST /api/messages/m-life/trusted-contact': (init) =>
        (JSON.parse(String(init.body)) as { email: string }).email === 'luis@example.com'
          ? jsonResponse(
              {
                message: 'Tu persona de confianza no puede ser el destinatario',
                field: 'trustedContact.email',
              },
              400,
            )
          : jsonResponse({ success: true }),
    });
    const base = message().lifeProof!;
    renderCard(message({ lifeProof: { ...base, contactInvitation: 'declined' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar persona de confianza' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(within(dialog).getByText('Escribe su nombre (hasta 100 caracteres)')).toBeTruthy();
    expect(within(dialog).getByText('Escribe un correo electrónico válido')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: ' Pablo  Ruiz ' } });
    fireEvent.change(within(dialog).getByLabelText('Correo electrónico'), {
      target: { value: 'luis@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(
      await within(dialog).findByText('Tu persona de confianza no puede ser el destinatario'),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Correo electrónico'), {
      target: { value: 'Pablo@Example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Hemos invitado a pablo@example.com')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls.at(-1)![1]?.body))).toEqual({
      name: 'Pablo Ruiz',
      email: 'pablo@example.com',
    });
  });

  it('offers no change while the contact has accepted', () => {
    const base = message().lifeProof!;
    renderCard(message({ lifeProof: { ...base, contactInvitation: 'accepted' } }));
    expect(screen.queryByRole('button', { name: 'Cambiar persona de confianza' })).toBeNull();
  });

  it('says when and how the sender last showed life, in both languages', async () => {
    const base = message().lifeProof!;
    const at = '2026-11-03T10:00:00.000Z';
    renderCard(message({ lifeProof: { ...base, lastLifeSign: { at, how: 'signed_in' } } }));
    expect(screen.getByText(`Última señal de vida: ${formatDate(at)}, iniciaste sesión`)).toBeTruthy();
    await i18n.changeLanguage('en');
    await waitFor(() =>
      expect(screen.getByText(`Last sign of life: ${formatDate(at)}, you signed in`)).toBeTruthy(),
    );
    await i18n.changeLanguage('es');
  });

  it('says nothing of a contact when the message names none', () => {
    renderCard(message());
    expect(screen.queryByText(/persona de confianza/i)).toBeNull();
  });

  it('counts unanswered check-ins instead of the date once one is missed', async () => {
    renderCard(
      message({
        lifeProof: {
          state: 'missed_2',
          missedCheckIns: 2,
          nextCheckInAt: NEXT,
          deliversAt: null,
          contactInvitation: null,
          lastLifeSign: null,
        },
      }),
    );
    expect(screen.getByText('2 de 3 pruebas de vida sin responder')).toBeTruthy();
    expect(screen.queryByText(/Próxima prueba de vida/)).toBeNull();
    expect(screen.getByRole('button', { name: TEST_BUTTON })).toBeTruthy();
  });

  it('says who decides now, and until when, once the trusted contact is asked', () => {
    renderCard(
      message({
        lifeProof: {
          state: 'awaiting_contact',
          missedCheckIns: 3,
          nextCheckInAt: NEXT,
          deliversAt: null,
          contactInvitation: null,
          lastLifeSign: null,
        },
      }),
    );
    expect(screen.getByText(`Esperando a tu persona de confianza hasta el ${formatDate(NEXT)}`)).toBeTruthy();
    expect(screen.queryByText(/sin responder/)).toBeNull();
  });

  it('shows the server’s words when the test cannot be sent', async () => {
    stubFetch({
      'POST /api/messages/m-life/test-check-in': () =>
        jsonResponse({ message: 'Has pedido demasiadas pruebas. Espera una hora.' }, 429),
    });
    renderCard(message());
    fireEvent.click(screen.getByRole('button', { name: TEST_BUTTON }));
    expect(await screen.findByText('Has pedido demasiadas pruebas. Espera una hora.')).toBeTruthy();
    expect(screen.getByText('No se pudo enviar el correo de prueba')).toBeTruthy();
  });

  it.each([
    ['without a switch', { lifeProof: null }],
    [
      'whose switch has ended',
      {
        lifeProof: {
          state: 'delivered' as const,
          missedCheckIns: 0,
          nextCheckInAt: null,
          deliversAt: null,
          contactInvitation: null,
          lastLifeSign: null,
        },
      },
    ],
  ])('shows nothing of it for a message %s', async (_, over) => {
    const summary = message(over);
    renderCard(summary);
    expect(screen.getByText('Prueba de vida')).toBeTruthy();
    expect(screen.queryByText(/prueba de vida:|sin responder/i)).toBeNull();
    expect(screen.queryByRole('button', { name: TEST_BUTTON })).toBeNull();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderCard(
      message({
        lifeProof: {
          state: 'missed_1',
          missedCheckIns: 1,
          nextCheckInAt: NEXT,
          deliversAt: null,
          contactInvitation: null,
          lastLifeSign: null,
        },
      }),
    );
    await waitFor(() => expect(screen.getByText('1 of 3 check-ins unanswered')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Send me a check-in now' })).toBeTruthy();
  });

  it('speaks English while the trusted contact is asked', async () => {
    await i18n.changeLanguage('en');
    renderCard(
      message({
        lifeProof: {
          state: 'awaiting_contact',
          missedCheckIns: 3,
          nextCheckInAt: NEXT,
          deliversAt: null,
          contactInvitation: null,
          lastLifeSign: null,
        },
      }),
    );
    await waitFor(() =>
      expect(screen.getByText(`Waiting for your trusted contact until ${formatDate(NEXT)}`)).toBeTruthy(),
    );
  });
});

describe('message card: status', () => {
  it('says a message locked by wrong answers is locked, not delivered', () => {
    renderCard(
      message({
        schedulingType: 'specific_date',
        lifeProof: null,
        status: 'delivered',
        isDelivered: true,
        isLocked: true,
      }),
    );
    expect(screen.getByText('Bloqueado')).toBeTruthy();
    expect(screen.queryByText('Entregado')).toBeNull();
  });
});

describe('message card: one date style per language', () => {
  // The same moment the message view test uses: the card and the recipient's letter write it alike.
  const deliveryDate = new Date(2026, 10, 25, 10, 0).toISOString();
  const dated = () => message({ schedulingType: 'specific_date', lifeProof: null, deliveryDate });

  it('writes its delivery date day/month/year in Spanish', () => {
    renderCard(dated());
    expect(screen.getByText('25/11/2026, 10:00')).toBeTruthy();
  });

  it('writes it with the short month in English, not the Spanish way', async () => {
    await i18n.changeLanguage('en');
    renderCard(dated());
    expect(await screen.findByText('25 Nov 2026, 10:00')).toBeTruthy();
    expect(screen.queryByText('25/11/2026, 10:00')).toBeNull();
  });

  it('writes the deadline of an unfinished message the same English way', async () => {
    await i18n.changeLanguage('en');
    renderCard(
      message({
        isSealed: false,
        schedulingType: 'specific_date',
        lifeProof: null,
        createdAt: new Date(2026, 10, 2, 10, 0).toISOString(),
      }),
    );
    expect((await screen.findByTestId('unsealed-expires')).textContent).toBe(
      'If you do not finish it, it will be deleted on 2 Dec 2026',
    );
  });
});

describe('message card: pausing proof of life', () => {
  it('pauses until the chosen day, after asking', async () => {
    const fetch = stubFetch({
      'POST /api/messages/m-life/life-proof/pause': () =>
        jsonResponse({
          state: 'paused',
          missedCheckIns: 0,
          nextCheckInAt: NEXT,
          deliversAt: null,
          contactInvitation: null,
          lastLifeSign: null,
        }),
      'GET /api/messages': () => jsonResponse([]),
    });
    renderCard(message());
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    const day = await screen.findByLabelText('Pausar hasta el día');
    const until = new Date();
    until.setDate(until.getDate() + 10);
    const value = `${until.getFullYear()}-${String(until.getMonth() + 1).padStart(2, '0')}-${String(until.getDate()).padStart(2, '0')}`;
    fireEvent.change(day, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Pausar hasta ese día' }));
    expect(await screen.findByText('Prueba de vida en pausa.')).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => url === '/api/messages/m-life/life-proof/pause');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ until: value });
  });

  it('refuses a day out of range before asking the server', async () => {
    const fetch = stubFetch({});
    renderCard(message());
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    fireEvent.change(await screen.findByLabelText('Pausar hasta el día'), {
      target: { value: '2020-01-01' },
    });
    expect(screen.getByText('Elige un día entre mañana y dentro de un año.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pausar hasta ese día' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says until when it is paused, and resumes on request', async () => {
    const fetch = stubFetch({
      'POST /api/messages/m-life/life-proof/resume': () =>
        jsonResponse({
          state: 'active',
          missedCheckIns: 0,
          nextCheckInAt: NEXT,
          deliversAt: null,
          contactInvitation: null,
          lastLifeSign: null,
        }),
      'GET /api/messages': () => jsonResponse([]),
    });
    renderCard(
      message({
        lifeProof: {
          state: 'paused',
          missedCheckIns: 0,
          nextCheckInAt: NEXT,
          deliversAt: null,
          contactInvitation: null,
          lastLifeSign: null,
        },
      }),
    );
    expect(screen.getByText(`En pausa hasta el ${formatDate(NEXT)}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar ahora' }));
    expect(await screen.findByText('Prueba de vida reanudada: la próxima llegará el día 5.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url === '/api/messages/m-life/life-proof/resume')).toBe(true);
  });
});

describe('message card: a release that waits for its date', () => {
  const DATE = '2027-06-01T08:00:00.000Z';
  const held = (over: Partial<MessageSummary> = {}) =>
    message({
      deliverNotBefore: DATE,
      lifeProof: {
        state: 'waiting_for_date',
        missedCheckIns: 3,
        nextCheckInAt: null,
        deliversAt: null,
        contactInvitation: null,
        lastLifeSign: null,
      },
      ...over,
    });

  it('names the date on an open switch, before anything is released', () => {
    renderCard(message({ deliverNotBefore: DATE }));
    expect(screen.getByTestId('deliver-not-before').textContent).toBe(
      `Si la prueba de vida lo libera, esperará hasta el ${formatDate(DATE)}`,
    );
  });

  it('says when it goes once released, and stops it on the sender’s word', async () => {
    const fetch = stubFetch({
      'POST /api/messages/m-life/life-proof/undo-release': () =>
        jsonResponse({
          state: 'active',
          missedCheckIns: 0,
          nextCheckInAt: NEXT,
          deliversAt: null,
          contactInvitation: null,
          lastLifeSign: null,
        }),
      'GET /api/messages': () => jsonResponse([]),
    });
    renderCard(held());
    expect(
      screen.getByText(`La prueba de vida lo ha liberado: se entregará el ${formatDate(DATE)}`),
    ).toBeTruthy();
    // Nothing of an open switch is offered: no test e-mail, no pause.
    expect(screen.queryByRole('button', { name: TEST_BUTTON })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sigo aquí: detener la entrega' }));
    expect(await screen.findByText('Entrega detenida: las pruebas de vida vuelven a empezar.')).toBeTruthy();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => url === '/api/messages/m-life/life-proof/undo-release' && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('says why when it had already gone, in English', async () => {
    await i18n.changeLanguage('en');
    try {
      stubFetch({
        'POST /api/messages/m-life/life-proof/undo-release': () =>
          jsonResponse({ message: 'It has already been sent.' }, 409),
        'GET /api/messages': () => jsonResponse([]),
      });
      renderCard(held());
      expect(
        screen.getByText(`Proof of life has released it: it will be delivered on ${formatDate(DATE)}`),
      ).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: "I'm here: stop the delivery" }));
      expect(await screen.findByText('The delivery could not be stopped')).toBeTruthy();
      expect(screen.getByText('It has already been sent.')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('names the date, and what undid it, on the history', async () => {
    stubFetch({
      'GET /api/messages/m-life/timeline': () =>
        jsonResponse([
          { at: '2027-03-08T09:00:00.000Z', event: 'release_held' },
          { at: '2027-04-01T10:00:00.000Z', event: 'release_undone_by_sign_in' },
        ]),
    });
    renderCard(message({ deliverNotBefore: DATE }));
    fireEvent.click(screen.getByRole('button', { name: 'Historial' }));
    const steps = await screen.findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `La prueba de vida lo liberó: se entregará el ${formatDate(DATE)}${formatDateTime('2027-03-08T09:00:00.000Z')}`,
      `Iniciaste sesión mientras esperaba: la entrega se detuvo y las pruebas de vida vuelven a empezar${formatDateTime('2027-04-01T10:00:00.000Z')}`,
    ]);
  });
});

describe('message card: history', () => {
  it('lists every step with its time, in the sender’s words', async () => {
    stubFetch({
      'GET /api/messages/m-life/timeline': () =>
        jsonResponse([
          { at: '2026-11-23T10:00:00.000Z', event: 'created' },
          { at: '2026-11-23T10:05:00.000Z', event: 'sealed' },
          { at: '2026-11-23T10:05:01.000Z', event: 'started' },
          { at: '2026-12-05T09:00:00.000Z', event: 'check_in_sent' },
          { at: '2026-12-06T18:00:00.000Z', event: 'confirmed' },
          { at: '2026-12-07T18:00:00.000Z', event: 'something_new' },
        ]),
    });
    renderCard(message());
    fireEvent.click(screen.getByRole('button', { name: 'Historial' }));
    const steps = await screen.findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Lo escribiste${formatDateTime('2026-11-23T10:00:00.000Z')}`,
      `Lo sellaste: su contenido ya no cambia${formatDateTime('2026-11-23T10:05:00.000Z')}`,
      `Prueba de vida activada${formatDateTime('2026-11-23T10:05:01.000Z')}`,
      `Te enviamos una prueba de vida${formatDateTime('2026-12-05T09:00:00.000Z')}`,
      `Confirmaste que sigues aquí${formatDateTime('2026-12-06T18:00:00.000Z')}`,
    ]);
  });

  it('names what the trusted contact was asked and what they answered', async () => {
    stubFetch({
      'GET /api/messages/m-life/timeline': () =>
        jsonResponse([
          { at: '2027-03-08T09:00:00.000Z', event: 'contact_asked' },
          { at: '2027-03-09T12:00:00.000Z', event: 'contact_vetoed' },
          { at: '2027-09-10T12:00:00.000Z', event: 'contact_released' },
        ]),
    });
    renderCard(message());
    fireEvent.click(screen.getByRole('button', { name: 'Historial' }));
    const steps = await screen.findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Sin respuesta al último aviso: preguntamos a tu persona de confianza${formatDateTime('2027-03-08T09:00:00.000Z')}`,
      `Tu persona de confianza detuvo el envío: las pruebas de vida vuelven a empezar${formatDateTime('2027-03-09T12:00:00.000Z')}`,
      `Tu persona de confianza pidió enviarlo ya${formatDateTime('2027-09-10T12:00:00.000Z')}`,
    ]);
  });
});

describe('message card: a postal letter', () => {
  const postal = (letter: MessageSummary['letter']) =>
    message({
      id: 'm-post',
      deliveryMethod: 'postal',
      schedulingType: 'specific_date',
      lifeProof: null,
      letter,
    });
  const letterAt = (status: NonNullable<MessageSummary['letter']>['status'], at: string | null = null) => ({
    reference: '3F9A0C21',
    status,
    queuedAt: '2026-11-20T09:00:00.000Z',
    printedAt: status === 'queued' ? null : '2026-11-21T09:00:00.000Z',
    postedAt: at,
    returnedAt: status === 'returned' ? '2026-12-10T09:00:00.000Z' : null,
  });

  it('says it will be printed before its time, then where the letter stands', () => {
    const { unmount } = renderCard(postal(null));
    expect(screen.getByTestId('letter-status').textContent).toBe(
      'Se imprimirá y enviará cuando llegue su momento',
    );
    unmount();
    expect(screen.queryByTestId('letter-reference')).toBeNull();
    const posted = renderCard(postal(letterAt('posted', '2026-11-22T09:00:00.000Z')));
    expect(screen.getByTestId('letter-status').textContent).toBe(
      `Enviada por correo el ${formatDate('2026-11-22T09:00:00.000Z')}`,
    );
    // The reference to quote about it, as the admin's queue shows it.
    expect(screen.getByTestId('letter-reference').textContent).toBe('Referencia de la carta: 3F9A0C21');
    posted.unmount();
    renderCard(postal(letterAt('returned', '2026-11-22T09:00:00.000Z')));
    expect(screen.getByTestId('letter-status').textContent).toContain(
      `Devuelta por correos el ${formatDate('2026-12-10T09:00:00.000Z')}`,
    );
  });

  it('has no letter line for an e-mail delivery', () => {
    renderCard(message());
    expect(screen.queryByTestId('letter-status')).toBeNull();
  });
});

describe('message card: a delivery refused or returned for good', () => {
  const failed = () => message({ schedulingType: 'specific_date', lifeProof: null, deliveryFailed: true });

  it('says it was not delivered and why, in place of "Pendiente"', () => {
    renderCard(failed());
    expect(screen.getByText('No entregado')).toBeTruthy();
    expect(screen.queryByText('Pendiente')).toBeNull();
    expect(screen.getByTestId('delivery-failed').textContent).toMatch(
      /^El servidor de correo del destinatario rechazó o devolvió el mensaje/,
    );
  });

  it('words it per cause: a block or a full mailbox is not a wrong address', async () => {
    const { unmount } = renderCard(message({ ...failed(), deliveryFailureCause: 'blocked' }));
    expect(screen.getByTestId('delivery-failed').textContent).toMatch(
      /bloqueó nuestro correo como no deseado .* la dirección no está mal escrita/,
    );
    unmount();
    renderCard(message({ ...failed(), deliveryFailureCause: 'mailbox_full' }));
    expect(screen.getByTestId('delivery-failed').textContent).toMatch(
      /^El buzón del destinatario está lleno/,
    );
  });

  it('says on the history why it did not arrive', async () => {
    stubFetch({
      'GET /api/messages/m-life/timeline': () =>
        jsonResponse([
          { at: '2026-11-23T10:05:02.000Z', event: 'delivered_to_recipient' },
          { at: '2026-11-23T10:09:00.000Z', event: 'delivery_failed', cause: 'mailbox_full' },
        ]),
    });
    renderCard(failed());
    fireEvent.click(screen.getByRole('button', { name: 'Historial' }));
    const steps = await screen.findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Enviado a su destinatario${formatDateTime('2026-11-23T10:05:02.000Z')}`,
      `No le llegó: el buzón del destinatario está lleno${formatDateTime('2026-11-23T10:09:00.000Z')}`,
    ]);
  });

  it('sends it again to the corrected address, checked in the browser first', async () => {
    const fetch = stubFetch({
      'POST /api/messages/m-life/recipient-email': () => jsonResponse({ success: true }),
    });
    renderCard(failed());
    fireEvent.click(screen.getByRole('button', { name: 'Corregir la dirección' }));
    const field = await screen.findByLabelText('Correo electrónico del destinatario');
    expect((field as HTMLInputElement).value).toBe('ana@example.com');

    fireEvent.change(field, { target: { value: 'ana@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar de nuevo' }));
    expect(
      await screen.findByText('Escribe una dirección de correo válida, como nombre@ejemplo.com'),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' Ana.Lopez@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar de nuevo' }));
    expect(await screen.findByText('Lo estamos enviando de nuevo a ana.lopez@example.com')).toBeTruthy();
    const [url, init] = fetch.mock.calls.find(([called]) => String(called).includes('recipient-email')) ?? [];
    expect(String(url)).toContain('/api/messages/m-life/recipient-email');
    expect(JSON.parse(String(init?.body))).toEqual({ recipientEmail: 'ana.lopez@example.com' });
  });

  it('says in the dialog why the server would not send it again', async () => {
    stubFetch({
      'POST /api/messages/m-life/recipient-email': () =>
        jsonResponse(
          {
            message:
              'Ya has corregido la dirección tres veces: escribe un mensaje nuevo o dale el código en persona',
          },
          409,
        ),
    });
    renderCard(failed());
    fireEvent.click(screen.getByRole('button', { name: 'Corregir la dirección' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar de nuevo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ya has corregido la dirección tres veces: escribe un mensaje nuevo o dale el código en persona',
    );
  });
});

describe('message card: an unfinished message', () => {
  const unsealed = (over: Partial<MessageSummary> = {}) =>
    message({ isSealed: false, schedulingType: 'specific_date', lifeProof: null, ...over });

  it('says when it will be deleted if it is not finished: 30 days after it was written', () => {
    renderCard(unsealed({ createdAt: '2026-11-02T10:00:00.000Z' }));
    expect(screen.getByText('Sin terminar')).toBeTruthy();
    expect(screen.getByTestId('unsealed-expires').textContent).toBe(
      `Si no lo terminas, se borrará el ${formatDate('2026-12-02T10:00:00.000Z')}`,
    );
  });

  it('has no such line once sealed', () => {
    renderCard(message());
    expect(screen.queryByTestId('unsealed-expires')).toBeNull();
    expect(screen.queryByText(/se borrará el/)).toBeNull();
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderCard(unsealed({ createdAt: '2026-11-02T10:00:00.000Z' }));
    await waitFor(() =>
      expect(screen.getByTestId('unsealed-expires').textContent).toBe(
        `If you do not finish it, it will be deleted on ${formatDate('2026-12-02T10:00:00.000Z')}`,
      ),
    );
  });
});

describe('message card: an unfinished message its recipient refused', () => {
  const refused = (over: Partial<MessageSummary> = {}) =>
    message({
      isSealed: false,
      recipientDeclined: true,
      schedulingType: 'specific_date',
      lifeProof: null,
      accessCode: 'ABCD-EFGH-JKLM',
      ...over,
    });

  it('says it cannot be sent and why, with no way to finish it and no code, only deleting it', () => {
    renderCard(refused());
    expect(screen.getByText('No se puede enviar')).toBeTruthy();
    expect(screen.queryByText('Sin terminar')).toBeNull();
    expect(screen.queryByText('Pendiente')).toBeNull();
    expect(screen.getByTestId('recipient-declined').textContent).toBe(
      'La persona destinataria ha pedido no recibir mensajes tuyos, así que este mensaje no se puede terminar ni enviar. Bórralo; si quieres, escribe uno nuevo para otra persona.',
    );
    expect(screen.queryByTestId('unsealed-expires')).toBeNull();
    expect(screen.queryByTestId('access-code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Terminar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeTruthy();
  });

  it('says so of anonymous messages, in English', async () => {
    await i18n.changeLanguage('en');
    renderCard(refused({ isAnonymous: true }));
    await waitFor(() =>
      expect(screen.getByTestId('recipient-declined').textContent).toBe(
        'Its recipient has asked not to receive anonymous messages, so this message cannot be finished or sent. Delete it; if you like, write them a new one with your name.',
      ),
    );
    expect(screen.getByText('Cannot be sent')).toBeTruthy();
  });
});

describe('message card: payment', () => {
  it('says what was paid and when, or that a free delivery was used, in the interface language', async () => {
    const paidAt = '2026-11-03T10:00:00.000Z';
    const { unmount } = renderCard(
      message({ payment: { free: false, amountCents: 45, currency: 'EUR', paidAt } }),
    );
    expect(screen.getByTestId('payment').textContent).toBe(
      `${formatCents(45, 'es')}, pagado el ${formatDate(paidAt)}`,
    );
    unmount();
    renderCard(message({ payment: { free: true, amountCents: 0, currency: 'EUR', paidAt } }));
    expect(screen.getByTestId('payment').textContent).toBe('Entrega gratuita');
    await i18n.changeLanguage('en');
    await waitFor(() => expect(screen.getByTestId('payment').textContent).toBe('Free delivery'));
    await i18n.changeLanguage('es');
  });

  it('says nothing of payment for a message not paid for yet', () => {
    renderCard(message());
    expect(screen.queryByTestId('payment')).toBeNull();
  });
});
