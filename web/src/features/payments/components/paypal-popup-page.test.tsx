import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { bodyOf, postFromWindow, urlsFor } from '../testing/payment-stubs';
import { PaypalPopupPage } from './paypal-popup-page';

const order = (status = 'created') =>
  jsonResponse({
    orderDetails: {
      id: 'MOCK-1',
      status,
      messageId: 'm1',
      deliveryMethod: 'email',
      amount: 0.81,
      amountCents: 81,
      currency: 'EUR',
      discountCode: 'SPRING10',
      mode: 'simulated',
      clientId: null,
    },
  });

const paid = () =>
  jsonResponse({ success: true, status: 'paid', messageId: 'm1', paymentId: 'PAY-1', orderDetails: {} });

const renderPopup = (path: string) =>
  renderRoutes([{ path: '/payment/paypal', element: <PaypalPopupPage /> }], path);

describe('the PayPal popup', () => {
  let opener: { postMessage: ReturnType<typeof vi.fn> };
  let close: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    opener = { postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    close.mockRestore();
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
  });

  it("reads and cancels a guest's order with the token its address brought, then drops it from the address", async () => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/payment/paypal?orderId=MOCK-1#paymentToken=guest-token');
    const fetchMock = stubFetch({
      'GET /api/payment/paypal/order/MOCK-1': () => order(),
      'POST /api/payments/paypal/cancel/MOCK-1': () => order('cancelled'),
    });
    renderPopup('/payment/paypal?orderId=MOCK-1');
    expect(await screen.findByText('Modo simulado de PayPal activo')).toBeTruthy();
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain('guest-token');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar pago' }));
    await vi.waitFor(() => expect(urlsFor(fetchMock, '/api/payments/paypal/cancel/MOCK-1')).toHaveLength(1));
    const tokens = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('X-Payment-Token'));
    expect(tokens).toEqual(['guest-token', 'guest-token']);
    window.history.replaceState(null, '', '/');
  });

  it('needs an order id', () => {
    stubFetch({});
    renderPopup('/payment/paypal');
    expect(screen.getByRole('heading', { name: 'Falta el identificador de la orden de pago' })).toBeTruthy();
  });

  it('completes once in simulated mode, tells the opener and closes after 3 s', async () => {
    const fetchMock = stubFetch({
      'GET /api/payment/paypal/order/MOCK-1': () => order(),
      'POST /api/payments/paypal/mock-approve/MOCK-1': () =>
        jsonResponse({ returnUrl: '/payment/paypal?orderId=MOCK-1&token=MOCK-1&PayerID=PAYER1' }),
      'POST /api/payments/paypal/capture/MOCK-1': () => paid(),
    });
    renderPopup('/payment/paypal?orderId=MOCK-1');
    expect(await screen.findByText('Modo simulado de PayPal activo')).toBeTruthy();
    expect(screen.getByText('0,81 €')).toBeTruthy();

    const button = screen.getByRole('button', { name: 'Completar pago ahora' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Pago procesado correctamente' })).toBeTruthy();

    expect(urlsFor(fetchMock, '/api/payments/paypal/mock-approve/MOCK-1')).toHaveLength(1);
    const captures = fetchMock.mock.calls.filter(([url]) => String(url).includes('/capture/'));
    expect(captures).toHaveLength(1);
    expect(bodyOf(captures[0]![1]!)).toEqual({ payerId: 'PAYER1' });
    expect(opener.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'PAYMENT_SUCCESS', paymentId: 'PAY-1' }),
      window.location.origin,
    );

    await act(() => vi.advanceTimersByTime(2900));
    expect(close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(200));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('captures at once when PayPal sends it back with token and PayerID', async () => {
    const fetchMock = stubFetch({
      'GET /api/payment/paypal/order/MOCK-1': () => order('approved'),
      'POST /api/payments/paypal/capture/MOCK-1': () => paid(),
    });
    renderPopup('/payment/paypal?orderId=MOCK-1&token=MOCK-1&PayerID=P9');
    expect(await screen.findByRole('heading', { name: 'Pago procesado correctamente' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/capture/'))!;
    expect(bodyOf(init!)).toEqual({ payerId: 'P9' });
  });

  it('shows an error with retry and close, and tells the opener', async () => {
    stubFetch({
      'GET /api/payment/paypal/order/MOCK-1': () => order('approved'),
      'POST /api/payments/paypal/capture/MOCK-1': () =>
        jsonResponse({ message: 'PayPal ha rechazado el pago', reason: 'declined' }, 402),
    });
    renderPopup('/payment/paypal?orderId=MOCK-1');
    expect(await screen.findByRole('heading', { name: 'Error en el proceso de pago' })).toBeTruthy();
    expect(screen.getByText('PayPal ha rechazado el pago')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(close).toHaveBeenCalled();
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'PAYMENT_ERROR', error: 'PayPal ha rechazado el pago' },
      window.location.origin,
    );
  });

  it('cancels on request of the opener (same origin only) and closes after 3 s', async () => {
    const fetchMock = stubFetch({
      'GET /api/payment/paypal/order/MOCK-1': () => order(),
      'POST /api/payments/paypal/cancel/MOCK-1': () => jsonResponse({ orderDetails: {} }),
    });
    renderPopup('/payment/paypal?orderId=MOCK-1');
    await screen.findByRole('button', { name: 'Completar pago ahora' });

    act(() => postFromWindow({ type: 'PAYMENT_CANCEL_REQUEST' }, 'https://evil.test'));
    expect(screen.getByRole('button', { name: 'Completar pago ahora' })).toBeTruthy();

    act(() => postFromWindow({ type: 'PAYMENT_CANCEL_REQUEST' }));
    expect(
      await screen.findByRole('heading', { name: 'Has cancelado el pago desde la otra ventana' }),
    ).toBeTruthy();
    expect(urlsFor(fetchMock, '/api/payments/paypal/cancel/MOCK-1')).toHaveLength(1);
    await act(() => vi.advanceTimersByTime(3000));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('cancels from its own button, tells the opener and closes after 1 s', async () => {
    stubFetch({
      'GET /api/payment/paypal/order/MOCK-1': () => order(),
      'POST /api/payments/paypal/cancel/MOCK-1': () => jsonResponse({ orderDetails: {} }),
    });
    renderPopup('/payment/paypal?orderId=MOCK-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pago' }));
    expect(screen.getByRole('heading', { name: 'Pago cancelado' })).toBeTruthy();
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'PAYMENT_CANCEL' }, window.location.origin);
    await act(() => vi.advanceTimersByTime(1000));
    expect(close).toHaveBeenCalledTimes(1);
  });
});
