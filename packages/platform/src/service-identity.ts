import { sign, verify, type KeyObject } from 'node:crypto';
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
  /** This process's signature of a fact it states in an event (`isVouchedFor` checks it); base64url. */
  vouch(statement: string): string;
};

/**
 * What a vouch signs: its issuer and statement, marked as a vouch. A call token signs base64url text alone,
 * which has no dots, so neither ever passes for the other.
 */
const vouchedBytes = (issuer: CallerName, statement: string) =>
  Buffer.from(`vouch.${issuer}.${statement}`, 'utf8');

/**
 * Whether `proof` is `issuer`'s vouch for `statement`, checked with the issuer's public key (SERVICE_PUBLIC_KEYS):
 * a consumer trusts a fact stated in an event without asking its owner back. Anything malformed is false.
 */
export function isVouchedFor(
  publicKey: KeyObject,
  issuer: CallerName,
  statement: string,
  proof: string,
): boolean {
  if (proof.length > 128) return false;
  try {
    return verify(null, vouchedBytes(issuer, statement), publicKey, Buffer.from(proof, 'base64url'));
  } catch {
    return false;
  }
}

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
    vouch(statement) {
      return sign(null, vouchedBytes(name, statement), key).toString('base64url');
    },
  };
}
