import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { forgetSession } from '../../features/auth/api/logout';
import {
  chooseLevel,
  fill,
  next,
  renderWizard,
  stepHeading,
  writeAndGoToStep3,
} from '../../features/messages/testing/wizard-test-helpers';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { createAppRoutes } from '../router';

// Each test walks several screens in jsdom; under a full parallel run that can take seconds.
vi.setConfig({ testTimeout: 15_000 });

const signedIn = {
  id: 'u1',
  username: 'lucia',
  email: 'lucia@example.com',
  fullName: 'Lucía Fernández',
  role: 'user',
  isEmailVerified: true,
  freeDeliveries: 0,
  language: 'es',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const created = { id: 'm1', accessCode: 'ABCD-EFGH-JKMN-PQRS', requiresPayment: true };

// The wizard and the payments feature meet here: the route hands the wizard the payment panel.
describe('/create-message', () => {
  it('shows the payments feature’s panel once a message that must be paid is sealed', async () => {
    stubFetch({
      'GET /api/user': () => jsonResponse(signedIn),
      'POST /api/messages': () => jsonResponse(created, 201),
      'POST /api/messages/m1/seal': () => jsonResponse({ ...created, paymentToken: 't' }),
      'GET /api/payment/gateways': () =>
        jsonResponse({ gateways: [{ id: 'paypal', name: 'PayPal' }], mode: 'simulated', clientId: null }),
      'GET /api/payment/free-deliveries': () => jsonResponse({ freeDeliveriesAvailable: 0 }),
      'GET /api/messages': () => jsonResponse([]),
    });
    renderRoutes(createAppRoutes(), '/create-message');
    await stepHeading('Remitente');
    await writeAndGoToStep3();
    fill('Correo electrónico del destinatario', 'ana@example.com');
    chooseLevel(/^Pregunta/);
    fill('Pregunta', '¿Dónde nos conocimos?');
    fill('Respuesta', 'En Cádiz');
    fireEvent.click(screen.getByRole('button', { name: 'Crear mensaje' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Paga la entrega' })).toBeTruthy();
    expect(screen.getByTestId('price-total').textContent?.replace(/\s/g, ' ')).toBe('0,90 €');
    expect(await screen.findByRole('button', { name: 'Pagar con PayPal' })).toBeTruthy();
    expect(screen.queryByText(/El pago se hará en un paso posterior/)).toBeNull();

    // Going back leaves the message waiting for payment and says where to pay it.
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no, volver al asistente' }));
    expect(await screen.findByText('Tu mensaje anterior espera el pago')).toBeTruthy();
  });

  it('forgets the draft at logout', async () => {
    const draftKey = 'user:u1:message-draft.v1';
    const { queryClient, unmount } = renderWizard();
    next();
    await stepHeading('Contenido');
    fill('Destinatario', 'Ana');
    unmount();
    window.localStorage.setItem('i18nextLng', 'es');
    expect(window.localStorage.getItem(draftKey)).not.toBeNull();
    forgetSession(queryClient);
    expect(window.localStorage.getItem(draftKey)).toBeNull();
    // Only what was kept for users goes; the language choice stays.
    expect(window.localStorage.getItem('i18nextLng')).toBe('es');
  });
});
