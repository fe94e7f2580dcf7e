import { configFields } from '@app/platform/config';
import { serviceEnv } from '@app/service-runtime/service-runtime';
import { z } from 'zod';
import { manifest } from '../manifest.ts';

export const schedulerConfigSchema = z.object({
  ...serviceEnv(manifest.grpcPort),
  /** The message service: a deletion is confirmed with it before a delivery is dropped. */
  /** Auth: a closed account's record is read from it before anything of the account is erased. */
  AUTH_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50051'),
  MESSAGE_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50052'),
  /** Notification: a check-in's bounce is confirmed with it before it changes a switch. */
  NOTIFICATION_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50056'),
  /** How often due deliveries are looked for; an immediate delivery does not wait for it. */
  SCHEDULER_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});

export type SchedulerConfig = z.infer<typeof schedulerConfigSchema>;
