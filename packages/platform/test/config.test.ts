import { createUser } from '@nats-io/nkeys';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, configFields, loadConfig } from '../src/config.ts';

const schema = z.object({
  GRPC_PORT: configFields.port(50051),
  NATS_URL: configFields.url(),
  SESSION_SECRET: configFields.secret(),
});

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig(schema, { NATS_URL: 'nats://127.0.0.1:4222', SESSION_SECRET: 'a'.repeat(64) });
    expect(config.GRPC_PORT).toBe(50051);
  });

  it('names every bad variable', () => {
    try {
      loadConfig(schema, { GRPC_PORT: 'seventy', SESSION_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('GRPC_PORT');
      expect(message).toContain('NATS_URL');
      expect(message).toContain('SESSION_SECRET');
    }
  });
});

describe('configFields.natsNkeySeed', () => {
  const seedSchema = z.object({ NATS_NKEY_SEED: configFields.natsNkeySeed() });

  it('takes a user seed, and reads empty as none', () => {
    const seed = new TextDecoder().decode(createUser().getSeed());
    expect(loadConfig(seedSchema, { NATS_NKEY_SEED: seed }).NATS_NKEY_SEED).toBe(seed);
    expect(loadConfig(seedSchema, { NATS_NKEY_SEED: '' }).NATS_NKEY_SEED).toBeUndefined();
    expect(loadConfig(seedSchema, {}).NATS_NKEY_SEED).toBeUndefined();
  });

  it('refuses a public key or a damaged seed without repeating it', () => {
    const user = createUser();
    const seed = new TextDecoder().decode(user.getSeed());
    // One character of the key changed: its checksum no longer matches.
    const damaged = seed.slice(0, 10) + (seed[10] === 'A' ? 'B' : 'A') + seed.slice(11);
    for (const value of [user.getPublicKey(), damaged]) {
      expect(() => loadConfig(seedSchema, { NATS_NKEY_SEED: value })).toThrow(/NATS_NKEY_SEED: must be/);
      expect(() => loadConfig(seedSchema, { NATS_NKEY_SEED: value })).not.toThrow(value);
    }
  });
});

describe('configFields.natsServers', () => {
  const serversSchema = z.object({ NATS_URL: configFields.natsServers() });

  it('takes one server or a cluster’s, comma-separated, spaces and empty entries ignored', () => {
    expect(loadConfig(serversSchema, { NATS_URL: 'nats://127.0.0.1:4222' }).NATS_URL).toEqual([
      'nats://127.0.0.1:4222',
    ]);
    expect(
      loadConfig(serversSchema, { NATS_URL: 'nats://n1:4222, nats://n2:4222,,tls://n3:4222 ' }).NATS_URL,
    ).toEqual(['nats://n1:4222', 'nats://n2:4222', 'tls://n3:4222']);
  });

  it('refuses an address that is not a NATS server’s, and an empty list, naming the variable', () => {
    for (const NATS_URL of ['http://n1:4222', 'nats://n1:4222,n2', ' , ']) {
      expect(() => loadConfig(serversSchema, { NATS_URL }), NATS_URL).toThrow(/NATS_URL/);
    }
  });
});
