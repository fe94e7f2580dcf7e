import { createGrpcClient } from '@app/platform/grpc-client';
import { createLogger } from '@app/platform/logger';
import { connectRedis, createRateLimiter } from '@app/platform/rate-limit';
import { loadServiceConfigOrExit } from '@app/platform/service-runtime';
import { onShutdown } from '@app/platform/shutdown';
import { startTelemetry } from '@app/platform/telemetry';
import { services } from '@app/proto/services';
import { buildApp } from './app.ts';
import { bffConfigSchema } from './config.ts';

const config = loadServiceConfigOrExit('bff', bffConfigSchema);
const stopTelemetry = startTelemetry('bff');
const logger = createLogger({ service: 'bff', level: config.LOG_LEVEL });
const grpcDefaults = { deadlineMs: config.GRPC_DEADLINE_MS };
const auth = createGrpcClient(services.auth(), config.AUTH_GRPC_ADDR, grpcDefaults);
const message = createGrpcClient(services.message(), config.MESSAGE_GRPC_ADDR, grpcDefaults);
const media = createGrpcClient(services.media(), config.MEDIA_GRPC_ADDR, grpcDefaults);
const payment = createGrpcClient(services.payment(), config.PAYMENT_GRPC_ADDR, grpcDefaults);
const redis = connectRedis(config.REDIS_URL);
redis.on('error', (error) => logger.warn({ err: error }, 'redis'));

const app = await buildApp({
  config,
  logger,
  auth,
  message,
  media,
  payment,
  limiter: createRateLimiter(redis, config.REDIS_KEY_PREFIX),
  readiness: [{ name: 'redis', check: () => redis.ping() }],
});
await app.listen({ host: config.HTTP_HOST, port: config.HTTP_PORT });

onShutdown(logger, [
  { name: 'http', run: () => app.close() },
  { name: 'grpc clients', run: () => [auth, message, media, payment].forEach((c) => c.close()) },
  { name: 'redis', run: () => redis.quit().then(() => undefined) },
  { name: 'telemetry', run: () => stopTelemetry() },
]);
