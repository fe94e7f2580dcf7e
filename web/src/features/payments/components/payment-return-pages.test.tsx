import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { bodyOf, urlsFor } from '../testing/payment-stubs';
import { PaymentCancelPage } from './payment-cancel-page';
import { PaymentErrorPage } from './payment-error-page';
import { PaymentPage } from './payment-page';
import { PaymentSuccessPage } from './payment-success-page';

const message = {
  id: 'm1',
  recipient: 'Ana',
  recipientEmail: 'ana@example.com',
  subject: 'Para cuando cumplas 18',
  messageType: 'love',
  deliveryMethod: 'email',
  deliveryDate: '2030-05-03T12:30:00.000Z',
  schedulingType: 'specific_date',
  accessCode: 'ABCD-EFGH-JKMN-PQRS',
  isSealed: true,
  requiresPayment: true,
  paid: true,
};

const renderPage = (path: string) =>
  renderRoutes(
    [
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/payment-error', element: <PaymentErrorPage /> },
      { path: '/payment-cancel', element: <PaymentCancelPage /> },
      { path: '/payment/:messageId', element: <PaymentPage messageId="m404" /> },
    ],
    path,
  );

describe('the payment success page', () => {
  beforeEach(() => window.sessionStorage.setItem('legado.paymentToken.m1', 'tok'));
  afterEach(() => window.sessionStorage.clear());

  it('captures the returned order, then shows the paid message with its code', async () => {
    const fetchMock = stubFetch({
      'POST /api/payments/paypal/capture/ORDER1': () =>
        jsonResponse({ success: true, status: 'paid', messageId: 'm1', paymentId: 'PAY-1' }),
      'GET /api/messages/m1': () => jsonResponse(message),
    });
    renderPage('/payment-success?token=ORDER1&PayerID=P1&messageId=m1');
    expect(await screen.findByRole('heading', { name: '¡Pago completado!' })).toBeTruthy();
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(screen.getByText('Para cuando cumplas 18')).toBeTruthy();
    expect(screen.getByText('Correo electrónico')).toBeTruthy();
    expect(screen.getByTestId('access-code').textContent).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(screen.getByText('Guárdalo en un lugar seguro: con él se abre el mensaje.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mis mensajes' }).getAttribute('href')).toBe('/messages');

    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/capture/'))!;
    expect(bodyOf(init!)).toEqual({ payerId: 'P1' });
    expect(urlsFor(fetchMock, '/api/messages/m1')).toEqual(['/api/messages/m1?token=tok']);
  });

  it('says the payment went through when the details cannot be loaded', async () => {
    stubFetch({
      'POST /api/payments/paypal/capture/ORDER1': () =>
        jsonResponse({ success: true, status: 'paid', messageId: 'm1', paymentId: 'PAY-1' }),
      'GET /api/messages/m1': () => jsonResponse({ message: 'No encontrado' }, 404),
    });
    renderPage('/payment-success?token=ORDER1&PayerID=P1&messageId=m1');
    expect(
      await screen.findByText(
        'El pago se ha realizado correctamente, pero no pudimos cargar los detalles del mensaje.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Identificador del mensaje: m1')).toBeTruthy();
  });

  it('shows a review state when PayPal holds the capture', async () => {
    stubFetch({
      'POST /api/payments/paypal/capture/ORDER1': () =>
        jsonResponse({ success: false, status: 'pending', messageId: 'm1' }, 202),
    });
    renderPage('/payment-success?token=ORDER1&PayerID=P1&messageId=m1');
    expect(await screen.findByRole('heading', { name: 'Tu pago se está revisando' })).toBeTruthy();
    expect(screen.queryByText('¡Pago completado!')).toBeNull();
  });

  it('announces nothing without parameters', () => {
    const fetchMock = stubFetch({});
    renderPage('/payment-success');
    expect(screen.getByRole('heading', { name: 'No hay ningún pago que confirmar' })).toBeTruthy();
    expect(screen.queryByText('¡Pago completado!')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to the error page with the reason 3 s after a failed capture', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({
      'POST /api/payments/paypal/capture/ORDER1': () =>
        jsonResponse({ message: 'PayPal ha rechazado el pago', reason: 'declined' }, 402),
    });
    const { router } = renderPage('/payment-success?token=ORDER1&PayerID=P1&messageId=m1');
    expect(await screen.findByText('PayPal ha rechazado el pago')).toBeTruthy();
    await act(() => vi.advanceTimersByTime(3000));
    expect(await screen.findByText('PayPal ha rechazado el pago.')).toBeTruthy();
    expect(router.state.location.search).toBe('?reason=declined&messageId=m1');
    vi.useRealTimers();
  });
});

