import { AppError, type AppErrorCode } from '@app/platform/errors';
import type { RateLimitRule } from '../redis-rate-limiter.ts';
import type { FastifyRequest } from 'fastify';
import type { BffDeps } from '../deps.ts';

export type LimitName =
  | 'login-ip'
  | 'login-email'
  | 'register-ip'
  | 'email-user'
  | 'verification-user'
  | 'backup-email-user'
  | 'sms-user'
  | 'test-check-in-user'
  | 'export-user'
  | 'test-email-admin'
  | 'token-ip'
  | 'one-click-token'
  | 'access-ip'
  | 'access-code'
  | 'answer-code'
  | 'keepsake-grant'
  | 'keepsake-code'
  | 'keepsake-account'
  | 'discount-ip'
  | 'assistant-user'
  | 'assistant-ip'
  | 'assistant-all';

export function rateLimitRules(config: BffDeps['config']): Record<LimitName, RateLimitRule> {
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  return {
    'login-ip': { name: 'login-ip', limit: config.LOGIN_LIMIT_PER_IP, windowSeconds },
    'login-email': { name: 'login-email', limit: config.LOGIN_LIMIT_PER_EMAIL, windowSeconds },
    'register-ip': { name: 'register-ip', limit: config.REGISTER_LIMIT_PER_IP, windowSeconds },
    'email-user': { name: 'email-user', limit: config.EMAIL_LIMIT_PER_USER, windowSeconds },
    // What an account has sent to itself, each kind with an allowance of its own: a new sender setting up
    // /account (a backup address, a phone, a test check-in, a verification resend) never spends one on another.
    'verification-user': { name: 'verification-user', limit: config.EMAIL_LIMIT_PER_USER, windowSeconds },
    'backup-email-user': { name: 'backup-email-user', limit: config.EMAIL_LIMIT_PER_USER, windowSeconds },
    'sms-user': { name: 'sms-user', limit: config.EMAIL_LIMIT_PER_USER, windowSeconds },
    'test-check-in-user': { name: 'test-check-in-user', limit: config.EMAIL_LIMIT_PER_USER, windowSeconds },
    // An archive reads every message and file of the account: as few a window as the account's e-mails.
    'export-user': { name: 'export-user', limit: config.EMAIL_LIMIT_PER_USER, windowSeconds },
    // The admin's test e-mail reaches any address: as few a window as an account's own e-mails.
    'test-email-admin': { name: 'test-email-admin', limit: config.EMAIL_LIMIT_PER_USER, windowSeconds },
    'token-ip': { name: 'token-ip', limit: config.TOKEN_LIMIT_PER_IP, windowSeconds },
    // Per link, not per address: a mailbox provider posts its users' one-click refusals from a few addresses of its
    // own, and a token's 128-bit mac leaves nothing to guess.
    'one-click-token': { name: 'one-click-token', limit: config.TOKEN_LIMIT_PER_IP, windowSeconds },
    'access-ip': { name: 'access-ip', limit: config.ACCESS_LIMIT_PER_IP, windowSeconds },
    'access-code': { name: 'access-code', limit: config.ACCESS_LIMIT_PER_CODE, windowSeconds },
    'answer-code': { name: 'answer-code', limit: config.ANSWER_LIMIT_PER_CODE, windowSeconds },
    // A keepsake renders a PDF, its photos decoded: a few a window for one reader and for one message.
    'keepsake-grant': { name: 'keepsake-grant', limit: config.KEEPSAKE_LIMIT, windowSeconds },
    'keepsake-code': { name: 'keepsake-code', limit: config.KEEPSAKE_LIMIT, windowSeconds },
    // And for all of one sender's letters: an account writes as many letters as it likes, each with its own code.
    'keepsake-account': {
      name: 'keepsake-account',
      limit: config.KEEPSAKE_LIMIT_PER_ACCOUNT,
      windowSeconds,
    },
    // Discount codes are short enough to guess: checks per address are capped like link confirmations.
    'discount-ip': { name: 'discount-ip', limit: config.TOKEN_LIMIT_PER_IP, windowSeconds },
    // Each suggestion costs a provider's call.
    'assistant-user': { name: 'assistant-user', limit: config.ASSISTANT_LIMIT_PER_USER, windowSeconds },
    // Several fresh accounts behind one address share one allowance.
    'assistant-ip': { name: 'assistant-ip', limit: config.ASSISTANT_LIMIT_PER_IP, windowSeconds },
    // The whole product's hourly budget of provider calls, whoever asks: a ceiling on what a day can cost.
    'assistant-all': { name: 'assistant-all', limit: config.ASSISTANT_BUDGET_PER_HOUR, windowSeconds: 3_600 },
  };
}

