import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderRoutes, stubFetch } from '../../../testing/test-utils';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const user = {
  id: 'u1',
  username: 'ana',
  email: 'ana@example.com',
  fullName: 'Ana García',
  role: 'user',
  isEmailVerified: false,
  freeDeliveries: 3,
  language: 'es',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function renderForm(form: 'login' | 'register', at = '/auth') {
  return renderRoutes(
    [
      { path: '/auth', element: form === 'login' ? <LoginForm /> : <RegisterForm /> },
      { path: '/', element: <p>home</p> },
      { path: '/create-message', element: <p>wizard</p> },
    ],
    at,
  );
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('register form', () => {
  it('shows no errors before anything is typed', () => {
    renderForm('register');
    expect(screen.queryByText('Correo electrónico inválido')).toBeNull();
  });

  it('validates each field as it changes, with the spec messages', () => {
    renderForm('register');

    change('Correo electrónico', 'ana@');
    expect(screen.getByText('Correo electrónico inválido')).toBeTruthy();
    change('Nombre de usuario', 'an');
    expect(screen.getByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeTruthy();
    change('Contraseña', '12345');
    expect(screen.getByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    change('Nombre completo', 'An');
    expect(screen.getByText('El nombre completo debe tener al menos 3 caracteres')).toBeTruthy();

    const email = screen.getByLabelText('Correo electrónico');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Correo electrónico inválido',
    );

    change('Correo electrónico', 'ana@example.com');
    expect(screen.queryByText('Correo electrónico inválido')).toBeNull();
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the messages in English after the switch', async () => {
    renderForm('register');
    await i18n.changeLanguage('en');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123' } });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('marks every invalid field when submitted empty and sends nothing', () => {
    const fetchMock = stubFetch({});
    renderForm('register');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByText('El nombre completo debe tener al menos 3 caracteres')).toBeTruthy();
    expect(screen.getByText('Correo electrónico inválido')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the account, keeps the user and goes home', async () => {
    const fetchMock = stubFetch({ 'POST /api/register': () => jsonResponse(user, 201) });
    const { router, queryClient } = renderForm('register');
    change('Nombre completo', 'Ana García');
    change('Nombre de usuario', 'ana');
    change('Correo electrónico', 'ana@example.com');
    change('Contraseña', 'secreta1');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      username: 'ana',
      email: 'ana@example.com',
      password: 'secreta1',
      fullName: 'Ana García',
    });
    expect(queryClient.getQueryData(['user'])).toEqual(user);
  });

  it('says a taken username or a registered address on its own field, until it changes', async () => {
    let taken = { message: 'El nombre de usuario ya está en uso', field: 'username' };
    stubFetch({ 'POST /api/register': () => jsonResponse(taken, 409) });
    renderForm('register');
    change('Nombre completo', 'Ana García');
    change('Nombre de usuario', 'ana');
    change('Correo electrónico', 'ana@example.com');
    change('Contraseña', 'secreta1');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const username = screen.getByLabelText('Nombre de usuario');
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(username.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'El nombre de usuario ya está en uso',
    );
    expect(document.activeElement).toBe(username);
    // The spec's toast says it too.
    expect(screen.getByText('Error al crear la cuenta')).toBeTruthy();
    change('Nombre de usuario', 'ana_garcia');
    expect(screen.getByLabelText('Nombre de usuario').getAttribute('aria-invalid')).toBeNull();

    taken = { message: 'El correo electrónico ya está registrado', field: 'email' };
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const email = screen.getByLabelText('Correo electrónico');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'El correo electrónico ya está registrado',
    );
  });

  it('refuses a username with spaces or other signs before asking the server', () => {
    const fetchMock = stubFetch({});
    renderForm('register');
    change('Nombre de usuario', 'ana garcía');
    expect(
      screen.getByText(
        'El nombre de usuario solo puede contener letras, números y guiones bajos (sin espacios)',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the fallback when the server gives no message', async () => {
    stubFetch({ 'POST /api/register': () => new Response('', { status: 500 }) });
    renderForm('register');
    change('Nombre completo', 'Ana García');
    change('Nombre de usuario', 'ana');
    change('Correo electrónico', 'ana@example.com');
    change('Contraseña', 'secreta1');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('No se pudo crear la cuenta')).toBeTruthy();
  });
});

describe('login form', () => {
  it('asks for a valid e-mail and a password as they change', () => {
    renderForm('login');
    change('Correo electrónico', 'no-es-correo');
    expect(screen.getByText('Correo electrónico inválido')).toBeTruthy();
    change('Contraseña', 'x');
    change('Contraseña', '');
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
  });

  it('shows the server message in a destructive toast', async () => {
    stubFetch({ 'POST /api/login': () => jsonResponse({ message: 'Demasiados intentos' }, 429) });
    renderForm('login');
    change('Correo electrónico', 'ana@example.com');
    change('Contraseña', 'secreta1');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Error al iniciar sesión')).toBeTruthy();
    expect(screen.getByText('Demasiados intentos')).toBeTruthy();
  });

  it('returns to the page the person was sent away from, and never to another site', async () => {
    stubFetch({ 'POST /api/login': () => jsonResponse(user) });
    const signIn = async (at: string) => {
      const rendered = renderForm('login', at);
      change('Correo electrónico', 'ana@example.com');
      change('Contraseña', 'secreta1');
      fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      return rendered;
    };
    const back = await signIn('/auth?tab=login&next=%2Fcreate-message');
    expect(await screen.findByText('wizard')).toBeTruthy();
    back.unmount();
    const { router } = await signIn('/auth?tab=login&next=%2F%2Fevil.example%2F');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('links to the forgotten-password page', () => {
    renderForm('login');
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
