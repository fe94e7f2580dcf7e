import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { callerNames, type CallerName } from '@app/proto/call-policy';

/**
 * Each process of the product has one Ed25519 key pair: it signs its gRPC calls with the private key
 * (`SERVICE_SIGNING_KEY`, base64url of the 32-byte seed, a secret) and every server knows every public key
 * (`SERVICE_PUBLIC_KEYS`, `auth:<base64url>,bff:<base64url>,…`, not secret). Auth's key also signs the
 * assertion of who the user is. docs/architecture.md, "Calls only from known callers".
 */

// DER prefixes that turn a raw Ed25519 seed or public key into PKCS#8 / SPKI (RFC 8410).
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');

export type ServiceKeyPair = { signingKey: string; publicKey: string };

/** A fresh key pair, as the two variables carry it. */
export function generateServiceKey(): ServiceKeyPair {
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  if (!jwk.d || !jwk.x) throw new Error('Ed25519 key without its parts');
  return { signingKey: jwk.d, publicKey: jwk.x };
}

/** The private key from `SERVICE_SIGNING_KEY`; throws on anything but 32 bytes of base64url. */
export function parseSigningKey(value: string): KeyObject {
  const seed = Buffer.from(value, 'base64url');
  if (seed.length !== 32 || seed.toString('base64url') !== value) {
    throw new Error('must be the base64url of a 32-byte Ed25519 seed');
  }
  return createPrivateKey({ key: Buffer.concat([pkcs8Prefix, seed]), format: 'der', type: 'pkcs8' });
}

function parsePublicKey(value: string): KeyObject {
  const raw = Buffer.from(value, 'base64url');
  if (raw.length !== 32 || raw.toString('base64url') !== value) {
    throw new Error('must be the base64url of a 32-byte Ed25519 public key');
  }
  return createPublicKey({ key: Buffer.concat([spkiPrefix, raw]), format: 'der', type: 'spki' });
}

/** The public half of a signing key, as `SERVICE_PUBLIC_KEYS` lists it. */
export function publicKeyOf(signingKey: string): string {
  const jwk = createPublicKey(parseSigningKey(signingKey)).export({ format: 'jwk' });
  if (!jwk.x) throw new Error('Ed25519 key without its public part');
  return jwk.x;
}

/** `SERVICE_PUBLIC_KEYS`: every caller of the product named once, with its key. */
export function parsePublicKeys(value: string): Map<CallerName, KeyObject> {
  const keys = new Map<CallerName, KeyObject>();
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const [name, key, ...rest] = entry.split(':');
    if (!name || !key || rest.length > 0) throw new Error(`"${entry}" is not <service>:<public key>`);
    if (!isCallerName(name)) throw new Error(`"${name}" is not one of ${callerNames.join(', ')}`);
    if (keys.has(name)) throw new Error(`${name} is named twice`);
    keys.set(name, parsePublicKey(key));
  }
  const missing = callerNames.filter((name) => !keys.has(name));
  if (missing.length > 0) throw new Error(`no key for ${missing.join(', ')}`);
  return keys;
}

/** The variable's value for a set of public keys. */
export function formatPublicKeys(keys: Partial<Record<CallerName, string>>): string {
  return callerNames.map((name) => `${name}:${keys[name] ?? ''}`).join(',');
}

export function isCallerName(value: string): value is CallerName {
  return (callerNames as readonly string[]).includes(value);
}
