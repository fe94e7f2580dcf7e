import { decodeSecret } from '@app/platform/config';
import { createGrpcClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import { createServiceIdentity } from '@app/platform/service-identity';
import { connectRedis, createRateLimiter } from './redis-rate-limiter.ts';
import { services } from '@app/proto/services';
import type { BffConfig } from './config.ts';
import type { BffDeps } from './deps.ts';

/** The bff's clients of everything it talks to, from its config; main.ts and the tests wire it the same way. */
export function connectBackends(
  config: BffConfig,
  logger: Logger,
): { deps: BffDeps; close: () => Promise<void> } {
  const grpcDefaults = {
    deadlineMs: config.GRPC_DEADLINE_MS,
    identity: createServiceIdentity('bff', config.SERVICE_SIGNING_KEY),
  };
  const auth = createGrpcClient(services.auth(), config.AUTH_GRPC_ADDR, grpcDefaults);
  const message = createGrpcClient(services.message(), config.MESSAGE_GRPC_ADDR, grpcDefaults);
  const access = createGrpcClient(services.access(), config.ACCESS_GRPC_ADDR, grpcDefaults);
  const media = createGrpcClient(services.media(), config.MEDIA_GRPC_ADDR, grpcDefaults);
  const payment = createGrpcClient(services.payment(), config.PAYMENT_GRPC_ADDR, grpcDefaults);
  const notification = createGrpcClient(services.notification(), config.NOTIFICATION_GRPC_ADDR, grpcDefaults);
  const scheduler = createGrpcClient(services.scheduler(), config.SCHEDULER_GRPC_ADDR, grpcDefaults);
  const redis = connectRedis(config.REDIS_URL);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis'));
  return {
    deps: {
      config,
      logger,
      auth,
      message,
      access,
      media,
      payment,
      notification,
      scheduler,
      serviceAddresses: {
        auth: config.AUTH_GRPC_ADDR,
        message: config.MESSAGE_GRPC_ADDR,
        access: config.ACCESS_GRPC_ADDR,
        media: config.MEDIA_GRPC_ADDR,
        payment: config.PAYMENT_GRPC_ADDR,
        notification: config.NOTIFICATION_GRPC_ADDR,
        scheduler: config.SCHEDULER_GRPC_ADDR,
      },
      limiter: createRateLimiter(redis, config.REDIS_KEY_PREFIX, decodeSecret(config.RATE_LIMIT_KEY_SECRET)),
      readiness: [{ name: 'redis', check: () => redis.ping() }],
    },
    async close() {
      for (const client of [auth, message, access, media, payment, notification, scheduler]) client.close();
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
