import type { KeyObject } from 'node:crypto';
import type { CallerName } from '@app/proto/call-policy';
import { parseSigningKey } from './service-keys.ts';
import { signToken } from './signed-token.ts';

const tokenLifetimeSeconds = 60;
// A token is signed again once less than this is left, so one in flight never expires on arrival.
const renewBeforeSeconds = 20;

/** What a signed-in person is, as auth states it to the other services. */
export type AssertedUser = { id: string; emailVerified: boolean; admin: boolean };

/** This process's name and key: it signs every call it makes, one token per method, renewed as it ages. */
export type ServiceIdentity = {
  name: CallerName;
  callToken(methodPath: string): string;
  /** Only auth's assertions are believed; another service signing one gains nothing. */
  assertUser(user: AssertedUser): string;
};

export function createServiceIdentity(
  name: CallerName,
  signingKey: string | KeyObject,
  now: () => number = Date.now,
): ServiceIdentity {
  const key = typeof signingKey === 'string' ? parseSigningKey(signingKey) : signingKey;
  const tokens = new Map<string, { token: string; exp: number }>();
  return {
    name,
    callToken(methodPath) {
      const nowSeconds = Math.floor(now() / 1000);
      const cached = tokens.get(methodPath);
      if (cached && cached.exp - nowSeconds > renewBeforeSeconds) return cached.token;
      const exp = nowSeconds + tokenLifetimeSeconds;
      const token = signToken(key, { typ: 'call', iss: name, aud: methodPath, exp });
      tokens.set(methodPath, { token, exp });
      return token;
    },
    assertUser(user) {
      const exp = Math.floor(now() / 1000) + tokenLifetimeSeconds;
      return signToken(key, { typ: 'user', sub: user.id, ver: user.emailVerified, adm: user.admin, exp });
    },
  };
}
