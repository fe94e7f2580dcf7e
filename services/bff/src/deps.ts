import type { AsyncClient, GrpcClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import type { RateLimiter } from './redis-rate-limiter.ts';
import type { AccessServiceDefinition } from '@app/proto/gen/app/access/v1/AccessService.ts';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import type { MediaServiceDefinition } from '@app/proto/gen/app/media/v1/MediaService.ts';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { NotificationServiceDefinition } from '@app/proto/gen/app/notification/v1/NotificationService.ts';
import type { PaymentServiceDefinition } from '@app/proto/gen/app/payment/v1/PaymentService.ts';
import type { SchedulerServiceDefinition } from '@app/proto/gen/app/scheduler/v1/SchedulerService.ts';
import type { BffConfig } from './config.ts';

export type BackendServiceName =
  'auth' | 'message' | 'access' | 'media' | 'payment' | 'notification' | 'scheduler';

/** Everything the HTTP app talks to; main.ts wires the real ones. */
export type BffDeps = {
  config: BffConfig;
  logger: Logger;
  auth: AsyncClient<AuthServiceDefinition>;
  /** The assistant's suggestions stream through callServerStream. */
  message: GrpcClient<MessageServiceDefinition>;
  access: AsyncClient<AccessServiceDefinition>;
  /** Streaming calls (upload, read) go through callClientStream / callServerStream. */
  media: GrpcClient<MediaServiceDefinition>;
  payment: AsyncClient<PaymentServiceDefinition>;
  notification: AsyncClient<NotificationServiceDefinition>;
  scheduler: AsyncClient<SchedulerServiceDefinition>;
  limiter: RateLimiter;
  /** The gRPC address of every backend service, for the admin's system status (their health). */
  serviceAddresses: Record<BackendServiceName, string>;
  /** Checks for /readyz: each throws when its dependency does not answer. */
  readiness: { name: string; check: () => Promise<unknown> }[];
};
