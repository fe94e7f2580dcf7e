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
    for (let i = 0; i < 5; i++) results.push(...(await limiter.consume([{ rule, subject: '203.0.113.7' }])));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts concurrent hits exactly', async () => {
    const results = (
      await Promise.all(Array.from({ length: 20 }, () => limiter.consume([{ rule, subject: 'burst' }])))
    ).flat();
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('keeps subjects apart and forgets a subject on reset', async () => {
    for (let i = 0; i < 4; i++) await limiter.consume([{ rule, subject: 'a' }]);
    expect((await limiter.consume([{ rule, subject: 'b' }]))[0]?.allowed).toBe(true);
    await limiter.reset(rule, 'a');
    expect((await limiter.consume([{ rule, subject: 'a' }]))[0]?.allowed).toBe(true);
  });

  it('counts a call against each of its limits in one command, each in its own window, the refused ones too', async () => {
    const hourly = { name: 'access-code', limit: 4, windowSeconds: 3_600 };
    const hits = [
      { rule, subject: 'many' },
      { rule: hourly, subject: 'many' },
    ];
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume(hits));
    expect(results.map(([perMinute, perHour]) => [perMinute?.allowed, perHour?.allowed])).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [false, true],
    ]);
    expect(results[3]![0]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(results[3]![1]!.retryAfterSeconds).toBeGreaterThan(60);
    // The hourly limit's fifth hit is refused: all four were counted, with the minute's refusal.
    expect((await limiter.consume([{ rule: hourly, subject: 'many' }]))[0]?.allowed).toBe(false);
    await expect(limiter.consume([])).resolves.toEqual([]);
  });

  describe('allowances of something spent', () => {
    const narrow = { name: 'assistant-user', limit: 1, windowSeconds: 60 };
    const wide = { name: 'assistant-all', limit: 3, windowSeconds: 3_600 };

    it('counts a call refused by a narrower limit in none of them', async () => {
      const taken = [];
      for (let i = 0; i < 10; i++) {
        taken.push(
          await limiter.take([
            { rule: narrow, subject: 'one-sender' },
            { rule: wide, subject: 'all' },
          ]),
        );
      }
      expect(taken.map((t) => t.allowed)).toEqual([true, ...Array<boolean>(9).fill(false)]);
      const refused = taken[1]!;
      expect(refused.allowed ? [] : refused.refused.map((r) => r.index)).toEqual([0]);
      // Nine refusals later, the wide budget has two left for anyone else.
      const others = [];
      for (const subject of ['b', 'c', 'd']) {
        others.push(
          (
            await limiter.take([
              { rule: narrow, subject },
              { rule: wide, subject: 'all' },
            ])
          ).allowed,
        );
      }
      expect(others).toEqual([true, true, false]);
    });

    it('gives back what a call took and did not spend', async () => {
      const rule = { name: 'email-user', limit: 2, windowSeconds: 60 };
      for (let i = 0; i < 5; i++) {
        const taken = await limiter.take([{ rule, subject: 'refunded' }]);
        expect(taken.allowed).toBe(true);
        if (taken.allowed) await taken.refund();
      }
      const spent = [];
      for (let i = 0; i < 3; i++) spent.push((await limiter.take([{ rule, subject: 'refunded' }])).allowed);
      expect(spent).toEqual([true, true, false]);
    });

    it('lets through exactly the allowance when calls race', async () => {
      const rule = { name: 'token-ip', limit: 4, windowSeconds: 60 };
      const taken = await Promise.all(
        Array.from({ length: 20 }, () =>
          limiter.take([
            { rule, subject: 'race' },
            { rule: wide, subject: 'race' },
          ]),
        ),
      );
      expect(taken.filter((t) => t.allowed)).toHaveLength(3);
    });
  });
});
