import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { formatPublicKeys, generateServiceKey, publicKeyOf } from '@app/platform/service-keys';
import { callerNames, type CallerName } from '@app/proto/call-policy';
import { createUser } from '@nats-io/nkeys';
import { generateDkimKey } from '../../services/notification/src/mailer/dkim.ts';
import { natsServices, type NatsService } from '../nats/event-routes.ts';

/**
 * The secrets a local run needs, made once and kept in a git-ignored file that every later start reuses
 * (so sessions, links in sent e-mails and encrypted data stay valid across restarts). Never used in
 * production, where they come from the deployment's secret store.
 */
export const secretNames = [
  'EMAIL_TOKEN_SECRET',
  'ACCESS_CODE_PEPPER',
  'ANSWER_PEPPER',
  'MEDIA_URL_SECRET',
  'RATE_LIMIT_KEY_SECRET',
  // Key ring for encryption at rest: `<key id>:<base64 key>` entries, comma separated, newest first.
  'ENCRYPTION_KEYS',
  // Notification's DKIM key (RSA 2048, PEM on one line): every e-mail leaves signed, as in production.
  'DKIM_PRIVATE_KEY',
  // Notification's key of each e-mail's return path (VERP): a bounce names its e-mail, a forged one none.
  'BOUNCE_TOKEN_SECRET',
  // Each service's NATS identity (an NKey user seed); the runner's nats-server knows their public keys.
  ...natsServices.map((service) => natsSeedName(service)),
  // Each process's key for signing its gRPC calls; every service knows the public halves.
  ...callerNames.map((caller) => signingKeyName(caller)),
  // Each service's PostgreSQL role's password (its role owns its database and can open no other).
  ...natsServices.map((service) => databasePasswordName(service)),
] as const;

type SecretName = (typeof secretNames)[number];
export type LocalSecrets = Record<SecretName, string>;

export function natsSeedName<S extends NatsService>(service: S): `NATS_NKEY_SEED_${Uppercase<S>}` {
  return `NATS_NKEY_SEED_${service.toUpperCase() as Uppercase<S>}`;
}

export function databasePasswordName<S extends NatsService>(service: S): `DATABASE_PASSWORD_${Uppercase<S>}` {
  return `DATABASE_PASSWORD_${service.toUpperCase() as Uppercase<S>}`;
}

export function signingKeyName<C extends CallerName>(caller: C): `SERVICE_SIGNING_KEY_${Uppercase<C>}` {
  return `SERVICE_SIGNING_KEY_${caller.toUpperCase() as Uppercase<C>}`;
}

/** `SERVICE_PUBLIC_KEYS` for a set of local secrets: the public half of each process's signing key. */
export function publicKeysOf(secrets: LocalSecrets): string {
  return formatPublicKeys(
    Object.fromEntries(callerNames.map((caller) => [caller, publicKeyOf(secrets[signingKeyName(caller)])])),
  );
}

function fresh(name: SecretName): string {
  if (name.startsWith('NATS_NKEY_SEED_')) return new TextDecoder().decode(createUser().getSeed());
  if (name.startsWith('SERVICE_SIGNING_KEY_')) return generateServiceKey().signingKey;
  if (name === 'DKIM_PRIVATE_KEY') return generateDkimKey();
  // It goes into a database URL: no character that would need escaping there.
  if (name.startsWith('DATABASE_PASSWORD_')) return randomBytes(24).toString('base64url');
  const key = randomBytes(32).toString('base64');
  return name === 'ENCRYPTION_KEYS' ? `k1:${key}` : key;
}

export function loadOrCreateSecrets(file: string): LocalSecrets {
  const existing = new Map<string, string>();
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
      if (match?.[1] && match[2]) existing.set(match[1], match[2]);
    }
  }
  const secrets = Object.fromEntries(
    secretNames.map((name) => [name, existing.get(name) ?? fresh(name)]),
  ) as LocalSecrets;
  if (secretNames.some((name) => !existing.has(name))) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const body = secretNames.map((name) => `${name}=${secrets[name]}`).join('\n');
    fs.writeFileSync(file, `# Made by npm start for local runs only. Delete to make new ones.\n${body}\n`, {
      mode: 0o600,
    });
  }
  return secrets;
}
