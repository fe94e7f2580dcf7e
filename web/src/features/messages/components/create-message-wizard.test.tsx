import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseLevel,
  fill,
  next,
  renderWizard,
  stepHeading,
  writeAndGoToStep3,
} from '../testing/wizard-test-helpers';

// Each test walks several screens in jsdom; under a full parallel run that can take seconds.
vi.setConfig({ testTimeout: 15_000 });

const DRAFT_KEY = 'user:u1:message-draft.v1';
const headerStep = (name: RegExp) => screen.getByRole('button', { name });

describe('creation wizard: steps and completeness', () => {
  it('goes forward one step at a time, only from a complete step, and back to any earlier one', async () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 2, name: 'Remitente' })).toBeTruthy();
    expect(screen.getByLabelText('Tu nombre')).toHaveProperty('value', 'Lucía Fernández');
    expect(screen.getByLabelText('Tu correo electrónico')).toHaveProperty('readOnly', true);
    // Step 1 is complete (name and e-mail from the account): step 2 may be opened, step 3 not yet, and looks it.
    expect(headerStep(/Seguridad y envío/)).toHaveProperty('disabled', true);
    expect(headerStep(/Seguridad y envío/).className).toContain('opacity-50');
    expect(headerStep(/Contenido/).className).not.toContain('opacity-50');

    next();
    await stepHeading('Contenido');
    expect(headerStep(/Seguridad y envío/)).toHaveProperty('disabled', true);
    next();
    // Still on step 2, with the spec's texts by each missing field.
    expect(screen.getByRole('heading', { level: 2, name: 'Contenido' })).toBeTruthy();
    expect(screen.getByText('El destinatario es obligatorio')).toBeTruthy();
    expect(screen.getByText('El asunto es obligatorio')).toBeTruthy();
    expect(screen.getByText('El mensaje es obligatorio')).toBeTruthy();
    expect(screen.getByText('Para continuar, completa los campos marcados.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('field-recipient');

    fill('Destinatario', 'Ana');
    fill('Asunto', '   ');
    fill('Tu mensaje', 'Querida Ana:');
    expect(screen.queryByText('El destinatario es obligatorio')).toBeNull();
    expect(screen.getByText('El asunto es obligatorio')).toBeTruthy();
    fill('Asunto', 'Para cuando cumplas 18');
    expect(headerStep(/Seguridad y envío/)).toHaveProperty('disabled', false);
    next();
    await stepHeading('Seguridad y envío');

    fireEvent.click(headerStep(/Remitente/));
    await stepHeading('Remitente');
    // Forward is one step at a time, even when the later steps are complete: step 3 cannot be opened from here,
    // and looks it; step 2 keeps its tick and opens.
    expect(headerStep(/Seguridad y envío/)).toHaveProperty('disabled', true);
    expect(headerStep(/Seguridad y envío/).className).toContain('opacity-50');
    expect(headerStep(/Contenido/).textContent).toContain('(completado)');
    expect(headerStep(/Contenido/)).toHaveProperty('disabled', false);
    fireEvent.click(headerStep(/Contenido/));
    await stepHeading('Contenido');
    expect(headerStep(/Remitente/).textContent).toContain('(completado)');
  });

  it('holds step 1 without a name until one is written or anonymous mode is on', async () => {
    renderWizard({ fullName: ' ', username: '' });
    next();
    expect(await screen.findByText('Escribe tu nombre, o envía el mensaje de forma anónima.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Enviar de forma anónima' }));
    expect(screen.getByText(/Tu mensaje llegará firmado como «Anónimo»/)).toBeTruthy();
    expect(screen.queryByLabelText('Tu correo electrónico')).toBeNull();
    next();
    await stepHeading('Contenido');
  });

  it('lets the sender sign with the name they are known by, starting from their account’s', async () => {
    renderWizard();
    const name = screen.getByLabelText('Tu nombre') as HTMLInputElement;
    expect(name.value).toBe('Lucía Fernández');
    fill('Tu nombre', '');
    next();
    expect(await screen.findByText('Escribe tu nombre, o envía el mensaje de forma anónima.')).toBeTruthy();
    fill('Tu nombre', 'Tu hermana Lucía');
    next();
    await stepHeading('Contenido');
  });

  it('asks for the recipient e-mail for e-mail delivery only, and for a date not in the past', async () => {
    renderWizard();
    await writeAndGoToStep3();
    fireEvent.click(screen.getByRole('button', { name: 'Crear mensaje' }));
    expect(screen.getByText('El correo electrónico del destinatario es obligatorio')).toBeTruthy();

    fill('Fecha y hora de entrega', '2020-01-01T10:00');
    expect(screen.getByText('La fecha de entrega no puede estar en el pasado')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Ahora mismo/ }));
    expect(screen.queryByLabelText('Fecha y hora de entrega')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /^Correo postal/ }));
    expect(screen.queryByLabelText('Correo electrónico del destinatario')).toBeNull();
    expect(screen.getByText('Verificaremos la dirección postal')).toBeTruthy();
    // The address is asked for at once, each missing part with its own text; the letter is for the recipient.
    expect((screen.getByLabelText('A nombre de') as HTMLInputElement).value).toBe('Ana');
    expect(screen.getByText('La dirección es obligatoria')).toBeTruthy();
    expect(screen.getByText('El código postal es obligatorio')).toBeTruthy();
    fill('País', 'US');
    fill('Código postal', '2801');
    expect(
      screen.getByText('El código postal no tiene el formato de ese país (por ejemplo, 10001)'),
    ).toBeTruthy();
    expect(screen.getByText('Para ese país hace falta la provincia o el estado')).toBeTruthy();
    fill('A nombre de', 'Lucía Pérez');
    fill('Dirección', '350 Fifth Avenue');
    fill('Código postal', '10118');
    fill('Ciudad o municipio', 'New York');
    fill('Provincia o estado', 'NY');
    expect(screen.queryByText(/formato de ese país/)).toBeNull();
    expect(screen.queryByText('Para continuar, completa los campos marcados.')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /^Prueba de vida/ }));
    expect(screen.getByText('Cómo funciona la prueba de vida')).toBeTruthy();
    expect(screen.getByText(/^El día 5 de cada mes a las 10:00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Cada semana/ }));
    expect(screen.getByText(/^Cada lunes a las 10:00 te enviaremos un correo/)).toBeTruthy();
  });

  it('shows the free-delivery badge on e-mail only while the user has free deliveries', async () => {
    renderWizard();
    await writeAndGoToStep3();
    expect(screen.getByRole('radio', { name: /^Correo electrónico.*Entrega gratuita/ })).toBeTruthy();
  });

  it('has no free-delivery badge for a user without free deliveries', async () => {
    renderWizard({ freeDeliveries: 0 });
    await writeAndGoToStep3();
    expect(screen.queryByText('Entrega gratuita')).toBeNull();
    expect(
      screen.getByText('Este envío es de pago. Podrás pagarlo después de crear el mensaje.'),
    ).toBeTruthy();
  });
});

