import { bffTexts } from '../src/i18n/texts.ts';
import { MESSAGE_TEXT_LIMITS } from '@app/proto/rules/message-text-limits';
import { ACCOUNT_LIMITS } from '@app/proto/rules/account';
import { SUPPORT_EMAIL } from '@app/proto/rules/support';
import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../src/i18n/messages.ts';

const keys = Object.keys(bffTexts.es.errors) as MessageKey[];
// What a route supplies itself, at the moment it answers.
const routeValues = {
  wait: 'unos 5 minutos',
  percent: 10,
  spent: 160,
  budget: 200,
  domain: 'mail.example.net',
  blocked: 3,
  attempted: 30,
  share: '10 %',
};

describe('the bff’s error texts', () => {
  it.each(['es', 'en'] as const)('leave no placeholder unfilled (%s)', (language) => {
    const unfilled = keys.filter((key) => translate(key, language, routeValues).includes('{{'));
    expect(unfilled).toEqual([]);
  });

  it('name the limits the rules enforce, written as each language writes numbers', () => {
    expect(translate('PASSWORD_TOO_SHORT', 'es')).toBe(
      `La contraseña debe tener al menos ${ACCOUNT_LIMITS.passwordMin} caracteres`,
    );
    expect(MESSAGE_TEXT_LIMITS.content).toBe(50_000);
    expect(translate('CONTENT_TOO_LONG', 'es')).toBe('El mensaje no puede tener más de 50.000 caracteres');
    expect(translate('CONTENT_TOO_LONG', 'en')).toBe('Message cannot be longer than 50,000 characters');
    expect(translate('TOO_MANY_VIDEOS', 'es')).toBe('Máximo 1 video permitido');
    expect(translate('MEDIA_QUOTA_EXCEEDED', 'en')).toContain('(1 GB)');
  });

  it.each(['es', 'en'] as const)('give a suspended sender an address to write to (%s)', (language) => {
    expect(translate('ACCOUNT_SUSPENDED', language)).toContain(SUPPORT_EMAIL);
  });
});
