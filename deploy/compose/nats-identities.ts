// docker compose's service identities: `npx tsx deploy/compose/nats-identities.ts` fills each service's NKey seed
// (NATS_NKEY_SEED_<SERVICE>) and its public key (NATS_PUBLIC_KEY_<SERVICE>) into .env at the repository root,
// with each process's gRPC signing key (SERVICE_SIGNING_KEY_<PROCESS>) and their public list
// (SERVICE_PUBLIC_KEYS), notification's DKIM key (DKIM_PRIVATE_KEY) and each service's database role's password
// (DATABASE_PASSWORD_<SERVICE>), keeping keys already there, and rewrites deploy/compose/nats-server.conf, which reads
// the NATS public keys from the nats container's environment.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  formatPublicKeys,
  generateServiceKey,
  publicKeyOf as signingPublicKeyOf,
} from '@app/platform/service-keys';
import { callerNames } from '@app/proto/call-policy';
import { generateDkimKey } from '../../services/notification/src/mailer/dkim.ts';
import { createUser } from '@nats-io/nkeys';
import { natsServices, type NatsService } from '../nats/event-routes.ts';
import { productPermissions } from '../nats/nats-permissions.ts';
import { renderNatsServerConfig } from '../nats/nats-server-config.ts';
import { publicKeyOf } from '../nats/nats-server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const composeConfigFile = path.join(repoRoot, 'deploy', 'compose', 'nats-server.conf');
/** The events prefix docker-compose.yml gives every service. */
const composePrefix = 'legado';

export const seedVariable = (service: NatsService) => `NATS_NKEY_SEED_${service.toUpperCase()}`;
export const publicKeyVariable = (service: NatsService) => `NATS_PUBLIC_KEY_${service.toUpperCase()}`;
export const signingKeyVariable = (caller: string) => `SERVICE_SIGNING_KEY_${caller.toUpperCase()}`;

/** The nats container's configuration: the product's users, each public key taken from the environment. */
export function composeNatsServerConfig(): string {
  const permissions = productPermissions(composePrefix);
  return renderNatsServerConfig({
    listen: '0.0.0.0:4222',
    storeDir: '/data',
    // For the container's own health check only.
    monitor: '127.0.0.1:8222',
    // The image is pinned to 2.12 or later (docker-compose.yml), which has the option.
    syncAlways: true,
    users: natsServices.map((service) => ({
      name: service,
      nkey: { env: publicKeyVariable(service) },
      permissions: permissions[service],
    })),
  });
}

/** An env file's text with every service's seed (kept when set) and matching public key. */
export function withNatsIdentities(envText: string): string {
  const lines = envText.split('\n');
  const valueOf = (name: string) =>
    lines.map((line) => new RegExp(`^${name}=(.*)$`).exec(line)?.[1]).find((value) => value !== undefined);
  const set = (name: string, value: string) => {
    const index = lines.findIndex((line) => line.startsWith(`${name}=`));
    if (index >= 0) lines[index] = `${name}=${value}`;
    else lines.splice(lines.at(-1) === '' ? -1 : lines.length, 0, `${name}=${value}`);
  };
  for (const service of natsServices) {
    const seed = valueOf(seedVariable(service)) || new TextDecoder().decode(createUser().getSeed());
    set(seedVariable(service), seed);
    set(publicKeyVariable(service), publicKeyOf(seed));
  }
  const publicKeys: Record<string, string> = {};
  for (const caller of callerNames) {
    const key = valueOf(signingKeyVariable(caller)) || generateServiceKey().signingKey;
    set(signingKeyVariable(caller), key);
    publicKeys[caller] = signingPublicKeyOf(key);
  }
  set('SERVICE_PUBLIC_KEYS', formatPublicKeys(publicKeys));
  set('DKIM_PRIVATE_KEY', valueOf('DKIM_PRIVATE_KEY') || generateDkimKey());
  for (const service of natsServices) {
    // Hex: it sits inside connection URLs unescaped.
    const name = `DATABASE_PASSWORD_${service.toUpperCase()}`;
    set(name, valueOf(name) || randomBytes(24).toString('hex'));
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const envFile = path.join(repoRoot, '.env');
  const before = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '';
  fs.writeFileSync(envFile, withNatsIdentities(before), { mode: 0o600 });
  fs.writeFileSync(composeConfigFile, composeNatsServerConfig());
  console.log(
    `NATS identities in ${path.relative(process.cwd(), envFile)}; server config in ${path.relative(process.cwd(), composeConfigFile)}`,
  );
}
