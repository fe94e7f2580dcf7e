import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { gatewaysAnswer } from '../testing/payment-stubs';
import { PaymentPage } from './payment-page';

const message = {
  id: 'm1',
  recipient: 'Luis Martín',
  subject: 'Para cuando llegue el día',
  messageType: 'LOVE',
  deliveryMethod: 'email',
  deliveryDate: null,
  schedulingType: 'specific_date',
  accessCode: 'K7QF-9M2X-ZP4D-H3TB',
  requiresPayment: true,
  paid: false,
  isSealed: true,
};

const half = {
  valid: true,
  discountCode: 'MITAD50',
  discountPercentage: 50,
  basePrice: 0.9,
  finalPrice: 0.45,
  savings: 0.45,
  basePriceCents: 90,
  finalPriceCents: 45,
  savingsCents: 45,
  message: 'Descuento del 50 % aplicado',
};

// Intl puts a no-break space before the euro sign; the assertions read it as a plain space.
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('the payment page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows one total, the one charged, once a code takes half off', async () => {
    stubFetch({
      'GET /api/messages/m1': () => jsonResponse(message),
      'GET /api/payment/gateways': () => gatewaysAnswer(),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
      'POST /api/payment/validate-discount': () => jsonResponse(half),
    });
    renderRoutes([{ path: '/payment/:messageId', element: <PaymentPage messageId="m1" /> }], '/payment/m1');
    expect(await screen.findByText('Luis Martín')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Código de descuento'), { target: { value: 'MITAD50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Código MITAD50 aplicado: 50 % de descuento')).toBeTruthy();
    // The price is stated in one place, the panel: nothing else on the page still says 0,90 € is the total.
    const totals = screen.getAllByText('Total');
    expect(totals).toHaveLength(1);
    expect(plain(totals[0]!.nextElementSibling?.textContent)).toBe('0,45 €');
    expect(screen.getAllByText('Precio de la entrega')).toHaveLength(1);
  });
});
