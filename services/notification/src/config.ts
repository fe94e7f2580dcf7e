import { configFields } from '@app/platform/config';
import { serviceEnv } from '@app/service-runtime/service-runtime';
import { z } from 'zod';

export const notificationConfigSchema = z.object({
  ...serviceEnv(50056),
  AUTH_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50051'),
  MESSAGE_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50052'),
  /** The payment service: the order behind a receipt. */
  PAYMENT_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50055'),
  /** The scheduler: a proof-of-life check-in's link, minted at send time. */
  SCHEDULER_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50057'),
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: configFields.port(1025),
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Legado <no-reply@legado.local>'),
  /** The address people reach the product at; links in e-mails start with it. */
  PUBLIC_URL: configFields.url().default('http://localhost:8080'),
});

export type NotificationConfig = z.infer<typeof notificationConfigSchema>;