describe('the payment error page', () => {
  it.each([
    ['missing_token', 'Falta el token de pago: el enlace está incompleto o ha caducado.'],
    ['paypal_auth_error', 'No pudimos conectar con PayPal para preparar el pago.'],
    ['capture_error', 'PayPal aprobó el pago, pero no pudimos completarlo.'],
    ['message_not_found', 'No encontramos el mensaje de este pago.'],
    ['server_error', 'Nuestro servidor tuvo un problema al procesar el pago.'],
    ['declined', 'PayPal ha rechazado el pago.'],
    ['not_approved', 'El pago no llegó a aprobarse en PayPal.'],
    [
      'amount_mismatch',
      'El importe cobrado no coincide con el del pedido, así que no hemos dado el pago por bueno.',
    ],
    ['unknown_order', 'No encontramos esta orden de pago.'],
    ['paypal_unavailable', 'PayPal no responde en este momento.'],
    ['something_else', 'Ha ocurrido un error desconocido durante el pago.'],
  ])('explains %s', (reason, text) => {
    renderPage(`/payment-error?reason=${reason}`);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Intentar de nuevo' })).toBeNull();
  });

  it('advises what is true of each failure: a lost message is not "still saved", a refusal asks for another card', () => {
    const advice = (reason: string) => {
      const { unmount } = renderPage(`/payment-error?reason=${reason}`);
      const items = within(screen.getByRole('heading', { name: 'Qué puedes hacer' }).parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent ?? '');
      unmount();
      return items;
    };
    expect(advice('message_not_found').join(' ')).not.toMatch(/sigue guardado/);
    expect(advice('message_not_found')[0]).toMatch(/^Comprueba en tus mensajes si el mensaje sigue ahí/);
    expect(advice('declined')[0]).toMatch(/^Prueba con otra tarjeta u otra cuenta de PayPal/);
    expect(advice('capture_error').join(' ')).not.toMatch(/no se te ha cobrado nada/);
    expect(advice('missing_token')[0]).toMatch(/^Abre el pago desde tus mensajes/);
    expect(advice('something_else')).toHaveLength(3);
  });

  it('lists every query parameter in the diagnostics, with support and try again', () => {
    renderPage('/payment-error?reason=capture_error&messageId=m1&extra=42');
    expect(screen.getByRole('link', { name: 'soporte@legado.app' }).getAttribute('href')).toBe(
      'mailto:soporte@legado.app',
    );
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' }).getAttribute('href')).toBe('/payment/m1');
    fireEvent.click(screen.getByRole('button', { name: 'Detalles técnicos' }));
    const params = within(screen.getByRole('list', { name: 'Parámetros' }));
    expect(params.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'reason=capture_error',
      'messageId=m1',
      'extra=42',
    ]);
    expect(screen.getByText(/^PAY-/)).toBeTruthy();
    expect(screen.getByText(navigator.userAgent)).toBeTruthy();
  });
});

describe('the payment cancel page', () => {
  it('cancels the order once and offers the other ways', async () => {
    const fetchMock = stubFetch({
      'POST /api/payments/paypal/cancel/ORDER1': () => jsonResponse({ orderDetails: {} }),
    });
    renderPage('/payment-cancel?token=ORDER1&messageId=m1');
    expect(screen.getByRole('heading', { name: 'Pago cancelado' })).toBeTruthy();
    expect(screen.getByText('¿Tienes dudas? Escríbenos a soporte@legado.app.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' }).getAttribute('href')).toBe('/payment/m1');
    await vi.waitFor(() => expect(urlsFor(fetchMock, '/api/payments/paypal/cancel/ORDER1')).toHaveLength(1));
  });
});

describe('the payment page', () => {
  it('says the message was not found, with a way back', async () => {
    stubFetch({ 'GET /api/messages/m404': () => jsonResponse({ message: 'No encontrado' }, 404) });
    renderPage('/payment/m404');
    expect(await screen.findByRole('heading', { name: 'Mensaje no encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver' }).getAttribute('href')).toBe('/');
  });
});
