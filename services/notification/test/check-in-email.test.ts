import { describe, expect, it } from 'vitest';
import { checkInEmail } from '../src/templates/check-in-emails.ts';

const base = {
  name: 'Ana',
  recipient: 'Luis',
  missed: 0,
  answerBy: new Date('2027-01-05T09:00:00Z'),
  timeZone: 'Europe/Madrid',
  test: false,
  lastChance: false,
  deliverAt: null,
  url: 'http://localhost:8080/proof-of-life#token=abc',
};

describe('check-in e-mail', async () => {
  it('asks in the sender’s language, with the deadline on their clock and the link', async () => {
    const es = checkInEmail({ ...base, language: 'es' });
    expect(es.subject).toBe('¿Sigues ahí? Tu mensaje para Luis espera tu respuesta');
    expect(es.text).toContain('Responde antes del 05/01/2027');
    expect(es.text).toContain(base.url);
    expect(es.html).toContain('href="http://localhost:8080/proof-of-life#token=abc"');
    const en = checkInEmail({ ...base, language: 'en' });
    expect(en.subject).toBe('Are you still there? Your message for Luis awaits your answer');
    expect(en.text).toContain('Answer by 5 Jan 2027');
  });

  it('sends a mailbox’s unsubscribe button to the page that asks, never to a one-click POST', async () => {
    expect(checkInEmail({ ...base, language: 'es' }).unsubscribe).toEqual({ url: base.url, oneClick: false });
  });

  it('says how many went unanswered, and that the third sends the message', async () => {
    expect(checkInEmail({ ...base, language: 'es', missed: 1 }).text).toContain(
      'Llevas 1 de 3 correos sin responder',
    );
    expect(checkInEmail({ ...base, language: 'en', missed: 2 }).text).toContain(
      'we will send you one last warning',
    );
  });

  it('says plainly when it is the last chance before the message goes', async () => {
    const last = checkInEmail({ ...base, language: 'es', missed: 3, lastChance: true });
    expect(last.subject).toBe('Última oportunidad: tu mensaje para Luis está a punto de enviarse');
    expect(last.text).toContain('Tus tres últimas pruebas de vida han quedado sin respuesta');
    expect(last.text).toContain('Responde antes del 05/01/2027');
  });

  it('promises a dated message’s date, with no deadline and no threat', async () => {
    const dated = checkInEmail({
      ...base,
      language: 'es',
      missed: 2,
      deliverAt: new Date('2027-08-01T08:00:00Z'),
    });
    expect(dated.text).toContain('Tu mensaje para Luis se entregará el 01/08/2027');
    expect(dated.text).not.toContain('Responde antes del');
    expect(dated.text).not.toContain('sin responder');
  });

  it('marks a test as such, without a deadline', async () => {
    const test = checkInEmail({ ...base, language: 'es', test: true });
    expect(test.subject).toMatch(/^Prueba: /);
    expect(test.text).toContain('Este es el correo de prueba que pediste');
    expect(test.text).not.toContain('Responde antes del');
  });
});
