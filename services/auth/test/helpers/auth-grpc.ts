// A real auth gRPC server on a loopback port of its own, and a real client for it.
import { createEventAdmin } from '@app/platform/event-admin';
import { createGrpcClient } from '@app/platform/grpc-client';
import { createGrpcServer } from '@app/platform/grpc-server';
import { createLogger } from '@app/platform/logger';
import { testIdentity, testTrust } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import type { AuthDeps } from '../../src/domain/deps.ts';
import { authHandlers } from '../../src/grpc/auth-handlers.ts';

export async function startAuthGrpc(deps: AuthDeps) {
  const server = createGrpcServer({
    logger: createLogger({ service: 'auth-test', level: 'silent' }),
    trust: testTrust('auth'),
  });
  // No consumers: the event admin only re-drives the outbox here.
  const eventAdmin = createEventAdmin({ db: deps.db, consumers: () => [] });
  server.addService(services.auth().service, authHandlers({ ...deps, eventAdmin }));
  const port = await server.start(0, '127.0.0.1');
  const address = `127.0.0.1:${port}`;
  // Auth's two callers: the bff (accounts and sessions) and notification (e-mail links, addresses).
  const client = createGrpcClient(services.auth(), address, { identity: testIdentity('bff') });
  const notification = createGrpcClient(services.auth(), address, { identity: testIdentity('notification') });
  return {
    address,
    client,
    notification,
    async stop() {
      client.close();
      notification.close();
      await server.stop(100);
    },
  };
}

export type AuthGrpc = Awaited<ReturnType<typeof startAuthGrpc>>;
