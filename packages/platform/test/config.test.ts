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
