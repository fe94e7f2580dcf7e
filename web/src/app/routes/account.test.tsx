import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../testing/test-utils';
import { createAppRoutes } from '../router';

const user = {
  id: 'u1',
  username: 'ana',
  email: 'ana@example.com',
  fullName: 'Ana García',
  role: 'user',
  isEmailVerified: true,
  freeDeliveries: 2,
  language: 'es',
  timeZone: 'Europe/Madrid',
  createdAt: '2025-01-01T00:00:00.000Z',
};

const noBackup = { email: null, verified: false };

const posted = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .filter(([url, init]) => String(url) === '/api/account/life-signs' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => i18n.changeLanguage('es'));

describe('/account', () => {
  it('asks once, with the reason and the risk, whether sign-ins count; the answer is saved', async () => {
    let saved = { activityCounts: true, decided: false };
    const fetch = stubFetch({
      'GET /api/user': () => jsonResponse(user),
      'GET /api/account/life-signs': () => jsonResponse(saved),
      'GET /api/account/backup-email': () => jsonResponse(noBackup),
      'POST /api/account/life-signs': (init) => {
        saved = { ...(JSON.parse(String(init.body)) as { activityCounts: boolean }), decided: true };
        return jsonResponse(saved);
      },
    });
    renderRoutes(createAppRoutes(), '/account');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Tu cuenta');
    expect(screen.getByText('Has iniciado sesión como ana@example.com.')).toBeTruthy();
    expect(await screen.findByText('¿Cuentan tus inicios de sesión como respuesta?')).toBeTruthy();
    expect(screen.getByText(/podría retener tus mensajes con solo iniciar sesión/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'No, solo los correos' }));
    const toggle = await screen.findByRole('switch', {
      name: 'Contar mis inicios de sesión y los mensajes que sello como respuesta',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(
      screen.getByText('Desactivado: solo cuenta responder a los correos de prueba de vida.'),
    ).toBeTruthy();
    expect(screen.queryByText('¿Cuentan tus inicios de sesión como respuesta?')).toBeNull();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(posted(fetch)).toEqual([{ activityCounts: false }, { activityCounts: true }]);
  });

  it('keeps the choice shown when saving fails, and says so', async () => {
    stubFetch({
      'GET /api/user': () => jsonResponse(user),
      'GET /api/account/life-signs': () => jsonResponse({ activityCounts: true, decided: true }),
      'POST /api/account/life-signs': () => jsonResponse({ message: 'Servicio no disponible' }, 503),
      'GET /api/account/backup-email': () => jsonResponse(noBackup),
    });
    renderRoutes(createAppRoutes(), '/account');
    const toggle = await screen.findByRole('switch');
    fireEvent.click(toggle);
    expect(await screen.findByText('No se pudo guardar tu elección')).toBeTruthy();
    expect(screen.getByText('Servicio no disponible')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('offers to try again when the setting cannot be read, and speaks English', async () => {
    await i18n.changeLanguage('en');
    let answer = jsonResponse({ message: 'down' }, 503);
    stubFetch({
      'GET /api/user': () => jsonResponse(user),
      'GET /api/account/life-signs': () => answer,
      'GET /api/account/backup-email': () => jsonResponse(noBackup),
    });
    renderRoutes(createAppRoutes(), '/account');
    expect(
      await screen.findByText("This setting couldn't be loaded. Please try again in a moment."),
    ).toBeTruthy();
    answer = jsonResponse({ activityCounts: true, decided: true });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('On for all your messages with proof of life.')).toBeTruthy();
  });

  it('is linked from the top bar', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(user) });
    renderRoutes(createAppRoutes(), '/');
    expect((await screen.findByRole('link', { name: 'Tu cuenta' })).getAttribute('href')).toBe('/account');
  });

  describe('the backup address', () => {
    const backupCalls = (fetch: ReturnType<typeof stubFetch>) =>
      fetch.mock.calls
        .filter(([url, init]) => String(url) === '/api/account/backup-email' && init?.method !== 'GET')
        .map(([, init]) => [init?.method, init?.body ? (JSON.parse(String(init.body)) as unknown) : null]);

    it('is added unconfirmed, says where the link went, and is removed', async () => {
      let saved: { email: string | null; verified: boolean } = noBackup;
      const fetch = stubFetch({
        'GET /api/user': () => jsonResponse(user),
        'GET /api/account/life-signs': () => jsonResponse({ activityCounts: true, decided: true }),
        'GET /api/account/backup-email': () => jsonResponse(saved),
        'POST /api/account/backup-email': (init) => {
          saved = { email: (JSON.parse(String(init.body)) as { email: string }).email, verified: false };
          return jsonResponse(saved);
        },
        'DELETE /api/account/backup-email': () => jsonResponse((saved = noBackup)),
      });
      renderRoutes(createAppRoutes(), '/account');
      expect(await screen.findByText('Aún no tienes una dirección de respaldo.')).toBeTruthy();
      const field = screen.getByLabelText('Dirección de respaldo');

      // Checked in the browser first: nothing is sent for a malformed address.
      fireEvent.change(field, { target: { value: 'no es un correo' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar y enviar enlace' }));
      expect(await screen.findByText('Correo electrónico inválido')).toBeTruthy();
      expect(backupCalls(fetch)).toEqual([]);

      fireEvent.change(field, { target: { value: ' otra@example.com ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar y enviar enlace' }));
      expect(await screen.findByText('Sin confirmar')).toBeTruthy();
      expect(screen.getByText('otra@example.com')).toBeTruthy();
      expect(
        screen.getByText(/Te hemos enviado un enlace a esta dirección. Ábrelo para confirmarla/),
      ).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
      expect(await screen.findByText('Aún no tienes una dirección de respaldo.')).toBeTruthy();
      expect(backupCalls(fetch)).toEqual([
        ['POST', { email: 'otra@example.com' }],
        ['DELETE', {}],
      ]);
    });

    it('shows a confirmed address, and the server’s refusal on the field when changing it, in English', async () => {
      await i18n.changeLanguage('en');
      stubFetch({
        'GET /api/user': () => jsonResponse(user),
        'GET /api/account/life-signs': () => jsonResponse({ activityCounts: true, decided: true }),
        'GET /api/account/backup-email': () => jsonResponse({ email: 'work@example.com', verified: true }),
        'POST /api/account/backup-email': () =>
          jsonResponse(
            { message: "The backup address must be different from your account's address.", field: 'email' },
            400,
          ),
      });
      renderRoutes(createAppRoutes(), '/account');
      expect(await screen.findByText('Confirmed')).toBeTruthy();
      expect(
        screen.getByText('It receives your check-ins from the first one you leave unanswered.'),
      ).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
      const field = screen.getByLabelText('Backup address');
      expect((field as HTMLInputElement).value).toBe('work@example.com');
      fireEvent.change(field, { target: { value: 'ana@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save and send link' }));
      expect(
        await screen.findByText("The backup address must be different from your account's address."),
      ).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
    });
  });

  describe('the phone for the last warning', () => {
    const base = {
      'GET /api/user': () => jsonResponse(user),
      'GET /api/account/life-signs': () => jsonResponse({ activityCounts: true, decided: true }),
      'GET /api/account/backup-email': () => jsonResponse(noBackup),
    };
    const phoneCalls = (fetch: ReturnType<typeof stubFetch>) =>
      fetch.mock.calls
        .filter(([url, init]) => String(url).startsWith('/api/account/phone') && init?.method !== 'GET')
        .map(([url, init]) => [
          init?.method,
          String(url),
          init?.body ? (JSON.parse(String(init.body)) as unknown) : null,
        ]);

    it('is added with a code from the SMS, both checked in the browser first, then confirmed', async () => {
      let saved: { phone: string | null; verified: boolean; available: boolean } = {
        phone: null,
        verified: false,
        available: true,
      };
      const fetch = stubFetch({
        ...base,
        'GET /api/account/phone': () => jsonResponse(saved),
        'POST /api/account/phone': (init) => {
          saved = { ...saved, phone: (JSON.parse(String(init.body)) as { phone: string }).phone };
          return jsonResponse(saved);
        },
        'POST /api/account/phone/verify': () => jsonResponse((saved = { ...saved, verified: true })),
      });
      renderRoutes(createAppRoutes(), '/account');
      expect(await screen.findByText('Aún no tienes un teléfono para el último aviso.')).toBeTruthy();
      const field = screen.getByLabelText('Número de móvil, con su prefijo de país');
      fireEvent.change(field, { target: { value: '600 111 222' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar y enviar código' }));
      expect(
        await screen.findByText('Escribe el número con su prefijo de país, por ejemplo +34 600 111 222.'),
      ).toBeTruthy();
      fireEvent.change(field, { target: { value: '+882 1234 5678' } });
      expect(
        await screen.findByText('Todavía no enviamos SMS a ese país. Puedes usar una dirección de respaldo.'),
      ).toBeTruthy();
      expect(phoneCalls(fetch)).toEqual([]);

      fireEvent.change(field, { target: { value: '+34 600 111 222' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar y enviar código' }));
      expect(await screen.findByText('Sin confirmar')).toBeTruthy();
      const code = screen.getByLabelText('Código del SMS');
      fireEvent.change(code, { target: { value: '12 34' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar número' }));
      expect(await screen.findByText('Escribe las 6 cifras del SMS')).toBeTruthy();
      fireEvent.change(code, { target: { value: '123 456' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar número' }));
      expect(await screen.findByText('Recibirá el último aviso por SMS si dejas de responder.')).toBeTruthy();
      expect(phoneCalls(fetch)).toEqual([
        ['POST', '/api/account/phone', { phone: '+34600111222' }],
        ['POST', '/api/account/phone/verify', { code: '123456' }],
      ]);
    });

    it('shows the server’s refusal of a code on its field, in English', async () => {
      await i18n.changeLanguage('en');
      stubFetch({
        ...base,
        'GET /api/account/phone': () =>
          jsonResponse({ phone: '+34600111222', verified: false, available: true }),
        'POST /api/account/phone/verify': () =>
          jsonResponse(
            { message: 'The code is wrong or has expired. Ask for a new one if you need it.', field: 'code' },
            400,
          ),
      });
      renderRoutes(createAppRoutes(), '/account');
      const code = await screen.findByLabelText('Code from the SMS');
      fireEvent.change(code, { target: { value: '000000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm number' }));
      expect(
        await screen.findByText('The code is wrong or has expired. Ask for a new one if you need it.'),
      ).toBeTruthy();
      expect(code.getAttribute('aria-invalid')).toBe('true');
    });

    it('says so, and asks nothing, where no SMS are sent', async () => {
      stubFetch({
        ...base,
        'GET /api/account/phone': () => jsonResponse({ phone: null, verified: false, available: false }),
      });
      renderRoutes(createAppRoutes(), '/account');
      expect(await screen.findByText(/Este servicio no envía SMS por ahora/)).toBeTruthy();
      expect(screen.queryByLabelText('Número de móvil, con su prefijo de país')).toBeNull();
    });
  });
});
