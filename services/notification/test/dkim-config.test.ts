import { generateKeyPairSync } from 'node:crypto';
import { ConfigError, loadConfig } from '@app/platform/config';
import { describe, expect, it } from 'vitest';
import { notificationConfigSchema } from '../src/config.ts';
import { domainOfAddress, mailAuthentication } from '../src/mailer/dkim.ts';

const base = {
  DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/notification',
  SERVICE_SIGNING_KEY: 'x'.repeat(43),
  SERVICE_PUBLIC_KEYS: 'auth:x',
};

const pem = (bits: number, type: 'rsa' | 'ec' = 'rsa') =>
  (type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: bits })
    : generateKeyPairSync('ec', { namedCurve: 'P-256' })
  ).privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();

function problemsWith(env: Record<string, string>): string[] {
  try {
    loadConfig(notificationConfigSchema, { ...base, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError)
      return error.message
        .split('\n')
        .filter((line) => line.includes('DKIM'))
        .map((line) => line.replace(/^\s*- /, ''));
    throw error;
  }
}

describe('the DKIM settings', () => {
  it('refuse at start a key that cannot sign as providers require, naming the variable', () => {
    for (const bad of ['not a key', pem(1024), pem(0, 'ec')]) {
      expect(problemsWith({ DKIM_PRIVATE_KEY: bad })).toEqual([
        expect.stringMatching(/^DKIM_PRIVATE_KEY: must be an RSA private key in PEM of at least 2048 bits/),
      ]);
    }
    expect(problemsWith({ DKIM_SELECTOR: 'two words' })).toEqual([expect.stringMatching(/^DKIM_SELECTOR:/)]);
    expect(problemsWith({ DKIM_PRIVATE_KEY: pem(2048).replace(/\n/g, '\\n') })).toEqual([]);
  });

  it('sign for the From domain unless told otherwise', () => {
    expect(domainOfAddress('Legado <no-reply@Legado.Example.com>')).toBe('legado.example.com');
    expect(domainOfAddress('no-reply@legado.example.com')).toBe('legado.example.com');
    const signed = {
      MAIL_FROM: 'Legado <no-reply@legado.example.com>',
      SMTP_HOST: 'smtp.relay.example',
      DKIM_SELECTOR: 'mayo2027',
      DKIM_PRIVATE_KEY: pem(2048),
    };
    expect(
      mailAuthentication(signed).records.map((record) => [record.name, record.value.slice(0, 20)]),
    ).toEqual([
      ['legado.example.com', 'v=spf1 a:smtp.relay.'],
      ['mayo2027._domainkey.legado.example.com', 'v=DKIM1; k=rsa; p=MI'],
      ['_dmarc.legado.example.com', 'v=DMARC1; p=none; ad'],
    ]);
    expect(mailAuthentication({ ...signed, DKIM_DOMAIN: 'mail.legado.example.com' }).domain).toBe(
      'mail.legado.example.com',
    );
  });
});
