import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';

export type RateLimitRule = {
  /** Distinguishes limits that share a key space, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

// Fixed window counters, every limit of a call in one atomic round trip; each window starts with its first hit.
// Answers each counter's count and time left, in order.
const consumeScript = `
local answer = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('EXPIRE', key, ARGV[i]) end
  local ttl = redis.call('TTL', key)
  if ttl < 0 then redis.call('EXPIRE', key, ARGV[i]); ttl = tonumber(ARGV[i]) end
  table.insert(answer, count)
  table.insert(answer, ttl)
end
return answer`;

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
 *   that is refused, so hammering a limit never reopens it early; a call's limits are counted in one command.
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
    /** Counts one hit against each limit, in one command; a result per limit, in order. */
    async consume(hits: Allowance[]): Promise<RateLimitResult[]> {
      if (hits.length === 0) return [];
      const keys = hits.map(({ rule, subject }) => keyOf(rule, subject));
      const windows = hits.map(({ rule }) => rule.windowSeconds);
      const answer = (await redis.eval(consumeScript, keys.length, ...keys, ...windows)) as number[];
      return hits.map(({ rule }, i) => {
        const count = answer[2 * i]!;
        return {
          allowed: count <= rule.limit,
          remaining: Math.max(0, rule.limit - count),
          retryAfterSeconds: Math.max(1, answer[2 * i + 1]!),
        };
      });
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
