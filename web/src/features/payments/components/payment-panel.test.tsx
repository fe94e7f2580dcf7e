import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { bodyOf, fakePopup, gatewaysAnswer, postFromWindow, urlsFor } from '../testing/payment-stubs';
import { PaymentPanel, type PaymentOutcome } from './payment-panel';

const spring10 = {
  valid: true,
  discountCode: 'SPRING10',
  discountPercentage: 10,
  basePrice: 0.9,
  finalPrice: 0.81,
  savings: 0.09,
  basePriceCents: 90,
  finalPriceCents: 81,
  savingsCents: 9,
  message: 'Descuento del 10 % aplicado',
};

function renderPanel({ onPaid = vi.fn<(outcome: PaymentOutcome) => void>(), allowPopup = true } = {}) {
  const view = renderRoutes(
    [
      {
        path: '/wizard',
        element: (
          <PaymentPanel
            messageId="m1"
            deliveryMethod="EMAIL"
            paymentToken="tok"
            allowPopup={allowPopup}
            onPaid={onPaid}
          />
        ),
      },
      { path: '/', element: <p>Inicio</p> },
      { path: '/payment/paypal-redirect', element: <p>Redirigiendo</p> },
    ],
    '/wizard',
  );
  return { ...view, onPaid };
}

// Intl puts a no-break space before the euro sign; the assertions read it as a plain space.
const total = () => screen.getByTestId('price-total').textContent?.replace(/\s/g, ' ');
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
const typeCode = (code: string) =>
  fireEvent.change(screen.getByLabelText('Código de descuento'), { target: { value: code } });

