import { configFields } from '@app/platform/config';
import { ASSISTANT_REQUESTS_PER_WINDOW } from '@app/proto/rules/writing-assistant';
import { z } from 'zod';

const limit = (fallback: number) => configFields.positiveInt(fallback);

export const bffConfigSchema = z.object({
  HTTP_HOST: z.string().default('0.0.0.0'),
  HTTP_PORT: configFields.port(8080),
  /** The address people reach the product at (scheme, host, port): the allowed Origin for state changes. */
  PUBLIC_URL: configFields.url().default('http://localhost:8080'),
  /** Secure cookies and HSTS; on everywhere except plain-http local runs. */
  SECURE_COOKIES: z.stringbool().default(false),
  /** How many reverse proxies sit in front of the bff; the client address is read that many hops back. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  AUTH_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50051'),
  MESSAGE_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50052'),
  ACCESS_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50053'),
  MEDIA_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50054'),
  /** Signs the short-lived attachment URLs; the same on every bff replica. */
  MEDIA_URL_SECRET: configFields.secret(),
  /** Signs the bff's gRPC calls (docs/deployment.md, "Service keys"). */
  SERVICE_SIGNING_KEY: configFields.serviceSigningKey(),
  /** Keys the hashes that stand for codes, addresses and e-mails in Redis's rate-limit keys. */
  RATE_LIMIT_KEY_SECRET: configFields.secret(),
  MEDIA_URL_TTL_SECONDS: configFields.positiveInt(900),
  MEDIA_UPLOAD_DEADLINE_MS: configFields.positiveInt(600_000),
  /** A sender's archive estimated larger than this is built in the background and announced by e-mail. */
  ARCHIVE_DIRECT_LIMIT_BYTES: configFields.positiveInt(50_000_000),
  PAYMENT_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50055'),
  /** The admin's test e-mail, e-mail activity and mail server check. */
  NOTIFICATION_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50056'),
  /** Asked only for its health, in the admin's system status. */
  SCHEDULER_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50057'),
  GRPC_DEADLINE_MS: configFields.positiveInt(5_000),
  REDIS_URL: configFields.url().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key, so environments and test runs sharing a Redis never collide. */
  REDIS_KEY_PREFIX: z.string().min(1).default('legado'),
  /** The built web app; empty serves only /api. */
  WEB_DIST_DIR: z.string().default(''),
  SESSION_ABSOLUTE_DAYS: configFields.positiveInt(30),
  LOG_LEVEL: configFields.logLevel(),
  RATE_LIMIT_WINDOW_SECONDS: limit(900),
  LOGIN_LIMIT_PER_IP: limit(30),
  LOGIN_LIMIT_PER_EMAIL: limit(10),
  REGISTER_LIMIT_PER_IP: limit(10),
  EMAIL_LIMIT_PER_USER: limit(3),
  TOKEN_LIMIT_PER_IP: limit(30),
  /**
   * Every recipient call, per client address (an IPv6 address by its /64). Generous, as an office or a carrier's
   * NAT puts many recipients behind one address; the strict limits are per code (README, "Why the access code is
   * enough").
   */
  ACCESS_LIMIT_PER_IP: limit(600),
  /** Lookups and answers, per access code, whatever the address: holds against address rotation. */
  ACCESS_LIMIT_PER_CODE: limit(30),
  /** Writing-assistant suggestions per signed-in sender per window. */
  ASSISTANT_LIMIT_PER_USER: limit(ASSISTANT_REQUESTS_PER_WINDOW),
  /** Writing-assistant suggestions per client address per window, whatever the account (an IPv6 by its /64). */
  ASSISTANT_LIMIT_PER_IP: limit(60),
  /** Writing-assistant suggestions per hour for the whole product: the ceiling on the provider's bill. */
  ASSISTANT_BUDGET_PER_HOUR: limit(600),
  /** Keepsake PDFs per window, per grant and per message: each one decodes its photos in this process. */
  KEEPSAKE_LIMIT: limit(10),
  /**
   * Keepsake PDFs per window of all one sender's letters together: one account holds the codes of as many
   * letters as it writes, each with its own grant and message limits.
   */
  KEEPSAKE_LIMIT_PER_ACCOUNT: limit(30),
  /** Answers checked, per access code: the cap on guessing an unlimited level's answers. */
  ANSWER_LIMIT_PER_CODE: limit(10),
});

export type BffConfig = z.infer<typeof bffConfigSchema>;
