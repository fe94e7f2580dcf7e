import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import {
  chooseFiles,
  chooseLevel,
  fakeFile,
  FakeUploadRequest,
  fill,
  next,
  renderWizard,
  stepHeading,
  stubObjectUrls,
  stubVideoDuration,
  writeAndGoToStep3,
} from '../testing/wizard-test-helpers';

// Each test walks several screens in jsdom; under a full parallel run that can take seconds.
vi.setConfig({ testTimeout: 15_000 });

const CODE = 'ABCD-EFGH-JKMN-PQRS';
const created = { id: 'm1', accessCode: CODE, requiresPayment: false };

/** A complete message with a BASIC question and one photo, ready to submit on step 3. */
async function writeWholeMessage({ withPhoto = true } = {}) {
  renderWizard();
  next();
  await stepHeading('Contenido');
  fill('Destinatario', 'Ana');
  fill('Asunto', 'Para cuando cumplas 18');
  fill('Tu mensaje', 'Querida Ana:');
  if (withPhoto) {
    chooseFiles([fakeFile('foto.png', 'image/png')]);
    await screen.findByText('foto.png');
  }
  next();
  await stepHeading('Seguridad y envío');
  fill('Correo electrónico del destinatario', 'ana@example.com');
  chooseLevel(/^Pregunta/);
  fill('Pregunta', '¿Dónde nos conocimos?');
  fill('Respuesta', 'En Cádiz');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crear mensaje' }));
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('submitting the wizard', () => {
  beforeEach(() => {
    stubObjectUrls();
    stubVideoDuration(30);
  });

  it('creates with the questions, uploads the photo, marks it, seals it, and shows the code', async () => {
    const fetchMock = stubFetch({
      'POST /api/messages': () => jsonResponse(created, 201),
      'PATCH /api/messages/m1': () => jsonResponse({ id: 'm1', hasMedia: true }),
      'POST /api/messages/m1/seal': () => jsonResponse(created),
    });
    FakeUploadRequest.install(() => ({
      status: 201,
      body: { id: 'p1', mediaType: 'image', mediaUrl: '/api/media/p1', size: 1024 },
    }));
    await writeWholeMessage();
    submit();

    expect(await screen.findByRole('heading', { name: 'Tu mensaje está listo' })).toBeTruthy();
    expect(screen.getByTestId('access-code').textContent).toBe(CODE);
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeTruthy();
    // The success screen is step 4: all three parts done.
    expect(
      screen.getByRole('progressbar', { name: 'Progreso del mensaje' }).getAttribute('aria-valuenow'),
    ).toBe('3');

    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);
    expect(calls).toEqual(['POST /api/messages', 'PATCH /api/messages/m1', 'POST /api/messages/m1/seal']);
    const createBody = bodyOf(fetchMock.mock.calls[0]![1]!);
    expect(createBody).toMatchObject({
      recipient: 'Ana',
      recipientEmail: 'ana@example.com',
      messageType: 'LOVE',
      securityLevel: 'basic',
      deliveryMethod: 'email',
      schedulingType: 'specific_date',
      questions: [{ question: '¿Dónde nos conocimos?', answer: 'En Cádiz' }],
    });
    expect(typeof createBody.deliveryDate).toBe('string');
    expect(bodyOf(fetchMock.mock.calls[1]![1]!)).toEqual({ hasMedia: true });

    const [upload] = FakeUploadRequest.sent;
    expect(upload).toMatchObject({ method: 'POST', url: '/api/messages/m1/media/stream' });
    expect(upload?.headers).toMatchObject({ 'X-Upload': '1', 'Content-Type': 'image/png' });
    expect(upload?.body).toBeInstanceOf(File);
    // Nothing of the message stays in the browser once it exists.
    expect(window.localStorage.getItem('user:u1:message-draft.v1')).toBeNull();
  });

  it('hands a message that must be paid to the payment step, keeping the token for this tab only', async () => {
    stubFetch({
      'POST /api/messages': () => jsonResponse({ ...created, requiresPayment: true }, 201),
      'POST /api/messages/m1/seal': () =>
        jsonResponse({ ...created, requiresPayment: true, paymentToken: 't' }),
    });
    await writeWholeMessage({ withPhoto: false });
    submit();
    // The route brings the payments feature's panel (app/routes/create-message.test.tsx); here, a stand-in.
    expect(await screen.findByText('Pago de m1 (EMAIL, token t)')).toBeTruthy();
    expect(window.sessionStorage.getItem('legado.paymentToken.m1')).toBe('t');

    // Going back leaves the message waiting for payment and says where to pay it.
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(await screen.findByText('Tu mensaje anterior espera el pago')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagar ahora' }).getAttribute('href')).toBe('/payment/m1');
  });

  it('shows the code once the payment step says the message is paid', async () => {
    stubFetch({
      'POST /api/messages': () => jsonResponse({ ...created, requiresPayment: true }, 201),
      'POST /api/messages/m1/seal': () =>
        jsonResponse({ ...created, requiresPayment: true, paymentToken: 't' }),
    });
    await writeWholeMessage({ withPhoto: false });
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Pagado' }));
    expect(await screen.findByText(CODE)).toBeTruthy();
  });

  it('shows a refused creation as a destructive toast and returns to the step at fault', async () => {
    stubFetch({
      'POST /api/messages': () =>
        jsonResponse({ message: 'El asunto es obligatorio', field: 'subject' }, 400),
    });
    await writeWholeMessage({ withPhoto: false });
    submit();
    expect(await screen.findByText('Error al crear el mensaje')).toBeTruthy();
    expect(screen.getByText('El asunto es obligatorio')).toBeTruthy();
    await stepHeading('Contenido');
  });

  it('falls back to the spec text when the server gives no message', async () => {
    stubFetch({
      'POST /api/messages': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await writeAndGoToStep3Complete();
    submit();
    expect(await screen.findByText('Error al crear el mensaje')).toBeTruthy();
    expect(screen.getByText('Comprueba tu conexión e inténtalo de nuevo.')).toBeTruthy();
  });

  it('when an upload fails, can go on without the attachment (the message is never created twice)', async () => {
    const fetchMock = stubFetch({
      'POST /api/messages': () => jsonResponse(created, 201),
      'POST /api/messages/m1/seal': () => jsonResponse(created),
    });
    FakeUploadRequest.install(() => ({ status: 400, body: { message: 'El archivo no es una imagen' } }));
    await writeWholeMessage();
    submit();
    expect(await screen.findByRole('button', { name: 'Continuar sin adjuntos' })).toBeTruthy();
    expect(screen.getAllByText('El archivo no es una imagen').length).toBeGreaterThan(0);
    expect(screen.getByText(/falta adjuntar 1 archivo/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continuar sin adjuntos' }));
    expect(await screen.findByRole('heading', { name: 'Tu mensaje está listo' })).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);
    expect(calls).toEqual(['POST /api/messages', 'POST /api/messages/m1/seal']);
  });

  it('when sealing fails, retries only the seal', async () => {
    let seals = 0;
    const fetchMock = stubFetch({
      'POST /api/messages': () => jsonResponse(created, 201),
      'POST /api/messages/m1/seal': () =>
        ++seals === 1
          ? jsonResponse({ message: 'Verifica tu correo electrónico antes de enviar mensajes.' }, 409)
          : jsonResponse(created),
    });
    await writeWholeMessage({ withPhoto: false });
    submit();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(
      screen.getAllByText('Verifica tu correo electrónico antes de enviar mensajes.').length,
    ).toBeGreaterThan(0);
    // The form is locked meanwhile.
    expect(screen.getByRole('button', { name: 'Crear mensaje' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Tu mensaje está listo' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/messages')).toHaveLength(1);
  });

  it('warns when mail to the address bounced lately, and seals anyway only when asked', async () => {
    const warning = 'El correo a esta dirección ha vuelto hace poco: no existe o ya no recibe correo.';
    const fetchMock = stubFetch({
      'POST /api/messages': () => jsonResponse(created, 201),
      'POST /api/messages/m1/seal': (init) =>
        bodyOf(init).confirmBouncedAddress === true
          ? jsonResponse(created)
          : jsonResponse({ message: warning, field: 'recipientEmail' }, 409),
    });
    await writeWholeMessage({ withPhoto: false });
    submit();
    expect(await screen.findByText(warning)).toBeTruthy();
    expect(screen.getByText('El correo a esta dirección ha vuelto hace poco')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Corregir la dirección' })).toBeTruthy();
    // A warning, not an error: no retry of the same seal.
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sellar igualmente' }));
    expect(await screen.findByRole('heading', { name: 'Tu mensaje está listo' })).toBeTruthy();
    const seals = fetchMock.mock.calls.filter(([url]) => url === '/api/messages/m1/seal');
    expect(seals.map(([, init]) => bodyOf(init!).confirmBouncedAddress)).toEqual([undefined, true]);
  });

  it('when the recipient refused this sender, offers no retry and deletes the unfinished message at once', async () => {
    const refusal =
      'La persona destinataria ha pedido no recibir mensajes tuyos. No se ha sellado ni se te ha cobrado nada.';
    const fetchMock = stubFetch({
      'POST /api/messages': () => jsonResponse(created, 201),
      'POST /api/messages/m1/seal': () => jsonResponse({ message: refusal }, 403),
      'DELETE /api/messages/m1': () => jsonResponse({ success: true }),
    });
    await writeWholeMessage({ withPhoto: false });
    submit();
    expect(await screen.findByText('Esta persona no recibirá este mensaje')).toBeTruthy();
    expect(screen.getByText(refusal)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);
    expect(calls()).toContain('DELETE /api/messages/m1');

    // What can be done: change the recipient (back to their step, the text kept), or discard the draft.
    expect(screen.getByRole('button', { name: 'Descartar el borrador' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar el destinatario' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Contenido' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Destinatario').value).toBe('Ana');
    expect(calls().filter((call) => call === 'DELETE /api/messages/m1')).toHaveLength(1);
  });

  it('after a refusal, discards the draft on the sender’s word and starts a new message', async () => {
    stubFetch({
      'POST /api/messages': () => jsonResponse(created, 201),
      'POST /api/messages/m1/seal': () =>
        jsonResponse(
          {
            message:
              'La persona destinataria ha pedido no recibir mensajes anónimos. No se ha sellado ni se te ha cobrado nada.',
          },
          403,
        ),
      'DELETE /api/messages/m1': () => jsonResponse({ success: true }),
    });
    await writeWholeMessage({ withPhoto: false });
    submit();
    expect(
      await screen.findByText(
        'La persona destinataria ha pedido no recibir mensajes anónimos. No se ha sellado ni se te ha cobrado nada.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar el borrador' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Descartar el borrador?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Remitente' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByLabelText<HTMLInputElement>('Destinatario').value).toBe('');
  });

  it('going back to editing deletes the unfinished message', async () => {
    const fetchMock = stubFetch({
      'POST /api/messages': () => jsonResponse(created, 201),
      'POST /api/messages/m1/seal': () =>
        jsonResponse({ message: 'Has llegado al límite de mensajes por hoy.' }, 429),
      'DELETE /api/messages/m1': () => jsonResponse({ success: true }),
    });
    await writeWholeMessage({ withPhoto: false });
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Volver a editar' }));
    expect(await screen.findByRole('button', { name: 'Crear mensaje' })).toHaveProperty('disabled', false);
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toContain(
      'DELETE /api/messages/m1',
    );
  });
});

/** Step 3 complete with the defaults (no question). */
async function writeAndGoToStep3Complete() {
  renderWizard();
  await writeAndGoToStep3();
  fill('Correo electrónico del destinatario', 'ana@example.com');
}
