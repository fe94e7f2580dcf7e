import * as grpc from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';

type CheckResponse = { status: string };

/** Asks a server's grpc.health.v1 service for one service's status ('' = liveness, 'readiness' = ready). */
export function checkGrpcHealth(address: string, service = '', deadlineMs = 1_000): Promise<string> {
  const Health = grpc.makeGenericClientConstructor(healthService, 'Health');
  const client = new Health(address, grpc.credentials.createInsecure());
  const check = healthService.Check!;
  return new Promise<string>((resolve, reject) =>
    client.makeUnaryRequest(
      check.path,
      (value: { service: string }) => check.requestSerialize(value),
      (buffer: Buffer) => check.responseDeserialize(buffer) as CheckResponse,
      { service },
      new grpc.Metadata(),
      { deadline: Date.now() + deadlineMs },
      (error, response) => (error ? reject(error) : resolve(response!.status)),
    ),
  ).finally(() => client.close());
}
