import { fromSeed } from '@nats-io/nkeys';
import { z } from 'zod';
import { parseKeyRing } from './encryption.ts';
import { parsePublicKeys, parseSigningKey } from './service-keys.ts';

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * Parses the environment with a zod object schema whose keys are the variable names. Every bad or missing
 * variable is reported by name, in one go, so a misconfigured service stops with a message a person can act on.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  );
}

/** Parses the service's config or stops the process with a message naming every bad variable. */
export function loadServiceConfigOrExit<S extends z.ZodObject>(service: string, schema: S): z.infer<S> {
  try {
    return loadConfig(schema);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${service}: ${error.message}\n`);
    process.exit(78);
  }
}

/** A comma-separated list of server addresses (NATS_URL), trimmed, empty entries dropped. */
export function splitServerList(value: string): string[] {
  return value
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/** Shared pieces of the services' config schemas. */
export const configFields = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  url: () => z.url(),
  /** NATS servers, comma-separated (one, or each server of a cluster); each a nats:// or tls:// URL. */
  natsServers: () =>
    z
      .string()
      .transform(splitServerList)
      .pipe(
        z
          .array(
            z.url({
              protocol: /^(nats|tls|wss?)$/,
              error: 'expected nats://host:port (comma-separated for a cluster)',
            }),
          )
          .min(1, 'at least one server'),
      ),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A gRPC peer address, host:port. */
  grpcAddress: (fallback: string) =>
    z
      .string()
      .regex(/^[^\s:]+:\d+$/, 'expected host:port')
      .default(fallback),
  /** A positive duration in milliseconds or seconds, depending on the variable's documented unit. */
  positiveInt: (fallback: number) => z.coerce.number().int().positive().default(fallback),
  /** Prefix of every NATS subject, stream and durable consumer name, so runs and environments never collide. */
  eventsPrefix: () =>
    z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/, 'lowercase letters, digits and _ only')
      .default('app'),
  /** A secret of at least 32 bytes, given as base64 or hex. */
  secret: () =>
    z
      .string()
      .refine(
        (value) => decodeSecret(value).length >= 32,
        'must be at least 32 bytes, base64 or hex encoded',
      ),
  /**
   * A NATS user's NKey seed (`SU…`), the service's identity on NATS. Empty or unset connects without one, which
   * only a NATS without users accepts (the tests' shared server). The value is never echoed in a message.
   */
  /** This process's Ed25519 signing key for its gRPC calls (service-keys.ts); never echoed in a message. */
  serviceSigningKey: () =>
    z.string().refine((value) => {
      try {
        parseSigningKey(value);
        return true;
      } catch {
        return false;
      }
    }, 'must be the base64url of a 32-byte Ed25519 seed (docs/deployment.md, "Service keys")'),
  /** Every process's public key, `auth:<key>,bff:<key>,…`: who may be believed when it calls. */
  servicePublicKeys: () =>
    z.string().superRefine((value, context) => {
      try {
        parsePublicKeys(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  natsNkeySeed: () =>
    z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || isUserSeed(value), 'must be a NATS user seed (SU…)'),
  /** The encryption key ring, `<id>:<base64 32 bytes>` entries, newest first (see encryption.ts). */
  keyRing: () =>
    z.string().transform((value, context) => {
      try {
        return parseKeyRing(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
} as const;

function isUserSeed(value: string): boolean {
  if (!value.startsWith('SU')) return false;
  try {
    fromSeed(new TextEncoder().encode(value));
    return true;
  } catch {
    return false;
  }
}

export function decodeSecret(value: string): Buffer {
  return /^[0-9a-f]+$/i.test(value) && value.length % 2 === 0
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
}
