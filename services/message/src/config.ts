import { configFields } from '@app/platform/config';
import { serviceEnv } from '@app/service-runtime/service-runtime';
import { z } from 'zod';
import { manifest } from '../manifest.ts';

export const messageConfigSchema = z.object({
  ...serviceEnv(manifest.grpcPort),
  /** Auth: a closed account's record is read from it before anything of the account is erased. */
  AUTH_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50051'),
  PAYMENT_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50055'),
  /** The access service: a strict deletion is confirmed with it before the message is deleted. */
  ACCESS_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50053'),
  /** The scheduler: a due delivery is confirmed with it before the message is released. */
  SCHEDULER_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50057'),
  /** Key ring for encryption at rest: `<id>:<base64 32 bytes>`, comma separated, newest first. */
  ENCRYPTION_KEYS: configFields.keyRing(),
  /** Key of the access-code lookup hash. */
  ACCESS_CODE_PEPPER: configFields.secret(),
  /** Pepper of the security-answer hashes. */
  ANSWER_PEPPER: configFields.secret(),
  /** Messages one user may seal in 24 hours. */
  MESSAGE_DAILY_SEAL_LIMIT: configFields.positiveInt(20),
  /** Days an address rests after a letter to it bounced for an address cause (5.1.x, 5.2.1). */
  BOUNCE_SUPPRESSION_DAYS: configFields.positiveInt(30),
  /**
   * Where every deletion of a message is journaled as it is published, on other storage than the database (a
   * share, another disk), and read at start: a restore to an earlier point brings back no letter its sender, its
   * recipient or the attempts' limit deleted since (docs/backups.md). Empty: none kept.
   */
  CHOICE_JOURNAL_DIR: z.string().default(''),
  /**
   * The writing assistant's OpenAI-compatible endpoint, up to the version (`https://api.openai.com/v1`, Ollama's
   * `http://127.0.0.1:11434/v1`); empty: no assistant, and the wizard says so.
   */
  AI_BASE_URL: z.union([z.literal(''), z.url()]).default(''),
  /** Its key, sent as a bearer token (a local server needs none). */
  AI_API_KEY: z.string().default(''),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** The longest suggestion the provider may write, in tokens (`max_tokens` on every call): a ceiling on its cost. */
  AI_MAX_TOKENS: z.coerce.number().int().min(50).max(8_000).default(800),
});

export type MessageConfig = z.infer<typeof messageConfigSchema>;
