import type { z } from 'zod';
import { accessConfigSchema } from '../../services/access/src/config.ts';
import { authConfigSchema } from '../../services/auth/src/config.ts';
import { bffConfigSchema } from '../../services/bff/src/config.ts';
import { mediaConfigSchema } from '../../services/media/src/config.ts';
import { messageConfigSchema } from '../../services/message/src/config.ts';
import { notificationConfigSchema } from '../../services/notification/src/config.ts';
import { paymentConfigSchema } from '../../services/payment/src/config.ts';
import { schedulerConfigSchema } from '../../services/scheduler/src/config.ts';
import type { ServiceName } from './stack.ts';

/** Each process's config schema: every variable it reads (the README's tables are checked against them). */
export const configSchemas: Record<ServiceName, z.ZodObject> = {
  auth: authConfigSchema,
  message: messageConfigSchema,
  access: accessConfigSchema,
  media: mediaConfigSchema,
  payment: paymentConfigSchema,
  notification: notificationConfigSchema,
  scheduler: schedulerConfigSchema,
  bff: bffConfigSchema,
};

const documented = new Set(Object.values(configSchemas).flatMap((schema) => Object.keys(schema.shape)));

/**
 * What `npm start` takes from its own environment for the processes: every variable a service reads
 * (`ACCESS_LIMIT_PER_IP=… npm start`) and the OpenTelemetry SDK's `OTEL_*`. Each process then gets only its own
 * share (`settingsOf`); the runner's own values (ports, addresses, databases, secrets, NATS, the mail catcher)
 * still win over them (`serviceEnvironment`).
 */
export function passedSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (documented.has(entry[0]) || entry[0].startsWith('OTEL_')),
    ),
  );
}

/**
 * Of the settings given to the whole stack, those one process reads (its config schema, the list compose and
 * the chart are held to) and `OTEL_*`: the AI provider's key reaches the message service and no other, PayPal's
 * secret payment, SMTP's password notification.
 */
export function settingsOf(service: ServiceName, env: Record<string, string> = {}): Record<string, string> {
  const reads = configSchemas[service].shape;
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => Object.hasOwn(reads, name) || name.startsWith('OTEL_')),
  );
}
