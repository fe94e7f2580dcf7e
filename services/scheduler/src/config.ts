import { serviceEnv } from '@app/platform/service-runtime';
import { z } from 'zod';

export const schedulerConfigSchema = z.object({
  ...serviceEnv(50057),
  /** How often due deliveries are looked for; an immediate delivery does not wait for it. */
  SCHEDULER_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
});
