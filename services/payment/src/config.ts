import { configFields } from '@app/platform/config';
import { serviceEnv } from '@app/platform/service-runtime';
import { z } from 'zod';

export const paymentConfigSchema = z.object({
  ...serviceEnv(50055),
  /** Free deliveries every new user starts with. */
  WELCOME_FREE_DELIVERIES: configFields.positiveInt(3),
});

export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
