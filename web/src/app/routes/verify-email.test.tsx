import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { VerifyEmailRoute } from './verify-email';

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/verify-email', element: <VerifyEmailRoute /> },
      { path: '/auth', element: <p>auth</p> },
    ],
    path,
  );
}

describe('verify-email page', () => {
  it('does nothing on load and verifies once on click', async () => {
    const fetchMock = stubFetch({
      'POST /api/verify-email': () => jsonResponse({ success: true, message: 'ok' }),
    });
    const { router } = renderPage('/verify-email?token=abc123');

    const button = await screen.findByRole('button', { name: 'Confirmar mi correo' });
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=login&verified=true'));
    expect(router.state.location.pathname).toBe('/auth');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/verify-email');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123' });
  });

  it('sends a refused link to the auth screen with the error alert', async () => {
    stubFetch({ 'POST /api/verify-email': () => jsonResponse({ message: 'Enlace caducado' }, 400) });
    const { router } = renderPage('/verify-email?token=old');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmar mi correo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?verified=false'));
  });

  it('treats a missing token as an invalid link', async () => {
    const fetchMock = stubFetch({});
    const { router } = renderPage('/verify-email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?verified=false');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
