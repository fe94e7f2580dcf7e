import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { logIdOfReturnPath, returnPathFor } from '../src/mailer/return-path.ts';

const paths = { domain: 'legado.example.com', secret: 'a'.repeat(43) };

describe('the return path of each e-mail (VERP)', () => {
  it('names its e-mail, and is read back whatever case a mail server gave it', () => {
    const id = randomUUID();
    const address = returnPathFor(paths, id);
    expect(address).toMatch(/^bounces\+[0-9a-f]{32}\.[0-9a-f]{16}@legado\.example\.com$/);
    expect(address.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(logIdOfReturnPath(paths, address)).toBe(id);
    expect(logIdOfReturnPath(paths, ` ${address.toUpperCase()} `)).toBe(id);
  });

  it('names nothing when forged: another id, another key, another domain, another shape', () => {
    const address = returnPathFor(paths, randomUUID());
    const [local, domain] = address.split('@') as [string, string];
    const otherId = returnPathFor(paths, randomUUID()).split('.')[0]!;
    for (const forged of [
      `${otherId}.${local.split('.')[1]}@${domain}`,
      returnPathFor({ ...paths, secret: 'b'.repeat(43) }, randomUUID()),
      `${local}@evil.example`,
      `${local.slice(0, -1)}@${domain}`,
      'bounces@legado.example.com',
      'no-reply@legado.example.com',
    ]) {
      expect(logIdOfReturnPath(paths, forged), forged).toBeNull();
    }
  });
});
