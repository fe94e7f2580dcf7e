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

// Allowances, all or none in one atomic step: every counter is checked first, and only a call that every one of
// them lets through is counted, in all of them. Answers the refused indexes with their time left (none: taken).
const takeScript = `
local refused = {}
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('TTL', key)
    if ttl < 0 then ttl = tonumber(ARGV[2 * i]) end
    table.insert(refused, i - 1)
    table.insert(refused, ttl)
  end
end
if #refused > 0 then return refused end
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 or redis.call('TTL', key) < 0 then redis.call('EXPIRE', key, ARGV[2 * i]) end
end
return refused`;

// Gives back what a call took and never spent; a window that has ended since has nothing to give back.
const refundScript = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

export type Allowance = { rule: RateLimitRule; subject: string };
export type TakeResult =
  | { allowed: true; refund: () => Promise<void> }
  | { allowed: false; refused: { index: number; retryAfterSeconds: number }[] };

/**
 * Rate limits kept in Redis, so they hold across every replica. Two kinds:
 * - `consume`, for limits that stop guessing (logins, codes, answers, tokens): each try counts, including the one
 *   that is refused, so hammering a limit never reopens it early.
 * - `take`, for allowances and budgets of something spent (an SMS, an e-mail, a provider's call): a call refused
 *   by any of its limits counts in none, and one refused before anything was spent is given back (`refund`),
 *   so a narrow limit or a bad request never uses up a wider allowance someone else shares.
 * Redis errors propagate: the caller decides whether a path fails closed (refuse) or open.
 */
export function createRateLimiter(redis: Redis, keyPrefix: string, subjectKey: Buffer) {
  // Subjects are access codes, e-mail addresses and client addresses: Redis holds only a keyed hash of them,
  // so a copy of its keys gives none away (and a guessed subject cannot be checked without the key).
  const hashOf = (name: string, subject: string) =>
    createHmac('sha256', subjectKey).update(`${name}\0${subject}`).digest('base64url').slice(0, 22);
  const keyOf = (rule: RateLimitRule, subject: string) =>
    `${keyPrefix}:rl:${rule.name}:${hashOf(rule.name, subject)}`;
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
    async take(allowances: Allowance[]): Promise<TakeResult> {
      const keys = allowances.map(({ rule, subject }) => keyOf(rule, subject));
      const limits = allowances.flatMap(({ rule }) => [rule.limit, rule.windowSeconds]);
      const answer = (await redis.eval(takeScript, keys.length, ...keys, ...limits)) as number[];
      if (answer.length === 0) {
        return {
          allowed: true,
          refund: async () => void (await redis.eval(refundScript, keys.length, ...keys)),
        };
      }
      const refused = [];
      for (let at = 0; at < answer.length; at += 2) {
        refused.push({ index: answer[at]!, retryAfterSeconds: Math.max(1, answer[at + 1]!) });
      }
      return { allowed: false, refused };
    },
    /**
     * Remembers for `seconds` that `holder` was earned on `subject` (a recipient's grant on the code it opened),
     * so its calls may be spared a subject's limit; both only as keyed hashes.
     */
    async remember(name: string, holder: string, subject: string, seconds: number): Promise<void> {
      await redis.set(
        `${keyPrefix}:ex:${name}:${hashOf(name, holder)}`,
        hashOf(name, subject),
        'EX',
        seconds,
      );
    },
    /** Whether `holder` was earned on `subject` and has not expired since (see remember). */
    async holds(name: string, holder: string, subject: string): Promise<boolean> {
      const held = await redis.get(`${keyPrefix}:ex:${name}:${hashOf(name, holder)}`);
      return held === hashOf(name, subject);
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
