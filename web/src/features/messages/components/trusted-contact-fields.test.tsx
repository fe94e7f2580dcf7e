import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { fill, renderWizard, writeAndGoToStep3 } from '../testing/wizard-test-helpers';

// Each test walks several screens in jsdom; under a full parallel run that can take seconds.
vi.setConfig({ testTimeout: 15_000 });

const NAME = 'Nombre de tu persona de confianza';
const EMAIL = 'Su correo electrónico';
const NAME_ERROR = 'Escribe el nombre de tu persona de confianza, o deja vacíos los dos campos';
const EMAIL_ERROR =
  'Escribe un correo electrónico válido para tu persona de confianza, o deja vacíos los dos campos';
const RECIPIENT_ERROR = 'Tu persona de confianza no puede ser quien recibe el mensaje: elige a otra persona';
const created = { id: 'm1', accessCode: 'ABCD-EFGH-JKMN-PQRS', requiresPayment: false };

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Crear mensaje' }));
const chooseLifeProof = () => fireEvent.click(screen.getByRole('radio', { name: /^Prueba de vida/ }));
const createBodies = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === '/api/messages')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** Step 3 of a complete message for ana@example.com; creating and sealing it succeed. */
async function completeStep3() {
  const fetch = stubFetch({
    'POST /api/messages': () => jsonResponse(created, 201),
    'POST /api/messages/m1/seal': () => jsonResponse(created),
    'GET /api/messages': () => jsonResponse([]),
    'GET /api/user': () => jsonResponse(null, 401),
  });
  renderWizard();
  await writeAndGoToStep3();
  fill('Correo electrónico del destinatario', 'ana@example.com');
  return fetch;
}

describe('creation wizard: the trusted contact', () => {
  it('is offered with proof of life only, saying how long the contact has to answer', async () => {
    await completeStep3();
    expect(screen.queryByLabelText(NAME)).toBeNull();
    chooseLifeProof();
    expect(screen.getByRole('group', { name: 'Persona de confianza (opcional)' })).toBeTruthy();
    expect(screen.getByText(/si no responde en 7 días, el mensaje se enviará\.$/)).toBeTruthy();
    expect(screen.getByLabelText(NAME).getAttribute('autocomplete')).toBe('off');
    expect(screen.getByLabelText(EMAIL).getAttribute('type')).toBe('email');
  });

  it('left empty, the message goes without one', async () => {
    const fetch = await completeStep3();
    chooseLifeProof();
    submit();
    expect(await screen.findByRole('heading', { name: 'Tu mensaje está listo' })).toBeTruthy();
    expect(createBodies(fetch)).toEqual([
      expect.objectContaining({ schedulingType: 'life_proof', trustedContact: null }),
    ]);
  });

  it('partly filled, says what is missing by each field, and sends nothing', async () => {
    const fetch = await completeStep3();
    chooseLifeProof();
    fill(NAME, 'Marta');
    submit();
    expect(screen.getByText(EMAIL_ERROR)).toBeTruthy();
    expect(screen.getByLabelText(EMAIL).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.id).toBe('field-trustedContactEmail');
    expect(screen.getByText('Para continuar, completa los campos marcados.')).toBeTruthy();

    fill(NAME, '');
    fill(EMAIL, 'marta@example.com');
    expect(screen.getByText(NAME_ERROR)).toBeTruthy();
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();

    // Both empty again: no contact, nothing missing.
    fill(EMAIL, '');
    expect(screen.queryByText(NAME_ERROR)).toBeNull();
    expect(screen.queryByText('Para continuar, completa los campos marcados.')).toBeNull();
    expect(createBodies(fetch)).toEqual([]);
  });

  it('refuses the recipient’s own address, however it is written', async () => {
    const fetch = await completeStep3();
    chooseLifeProof();
    fill(NAME, 'Ana');
    fill(EMAIL, ' ANA@example.com ');
    submit();
    expect(screen.getByText(RECIPIENT_ERROR)).toBeTruthy();
    expect(createBodies(fetch)).toEqual([]);

    fill(EMAIL, 'marta@example.com');
    expect(screen.queryByText(RECIPIENT_ERROR)).toBeNull();
  });

  it('sends the contact with proof of life, and not once another schedule is chosen', async () => {
    const fetch = await completeStep3();
    chooseLifeProof();
    fill(NAME, ' Marta Ruiz ');
    fill(EMAIL, 'Marta@Example.com');
    fireEvent.click(screen.getByRole('radio', { name: /^Ahora mismo/ }));
    submit();
    expect(await screen.findByRole('heading', { name: 'Tu mensaje está listo' })).toBeTruthy();
    expect(createBodies(fetch)).toEqual([
      expect.objectContaining({ schedulingType: 'specific_date', trustedContact: null }),
    ]);
  });

  it('sends the contact as the rule stores it', async () => {
    const fetch = await completeStep3();
    chooseLifeProof();
    fill(NAME, ' Marta Ruiz ');
    fill(EMAIL, 'Marta@Example.com');
    submit();
    expect(await screen.findByRole('heading', { name: 'Tu mensaje está listo' })).toBeTruthy();
    expect(createBodies(fetch)).toEqual([
      expect.objectContaining({
        schedulingType: 'life_proof',
        trustedContact: { name: 'Marta Ruiz', email: 'marta@example.com' },
      }),
    ]);
  });

  it('shows the server’s refusal by the field it names, until the field changes', async () => {
    const words = 'No podemos entregar correo a esa dirección.';
    const fetch = stubFetch({
      'POST /api/messages': () => jsonResponse({ message: words, field: 'trustedContact.email' }, 400),
    });
    renderWizard();
    await writeAndGoToStep3();
    fill('Correo electrónico del destinatario', 'ana@example.com');
    chooseLifeProof();
    fill(NAME, 'Marta');
    fill(EMAIL, 'marta@example.invalid');
    submit();

    expect(await screen.findByText('Error al crear el mensaje')).toBeTruthy();
    const email = screen.getByLabelText(EMAIL);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('field-trustedContactEmail-error')?.textContent).toBe(words);
    expect(document.activeElement).toBe(email);
    expect(createBodies(fetch)).toHaveLength(1);

    fill(EMAIL, 'marta@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('is kept in the draft', async () => {
    const first = renderWizard();
    await writeAndGoToStep3();
    chooseLifeProof();
    fill(NAME, 'Marta');
    fill(EMAIL, 'marta@example.com');
    first.unmount();

    renderWizard();
    expect((screen.getByLabelText(NAME) as HTMLInputElement).value).toBe('Marta');
    expect((screen.getByLabelText(EMAIL) as HTMLInputElement).value).toBe('marta@example.com');
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    stubFetch({});
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Content' });
    fill('Recipient', 'Ana');
    fill('Subject', 'For you');
    fill('Your message', 'Dear Ana,');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2 });
    fireEvent.click(screen.getByRole('radio', { name: /^Proof of life/ }));
    expect(screen.getByRole('group', { name: 'Trusted contact (optional)' })).toBeTruthy();
    fill("Your trusted contact's name", 'Marta');
    fireEvent.click(screen.getByRole('button', { name: 'Create message' }));
    expect(
      screen.getByText('Write a valid e-mail address for your trusted contact, or leave both fields empty'),
    ).toBeTruthy();
  });
});
