import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createUser } from '@nats-io/nkeys';
import { afterEach, expect, it } from 'vitest';
import { createLogger } from '../../packages/platform/src/logger.ts';
import { connectNats, type NatsConnection } from '../../packages/platform/src/nats.ts';
import { natsServices, type NatsService } from './event-routes.ts';
import { freePort } from '../local/free-port.ts';
import { productUsers, startNatsServer, type RunningNatsServer } from './nats-server.ts';

const logger = createLogger({ service: 'nats-start-order-test', level: 'silent' });
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

// Compose, Kubernetes and a loaded machine start things in no promised order: a service that is up before
// NATS waits for it instead of exiting.
it('a service that starts before NATS connects once NATS is up', async () => {
  const seeds = Object.fromEntries(
    natsServices.map((service) => [service, new TextDecoder().decode(createUser().getSeed())]),
  ) as Record<NatsService, string>;
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nats-start-order-'));
  cleanup.push(async () => fs.rmSync(dir, { recursive: true, force: true }));

  const connecting = connectNats(`nats://127.0.0.1:${port}`, 'media', logger, seeds.media);
  const outcome = connecting.then(
    (nc): { nc: NatsConnection } => ({ nc }),
    (error: unknown) => ({ error }),
  );
  const server: RunningNatsServer = await startNatsServer({
    dir,
    port,
    users: productUsers(`t${randomUUID().slice(0, 8)}`, seeds),
  });
  cleanup.push(() => server.stop());

  const result = await outcome;
  expect(result).not.toHaveProperty('error');
  const { nc } = result as { nc: NatsConnection };
  cleanup.push(() => nc.close());
  expect(nc.isClosed()).toBe(false);
  await nc.flush();
});
