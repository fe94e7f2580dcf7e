// The images' health check for docker compose (Kubernetes probes gRPC health and HTTP natively instead):
//   node deploy/image/healthcheck.ts grpc <port> [service]   grpc.health.v1 on this container ('' = liveness)
//   node deploy/image/healthcheck.ts http <port> <path>      an HTTP 2xx from this container
// Exit code 0 means healthy. Written in TypeScript that Node runs as it is, like the services.
import { checkGrpcHealth } from '@app/platform/grpc-health-client';

async function healthy(kind: string | undefined, port: string | undefined, target = ''): Promise<boolean> {
  if (port === undefined || !/^\d+$/.test(port)) throw new Error('a port is required');
  if (kind === 'grpc') return (await checkGrpcHealth(`127.0.0.1:${port}`, target, 2_000)) === 'SERVING';
  if (kind === 'http') {
    const response = await fetch(`http://127.0.0.1:${port}${target}`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  }
  throw new Error('usage: healthcheck.ts grpc <port> [service] | http <port> <path>');
}

const [kind, port, target] = process.argv.slice(2);
try {
  process.exitCode = (await healthy(kind, port, target)) ? 0 : 1;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