describe('the payment panel', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('applies a discount code, shows base, final and savings, and removes it', async () => {
    const fetchMock = stubFetch({
      'GET /api/payment/gateways': () => gatewaysAnswer(),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
      'POST /api/payment/validate-discount': () => jsonResponse(spring10),
    });
    renderPanel();
    expect(await screen.findByText('Modo simulado de PayPal activo')).toBeTruthy();
    expect(total()).toBe('0,90 €');

    typeCode('  spring10 ');
    apply();
    expect(await screen.findByText('Código SPRING10 aplicado: 10 % de descuento')).toBeTruthy();
    expect(total()).toBe('0,81 €');
    expect(screen.getByText('Ahorras 0,09 €')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('validate-discount'))!;
    expect(bodyOf(init!)).toEqual({ discountCode: 'SPRING10', deliveryType: 'email' });

    fireEvent.click(screen.getByRole('button', { name: 'Quitar el código SPRING10' }));
    expect(total()).toBe('0,90 €');
    expect(screen.getByLabelText('Código de descuento')).toBeTruthy();
  });

  it('says so when the code is empty, without asking the server', async () => {
    const fetchMock = stubFetch({
      'GET /api/payment/gateways': () => gatewaysAnswer(),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
    });
    renderPanel();
    await screen.findByText('PayPal');
    typeCode('   ');
    apply();
    expect(screen.getByRole('alert').textContent).toBe('Introduce un código de descuento');
    expect(urlsFor(fetchMock, '/api/payment/validate-discount')).toEqual([]);
  });

  it("shows the server's words for a code that does not apply, and keeps the full price", async () => {
    stubFetch({
      'GET /api/payment/gateways': () => gatewaysAnswer(),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
      'POST /api/payment/validate-discount': () =>
        jsonResponse({ valid: false, message: 'El código ha caducado', reason: 'DISCOUNT_EXPIRED' }),
    });
    renderPanel();
    await screen.findByText('PayPal');
    typeCode('OLD10');
    apply();
    expect(await screen.findByText('El código ha caducado')).toBeTruthy();
    expect(total()).toBe('0,90 €');
  });

  it('spends a free delivery on an e-mail delivery, says so and goes home after a second', async () => {
    const fetchMock = stubFetch({
      'GET /api/payment/gateways': () => gatewaysAnswer(),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 2 }),
      'POST /api/payment/use-free-delivery': () => jsonResponse({ success: true, freeDeliveries: 1 }),
      'GET /api/user': () => jsonResponse(null, 401),
    });
    const { router } = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Usar una entrega gratuita' }));
    expect(await screen.findByText('Entrega gratuita aplicada')).toBeTruthy();
    const [url] = urlsFor(fetchMock, '/api/payment/use-free-delivery');
    expect(url).toBe('/api/payment/use-free-delivery?paymentToken=tok');
    const [, init] = fetchMock.mock.calls.find(([call]) => String(call) === url)!;
    expect(bodyOf(init!)).toEqual({ messageId: 'm1' });
    expect(router.state.location.pathname).toBe('/wizard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2500 });
  });

  it('pays by redirect: creates the order with the code and goes to the redirect page', async () => {
    const fetchMock = stubFetch({
      'GET /api/payment/gateways': () => gatewaysAnswer(),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
      'POST /api/payment/validate-discount': () => jsonResponse(spring10),
      'POST /api/payment/paypal/create-order': () =>
        jsonResponse({
          completed: false,
          orderId: 'MOCK-1',
          approvalUrl: 'http://localhost:8080/api/payments/paypal/mock-approve/MOCK-1',
          messageId: 'm1',
        }),
    });
    const { router } = renderPanel();
    await screen.findByText('PayPal');
    typeCode('SPRING10');
    apply();
    await screen.findByText('Código SPRING10 aplicado: 10 % de descuento');
    fireEvent.click(screen.getByRole('button', { name: 'Pagar con PayPal' }));

    await screen.findByText('Redirigiendo');
    expect(router.state.location.pathname).toBe('/payment/paypal-redirect');
    expect(router.state.location.search).toBe('?orderId=MOCK-1&messageId=m1');
    const [url] = urlsFor(fetchMock, '/api/payment/paypal/create-order');
    expect(url).toBe('/api/payment/paypal/create-order?paymentToken=tok');
    const [, init] = fetchMock.mock.calls.find(([call]) => String(call) === url)!;
    expect(bodyOf(init!)).toEqual({
      messageId: 'm1',
      paymentMethod: 'paypal',
      flow: 'redirect',
      discountCode: 'SPRING10',
    });
    expect(window.sessionStorage.getItem('legado.paypalApproval.MOCK-1')).toBe(
      'http://localhost:8080/api/payments/paypal/mock-approve/MOCK-1',
    );
  });

  it('pays in a popup and listens only to messages from its own origin', async () => {
    const popup = fakePopup();
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    const fetchMock = stubFetch({
      'GET /api/payment/gateways': () => gatewaysAnswer(),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
      'POST /api/payment/paypal/create-order': () => jsonResponse({ completed: false, orderId: 'MOCK-2' }),
    });
    const { onPaid } = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar en una ventana aparte' }));
    expect(await screen.findByText('Completa el pago en la ventana de PayPal')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
    // The guest's token rides in the fragment: the popup's storage was copied before this order existed.
    expect(popup.location.href).toBe('/payment/paypal?orderId=MOCK-2#paymentToken=tok');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('create-order'))!;
    expect(bodyOf(init!)).toMatchObject({ flow: 'popup' });

    act(() => postFromWindow({ type: 'PAYMENT_SUCCESS', paymentId: 'X', details: {} }, 'https://evil.test'));
    expect(onPaid).not.toHaveBeenCalled();

    act(() => postFromWindow({ type: 'PAYMENT_SUCCESS', paymentId: 'PAY-1', details: { status: 'paid' } }));
    expect(onPaid).toHaveBeenCalledWith({ pending: false });
  });

  it("shows the popup's error and lets the sender try again", async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => fakePopup()),
    );
    stubFetch({
      'GET /api/payment/gateways': () => gatewaysAnswer(),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
      'POST /api/payment/paypal/create-order': () => jsonResponse({ completed: false, orderId: 'MOCK-3' }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar en una ventana aparte' }));
    await screen.findByText('Completa el pago en la ventana de PayPal');
    act(() => postFromWindow({ type: 'PAYMENT_ERROR', error: 'PayPal ha rechazado el pago' }));
    expect(await screen.findByText('PayPal ha rechazado el pago')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagar con PayPal' })).toHaveProperty('disabled', false);
  });

  it('asks the popup to cancel when the sender cancels from this page', async () => {
    const popup = fakePopup();
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    stubFetch({
      'GET /api/payment/gateways': () => gatewaysAnswer(),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
      'POST /api/payment/paypal/create-order': () => jsonResponse({ completed: false, orderId: 'MOCK-4' }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar en una ventana aparte' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar el pago' }));
    expect(popup.postMessage).toHaveBeenCalledWith(
      { type: 'PAYMENT_CANCEL_REQUEST' },
      window.location.origin,
    );
    expect(screen.getByRole('button', { name: 'Pagar en una ventana aparte' })).toBeTruthy();
  });

  it('says payment is not available when there is no gateway', async () => {
    stubFetch({
      'GET /api/payment/gateways': () => gatewaysAnswer({ gateways: [] }),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
    });
    renderPanel();
    expect(await screen.findByText('El pago no está disponible ahora mismo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pagar con PayPal' })).toBeNull();
  });
});