describe('creation wizard: type, templates and preview', () => {
  it('choosing a type clears the template, closes the templates and opens the preview', async () => {
    renderWizard();
    next();
    await stepHeading('Contenido');
    fireEvent.click(screen.getByRole('button', { name: 'Ver plantillas' }));
    const panel = screen.getByRole('region', { name: 'Plantillas: Amor' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    // Cards show the first 120 characters.
    expect(within(panel).getByText(/^Querido\/a \[Nombre\]:\s+Hace tiempo .{60,}…$/s)).toBeTruthy();

    fireEvent.click(within(panel).getAllByRole('button', { name: 'Usar plantilla' })[0]!);
    expect((screen.getByLabelText('Tu mensaje') as HTMLTextAreaElement).value).toMatch(
      /^Querido\/a \[Nombre\]:/,
    );
    expect(screen.queryByRole('region', { name: 'Plantillas: Amor' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ver plantillas' }));
    expect(screen.getByText('En uso')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Secreto/ }));
    expect(screen.queryByRole('region', { name: /^Plantillas/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Vista previa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver plantillas' }));
    expect(screen.getByRole('region', { name: 'Plantillas: Secreto' })).toBeTruthy();
    expect(screen.queryByText('En uso')).toBeNull();
  });

  it('asks before a template replaces what the person wrote', async () => {
    renderWizard();
    next();
    await stepHeading('Contenido');
    fill('Tu mensaje', 'Mis propias palabras');
    fireEvent.click(screen.getByRole('button', { name: 'Ver plantillas' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Usar plantilla' })[1]!);
    const dialog = await screen.findByRole('alertdialog', { name: '¿Reemplazar tu texto?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect((screen.getByLabelText('Tu mensaje') as HTMLTextAreaElement).value).toBe('Mis propias palabras');
  });

  it('the preview reads like the letter: recipient, subject, paragraphs and signature', async () => {
    renderWizard();
    fill('Cómo quieres firmar (opcional)', 'Tu madre');
    next();
    await stepHeading('Contenido');
    fill('Destinatario', 'Ana');
    fill('Asunto', 'Para ti');
    fill('Tu mensaje', 'Primer párrafo.\n\nSegundo párrafo.');
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(within(preview).getByText('Para: Ana')).toBeTruthy();
    expect(within(preview).getByText('Primer párrafo.')).toBeTruthy();
    expect(within(preview).getByText('Segundo párrafo.')).toBeTruthy();
    expect(within(preview).getByText('Tu madre, Lucía Fernández')).toBeTruthy();
  });
});

describe('creation wizard: security level and questions', () => {
  it('switching levels follows the rules, and the editor holds one to three questions', async () => {
    renderWizard();
    await writeAndGoToStep3();
    expect(screen.getAllByRole('radio', { name: /intentos/i })).toHaveLength(4);
    expect(screen.queryAllByLabelText('Pregunta')).toHaveLength(0);

    chooseLevel(/^Pregunta/);
    expect(screen.getAllByLabelText('Pregunta')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Quitar la pregunta/ })).toBeNull();
    expect(
      screen.getByText(/no importan las mayúsculas ni los espacios de más, pero sí los acentos/),
    ).toBeTruthy();

    const add = screen.getByRole('button', { name: 'Añadir pregunta' });
    fireEvent.click(add);
    expect(screen.getAllByRole('button', { name: /Quitar la pregunta/ })).toHaveLength(2);
    fireEvent.click(add);
    expect(screen.getAllByLabelText('Pregunta')).toHaveLength(3);
    expect(add).toHaveProperty('disabled', true);
    expect(screen.getByText('3 de 3')).toBeTruthy();

    fireEvent.change(screen.getAllByLabelText('Pregunta')[0]!, {
      target: { value: '¿Dónde nos conocimos?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la pregunta 3' }));
    expect(screen.getAllByLabelText('Pregunta').map((input) => (input as HTMLInputElement).value)).toEqual([
      '¿Dónde nos conocimos?',
      '',
    ]);
    expect(add).toHaveProperty('disabled', false);

    // Any other level clears the questions; intermediate and strict take exactly one.
    chooseLevel(/^Intermedio/);
    expect(screen.getAllByLabelText('Pregunta')).toHaveLength(1);
    expect((screen.getByLabelText('Pregunta') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Añadir pregunta' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar la pregunta/ })).toBeNull();

    fill('Pregunta', '¿Color favorito?');
    chooseLevel(/^Pregunta/);
    // BASIC keeps the question there is.
    expect((screen.getByLabelText('Pregunta') as HTMLInputElement).value).toBe('¿Color favorito?');

    chooseLevel(/^Solo el código/);
    expect(screen.queryAllByLabelText('Pregunta')).toHaveLength(0);
  });

  it('a level with a question is incomplete while the question or the answer is blank', async () => {
    renderWizard();
    await writeAndGoToStep3();
    fill('Correo electrónico del destinatario', 'ana@example.com');
    chooseLevel(/^Estricto/);
    fireEvent.click(screen.getByRole('button', { name: 'Crear mensaje' }));
    expect(screen.getByText('La pregunta es obligatoria')).toBeTruthy();
    expect(screen.getByText('La respuesta es obligatoria')).toBeTruthy();
  });
});

describe('creation wizard: the draft', () => {
  it('survives a reload without the answers, and is only for the user who wrote it', async () => {
    const first = renderWizard();
    fill('Cómo quieres firmar (opcional)', 'Tu madre');
    await writeAndGoToStep3();
    fill('Correo electrónico del destinatario', 'ana@example.com');
    chooseLevel(/^Pregunta/);
    fill('Pregunta', '¿Dónde nos conocimos?');
    fill('Respuesta', 'En Cádiz');
    first.unmount();

    const stored = window.localStorage.getItem(DRAFT_KEY) ?? '';
    expect(stored).toContain('¿Dónde nos conocimos?');
    expect(stored).toContain('ana@example.com');
    expect(stored).not.toContain('En Cádiz');

    const second = renderWizard();
    expect(screen.getByText('Hemos recuperado tu borrador')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Seguridad y envío' })).toBeTruthy();
    expect((screen.getByLabelText('Pregunta') as HTMLInputElement).value).toBe('¿Dónde nos conocimos?');
    expect((screen.getByLabelText('Respuesta') as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: /Contenido/ }));
    await stepHeading('Contenido');
    expect((screen.getByLabelText('Destinatario') as HTMLInputElement).value).toBe('Ana');
    second.unmount();

    renderWizard({ id: 'u2' });
    expect(screen.queryByText('Hemos recuperado tu borrador')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Remitente' })).toBeTruthy();
  });

  it('starting again forgets the draft', async () => {
    const first = renderWizard();
    next();
    await stepHeading('Contenido');
    fill('Destinatario', 'Ana');
    first.unmount();
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: 'Empezar de cero' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Remitente' })).toBeTruthy();
    next();
    await stepHeading('Contenido');
    expect((screen.getByLabelText('Destinatario') as HTMLInputElement).value).toBe('');
  });
});
