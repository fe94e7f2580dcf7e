import { testRedisUrl } from '@app/platform/test-support/test-infrastructure';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis, createRateLimiter } from '../src/redis-rate-limiter.ts';

const redis = connectRedis(testRedisUrl);
const limiter = createRateLimiter(redis, `test-${randomUUID()}`, randomBytes(32));
afterAll(() => redis.quit());

describe('Redis rate limiter', () => {
  const rule = { name: 'login-ip', limit: 3, windowSeconds: 60 };

  it('allows up to the limit, then refuses with a retry time', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.consume(rule, '203.0.113.7'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(rule, 'burst')));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('keeps subjects apart and forgets a subject on reset', async () => {
    for (let i = 0; i < 4; i++) await limiter.consume(rule, 'a');
    expect((await limiter.consume(rule, 'b')).allowed).toBe(true);
    await limiter.reset(rule, 'a');
    expect((await limiter.consume(rule, 'a')).allowed).toBe(true);
  });
});
