// A real auth gRPC server on a loopback port of its own, and a real client for it.
import { createGrpcClient } from '@app/platform/grpc-client';
import { createGrpcServer } from '@app/platform/grpc-server';
import { createLogger } from '@app/platform/logger';
import { services } from '@app/proto/services';
import type { AuthDeps } from '../../src/domain/deps.ts';
import { authHandlers } from '../../src/grpc/auth-handlers.ts';

export async function startAuthGrpc(deps: AuthDeps) {
  const server = createGrpcServer({ logger: createLogger({ service: 'auth-test', level: 'silent' }) });
  server.addService(services.auth().service, authHandlers(deps));
  const port = await server.start(0, '127.0.0.1');
  const address = `127.0.0.1:${port}`;
  const client = createGrpcClient(services.auth(), address);
  return {
    address,
    client,
    async stop() {
      client.close();
      await server.stop(100);
    },
  };
}

export type AuthGrpc = Awaited<ReturnType<typeof startAuthGrpc>>;
