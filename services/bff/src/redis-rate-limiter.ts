import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';

export type RateLimitRule = {
  /** Distinguishes limits that share a key space, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

// Fixed window counter: one atomic round trip; the window starts with the first hit.
const consumeScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Rate limits kept in Redis, so they hold across every replica. Each hit counts, including the one that is
 * refused, so hammering a limit never reopens it early. Redis errors propagate: the caller decides whether a
 * path fails closed (refuse) or open.
 */
export function createRateLimiter(redis: Redis, keyPrefix: string, subjectKey: Buffer) {
  // Subjects are access codes, e-mail addresses and client addresses: Redis holds only a keyed hash of them,
  // so a copy of its keys gives none away (and a guessed subject cannot be checked without the key).
  const keyOf = (rule: RateLimitRule, subject: string) =>
    `${keyPrefix}:rl:${rule.name}:${createHmac('sha256', subjectKey).update(`${rule.name}\0${subject}`).digest('base64url').slice(0, 22)}`;
  return {
    async consume(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
      const key = keyOf(rule, subject);
      const [count, ttl] = (await redis.eval(consumeScript, 1, key, rule.windowSeconds)) as [number, number];
      return {
        allowed: count <= rule.limit,
        remaining: Math.max(0, rule.limit - count),
        retryAfterSeconds: Math.max(1, ttl),
      };
    },
    /** Forgets a subject's count, e.g. after a successful login. */
    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      await redis.del(keyOf(rule, subject));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function connectRedis(url: string): Redis {
  return new Redis(url, {
    // Fail fast so a Redis outage becomes a clear error instead of a hung request.
    connectTimeout: 1_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
  });
}
