import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../lib/format-date';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { createAppRoutes } from '../router';

vi.setConfig({ testTimeout: 15_000 });

const visitor = () => jsonResponse({ message: 'No autenticado' }, 401);

const access = {
  noSecurityRequired: false,
  securityLevel: 'basic',
  question: { question: '¿Cómo se llamaba nuestro perro?' },
  questions: [{ question: '¿Cómo se llamaba nuestro perro?' }],
  attempts: 0,
  maxAttempts: null,
  isLocked: false,
  accessCode: 'ABCD-EFGH-JKMN-PQRS',
};

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('access page', () => {
  it('asks for the code when it is empty, without calling the server', async () => {
    const fetch = stubFetch({ 'GET /api/user': visitor });
    const { router } = renderRoutes(createAppRoutes(), '/message/access');
    const field = await screen.findByLabelText('Código de acceso');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acceder al mensaje' }));

    expect(await screen.findByText('El código de acceso es obligatorio')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/access')).toBe(false);
    expect(router.state.location.pathname).toBe('/message/access');

    // Typing clears the complaint.
    fireEvent.change(field, { target: { value: 'a' } });
    expect(screen.queryByText('El código de acceso es obligatorio')).toBeNull();
  });

  it('submits ?code= once by itself and opens the view under the formatted code', async () => {
    const fetch = stubFetch({
      'GET /api/user': visitor,
      'POST /api/access': () => jsonResponse(access),
    });
    const { router } = renderRoutes(createAppRoutes(), '/message/access?code=abcd efgh jkmn pqrs');

    await waitFor(() => expect(router.state.location.pathname).toBe('/message/view/ABCD-EFGH-JKMN-PQRS'));
    const accessCalls = fetch.mock.calls.filter(([url]) => String(url) === '/api/access');
    expect(accessCalls).toHaveLength(1);
    expect(bodyOf(accessCalls[0]?.[1])).toEqual({ accessCode: 'abcd efgh jkmn pqrs' });
  });

  it('submits an e-mail link’s #code= once by itself, the code never having left the browser', async () => {
    const fetch = stubFetch({
      'GET /api/user': visitor,
      'POST /api/access': () => jsonResponse(access),
    });
    const { router } = renderRoutes(createAppRoutes(), '/message/access#code=ABCD-EFGH-JKMN-PQRS');

    await waitFor(() => expect(router.state.location.pathname).toBe('/message/view/ABCD-EFGH-JKMN-PQRS'));
    const accessCalls = fetch.mock.calls.filter(([url]) => String(url) === '/api/access');
    expect(accessCalls).toHaveLength(1);
    expect(bodyOf(accessCalls[0]?.[1])).toEqual({ accessCode: 'ABCD-EFGH-JKMN-PQRS' });
  });

  it('opens the view after a typed code', async () => {
    stubFetch({ 'GET /api/user': visitor, 'POST /api/access': () => jsonResponse(access) });
    const { router } = renderRoutes(createAppRoutes(), '/message/access');
    fireEvent.change(await screen.findByLabelText('Código de acceso'), {
      target: { value: ' abcd-efgh-jkmn-pqrs ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Acceder al mensaje' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/message/view/ABCD-EFGH-JKMN-PQRS'));
  });

  it('says why a code is refused, in a destructive toast, and lets the person try again', async () => {
    stubFetch({
      'GET /api/user': visitor,
      'POST /api/access': () => jsonResponse({ message: 'No existe ningún mensaje con ese código.' }, 404),
    });
    const { router } = renderRoutes(createAppRoutes(), '/message/access?code=ZZZZ-ZZZZ-ZZZZ-ZZZZ');

    expect(await screen.findByText('Error de acceso')).toBeTruthy();
    expect(screen.getByText('No existe ningún mensaje con ese código.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/message/access');
    // The loading state is over: the field keeps the code and the button works again.
    const button = screen.getByRole('button', { name: 'Acceder al mensaje' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect((screen.getByLabelText('Código de acceso') as HTMLInputElement).value).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  });

  it('opens the view for a message not delivered yet, which says when it will be', async () => {
    const availableOn = '2030-06-15T10:30:00.000Z';
    const fetch = stubFetch({
      'GET /api/user': visitor,
      'POST /api/access': () =>
        jsonResponse({ message: 'Este mensaje todavía no se ha entregado.', availableOn }, 403),
    });
    const { router } = renderRoutes(createAppRoutes(), '/message/access');
    fireEvent.change(await screen.findByLabelText('Código de acceso'), {
      target: { value: 'abcd efgh jkmn pqrs' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Acceder al mensaje' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No se puede acceder al mensaje' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/message/view/ABCD-EFGH-JKMN-PQRS');
    expect(screen.getByText('Este mensaje todavía no se ha entregado.')).toBeTruthy();
    expect(screen.getByText('Este mensaje estará disponible el:')).toBeTruthy();
    expect(screen.getByText(formatDateTime(availableOn)).getAttribute('datetime')).toBe(availableOn);
    // The card says it all: no toast, and the code was looked up once, not again by the view.
    expect(screen.queryByText('Error de acceso')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/access')).toHaveLength(1);
    // The refusal is not kept in the history entry: a reload asks the server again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/message/view/ABCD-EFGH-JKMN-PQRS');
    expect(screen.getByText('Este mensaje estará disponible el:')).toBeTruthy();
  });

  it('opens the view without a date when nobody knows it yet (proof of life)', async () => {
    stubFetch({
      'GET /api/user': visitor,
      'POST /api/access': () =>
        jsonResponse({ message: 'Este mensaje todavía no se ha entregado.', availableOn: null }, 403),
    });
    const { router } = renderRoutes(createAppRoutes(), '/message/access?code=WXYZ-2345-6789-ABCD');
    expect(await screen.findByText('Este mensaje todavía no se ha entregado.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/message/view/WXYZ-2345-6789-ABCD');
    expect(screen.queryByText('Este mensaje estará disponible el:')).toBeNull();
    expect(screen.queryByText('Error de acceso')).toBeNull();
  });

  it('falls back to its own words when the server gives none', async () => {
    stubFetch({
      'GET /api/user': visitor,
      'POST /api/access': () => new Response('', { status: 502, statusText: 'Bad Gateway' }),
    });
    renderRoutes(createAppRoutes(), '/message/access?code=ZZZZ');
    expect(await screen.findByText('Error de acceso')).toBeTruthy();
    expect(
      screen.getByText('El código de acceso no es válido o el mensaje no está disponible.'),
    ).toBeTruthy();
  });
});
