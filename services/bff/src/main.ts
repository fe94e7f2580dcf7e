import { createLogger } from '@app/platform/logger';
import { loadServiceConfigOrExit } from '@app/platform/config';
import { onShutdown, stopInOrder } from '@app/platform/shutdown';
import { startTelemetry } from '@app/platform/telemetry';
import { buildApp } from './app.ts';
import { bffConfigSchema } from './config.ts';
import { connectBackends } from './connect-backends.ts';

const config = loadServiceConfigOrExit('bff', bffConfigSchema);
const stopTelemetry = await startTelemetry('bff');
const logger = createLogger({ service: 'bff', level: config.LOG_LEVEL });
const backends = connectBackends(config, logger);
const app = await buildApp(backends.deps);
await app.listen({ host: config.HTTP_HOST, port: config.HTTP_PORT });

onShutdown(
  logger,
  stopInOrder(logger, [
    { name: 'http', run: () => app.close() },
    { name: 'backends', run: () => backends.close() },
    { name: 'telemetry', run: () => stopTelemetry() },
  ]),
);
