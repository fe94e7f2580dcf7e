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
