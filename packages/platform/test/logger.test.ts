import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.ts';

describe('createLogger', () => {
  it('never writes secrets, wherever they sit in a log object', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ service: 'test', destination });
    logger.info(
      {
        password: 'hunter22',
        body: { token: 'tok-123', email: 'a@b.c' },
        req: { headers: { cookie: 'sid=1' } },
      },
      'hello',
    );
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(lines.join('')).not.toMatch(/hunter22|tok-123|sid=1/);
    expect(line).toMatchObject({ service: 'test', password: '[redacted]', body: { email: 'a@b.c' } });
  });
});
