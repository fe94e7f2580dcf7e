import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { EmailVerificationNotice } from './email-verification-notice';

const renderNotice = () => renderRoutes([{ path: '/', element: <EmailVerificationNotice /> }], '/');
const resend = () => fireEvent.click(screen.getByRole('button', { name: 'Reenviar correo' }));

describe('email verification notice', () => {
  it('confirms a resent e-mail', async () => {
    const fetchMock = stubFetch({
      'POST /api/resend-verification': () => jsonResponse({ success: true, message: 'Enviado' }),
    });
    renderNotice();
    expect(screen.getByText('Cuando lo hayas verificado, recarga esta página.')).toBeTruthy();
    resend();
    expect(await screen.findByText('Correo reenviado')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{}');
  });

  it('shows the server message when the server refuses', async () => {
    stubFetch({ 'POST /api/resend-verification': () => jsonResponse({ message: 'Espera un minuto' }, 429) });
    renderNotice();
    resend();
    expect(await screen.findByText('No se pudo reenviar el correo de verificación')).toBeTruthy();
    expect(screen.getByText('Espera un minuto')).toBeTruthy();
  });

  it('says so when the network fails', async () => {
    stubFetch({
      'POST /api/resend-verification': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderNotice();
    resend();
    expect(await screen.findByText('Error al reenviar el correo de verificación')).toBeTruthy();
  });
});