/**
 * Counts one hit against each named limit and refuses (429 with Retry-After) when any is exhausted. The
 * account routes stay usable when Redis is down (fail open, logged): argon2 already makes each guess slow,
 * and locking everybody out would be worse. The recipient's access path fails closed instead
 * (`whenDown: 'refuse'`): there the limits are what stands between a script and the codes and answers.
 */
export async function enforceLimits(
  deps: BffDeps,
  request: FastifyRequest,
  checks: { limit: LimitName; subject: string; reason?: string }[],
  whenDown: 'allow' | 'refuse' = 'allow',
): Promise<void> {
  const rules = rateLimitRules(deps.config);
  let results;
  try {
    results = await deps.limiter.consume(checks.map((c) => ({ rule: rules[c.limit], subject: c.subject })));
  } catch (error) {
    if (whenDown === 'refuse') {
      request.log.error({ err: error }, 'rate limiter unavailable; refusing the recipient call');
      throw new AppError('UNAVAILABLE', 'rate limiter unavailable', { reason: 'ACCESS_UNAVAILABLE' });
    }
    request.log.warn({ err: error }, 'rate limiter unavailable; allowing the request');
    return;
  }
  const refused = results.flatMap((result, index) =>
    result.allowed ? [] : [{ ...result, check: checks[index]! }],
  );
  if (refused.length > 0) {
    const retryAfterSeconds = Math.max(...refused.map((r) => r.retryAfterSeconds));
    // The words of the limit that was met, when it has its own (the assistant's budget says whose it is).
    const reason = refused.find((r) => r.check.reason)?.check.reason ?? 'RATE_LIMITED';
    throw new AppError('RESOURCE_EXHAUSTED', 'rate limited', { reason, retryAfterSeconds });
  }
}

/**
 * Answers a backend gives when it refuses a request before spending anything (a bad number, a precondition, its
 * own narrower limit); anything else (a provider that failed, a timeout) may have been spent.
 */
const refusedUnspent = new Set<AppErrorCode>([
  'INVALID_ARGUMENT',
  'UNAUTHENTICATED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'FAILED_PRECONDITION',
  'RESOURCE_EXHAUSTED',
]);

/**
 * Runs `spend` within allowances of something spent (docs/architecture.md, "Limits count only what is spent"):
 * refused (429, Retry-After) when any is exhausted, and then counted in none; given back when `spend` is refused
 * before it spent anything. Fails open when Redis is down, as the account routes do, unless `whenDown` says
 * `refuse` (the recipient's path, as enforceLimits).
 */
export async function withAllowances<T>(
  deps: BffDeps,
  request: FastifyRequest,
  checks: { limit: LimitName; subject: string; reason?: string }[],
  spend: () => Promise<T>,
  whenDown: 'allow' | 'refuse' = 'allow',
): Promise<T> {
  const rules = rateLimitRules(deps.config);
  let taken;
  try {
    taken = await deps.limiter.take(checks.map((c) => ({ rule: rules[c.limit], subject: c.subject })));
  } catch (error) {
    if (whenDown === 'refuse') {
      request.log.error({ err: error }, 'rate limiter unavailable; refusing the recipient call');
      throw new AppError('UNAVAILABLE', 'rate limiter unavailable', { reason: 'ACCESS_UNAVAILABLE' });
    }
    request.log.warn({ err: error }, 'rate limiter unavailable; allowing the request');
    return spend();
  }
  if (!taken.allowed) {
    const retryAfterSeconds = Math.max(...taken.refused.map((r) => r.retryAfterSeconds));
    const reason =
      taken.refused.map((r) => checks[r.index]!.reason).find((words) => words !== undefined) ??
      'RATE_LIMITED';
    throw new AppError('RESOURCE_EXHAUSTED', 'rate limited', { reason, retryAfterSeconds });
  }
  try {
    return await spend();
  } catch (error) {
    if (error instanceof AppError && refusedUnspent.has(error.code)) {
      await taken.refund().catch((refundError: unknown) => {
        request.log.warn({ err: refundError }, 'rate limiter unavailable; allowance left to expire');
      });
    }
    throw error;
  }
}

/** Forgets a subject's count (a successful sign-in); a Redis error only leaves the count to expire. */
export async function resetLimit(
  deps: BffDeps,
  request: FastifyRequest,
  limit: LimitName,
  subject: string,
): Promise<void> {
  try {
    await deps.limiter.reset(rateLimitRules(deps.config)[limit], subject);
  } catch (error) {
    request.log.warn({ err: error }, 'rate limiter unavailable; count left to expire');
  }
}
