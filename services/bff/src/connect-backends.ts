import { createGrpcClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import { connectRedis, createRateLimiter } from '@app/platform/rate-limit';
import { services } from '@app/proto/services';
import type { BffConfig } from './config.ts';
import type { BffDeps } from './deps.ts';

/** The bff's clients of everything it talks to, from its config; main.ts and the tests wire it the same way. */
export function connectBackends(
  config: BffConfig,
  logger: Logger,
): { deps: BffDeps; close: () => Promise<void> } {
  const grpcDefaults = { deadlineMs: config.GRPC_DEADLINE_MS };
  const auth = createGrpcClient(services.auth(), config.AUTH_GRPC_ADDR, grpcDefaults);
  const message = createGrpcClient(services.message(), config.MESSAGE_GRPC_ADDR, grpcDefaults);
  const access = createGrpcClient(services.access(), config.ACCESS_GRPC_ADDR, grpcDefaults);
  const media = createGrpcClient(services.media(), config.MEDIA_GRPC_ADDR, grpcDefaults);
  const payment = createGrpcClient(services.payment(), config.PAYMENT_GRPC_ADDR, grpcDefaults);
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
      limiter: createRateLimiter(redis, config.REDIS_KEY_PREFIX),
      readiness: [{ name: 'redis', check: () => redis.ping() }],
    },
    async close() {
      for (const client of [auth, message, access, media, payment]) client.close();
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}
