import type { PaymentServiceDefinition } from '@app/proto/gen/app/payment/v1/PaymentService.ts';
import { services } from '@app/proto/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.ts';
import { createGrpcClient } from '../src/grpc-client.ts';
import { checkGrpcHealth } from '../src/grpc-health-client.ts';
import { createGrpcServer, readinessServiceName, type AsyncHandlers } from '../src/grpc-server.ts';
import { createLogger } from '../src/logger.ts';
import { testIdentity, testTrust } from '../test-support/test-keys.ts';

const PaymentService = services.payment();
const logger = createLogger({ service: 'grpc-test', level: 'silent' });
// The message service may ask payment for a user's free deliveries without a user assertion.
const identity = testIdentity('message');
let dependencyUp = true;
const server = createGrpcServer({
  logger,
  trust: testTrust('payment'),
  readinessChecks: [
    {
      name: 'fake-dependency',
      check: async () => {
        if (!dependencyUp) throw new Error('down');
      },
    },
  ],
});
// Only the calls these tests make; the others are never reached.
const handlers: Pick<AsyncHandlers<PaymentServiceDefinition>, 'GetFreeDeliveries' | 'SpendFreeDelivery'> = {
  async GetFreeDeliveries(request) {
    if (request.userId === 'missing')
      throw new AppError('NOT_FOUND', 'no such user', { reason: 'USER_NOT_FOUND' });
    if (request.userId === 'slow') await new Promise((resolve) => setTimeout(resolve, 500));
    if (request.userId === 'boom') throw new Error('secret internals');
    return { freeDeliveries: 3 };
  },
  async SpendFreeDelivery() {
    return { spent: false, freeDeliveries: 0 };
  },
};
const unused = Object.fromEntries(
  Object.keys(PaymentService.service).map((name) => [
    name,
    async () => {
      throw new AppError('INTERNAL', `${name} is not used by these tests`);
    },
  ]),
) as unknown as AsyncHandlers<PaymentServiceDefinition>;
server.addService(PaymentService.service, { ...unused, ...handlers });
let port = 0;

beforeAll(async () => {
  port = await server.start(0, '127.0.0.1');
});
afterAll(() => server.stop(100));

describe('gRPC server and client', () => {
  it('answers a typed call', async () => {
    const client = createGrpcClient(PaymentService, `127.0.0.1:${port}`, { identity });
    await expect(client.GetFreeDeliveries({ userId: 'u1' })).resolves.toEqual({ freeDeliveries: 3 });
    client.close();
  });

  it('carries an AppError across the wire with its code and reason', async () => {
    const client = createGrpcClient(PaymentService, `127.0.0.1:${port}`, { identity });
    const error = await client.GetFreeDeliveries({ userId: 'missing' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', reason: 'USER_NOT_FOUND', httpStatus: 404 });
    client.close();
  });

  it('hides an unexpected error behind INTERNAL', async () => {
    const client = createGrpcClient(PaymentService, `127.0.0.1:${port}`, { identity });
    const error = await client.GetFreeDeliveries({ userId: 'boom' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INTERNAL' });
    expect((error as Error).message).not.toContain('secret internals');
    client.close();
  });

  it('gives up at the deadline', async () => {
    const client = createGrpcClient(PaymentService, `127.0.0.1:${port}`, { identity, deadlineMs: 50 });
    await expect(client.GetFreeDeliveries({ userId: 'slow' })).rejects.toMatchObject({
      code: 'DEADLINE_EXCEEDED',
    });
    client.close();
  });

  it('reports liveness and readiness through grpc.health.v1', async () => {
    const check = (service: string) => checkGrpcHealth(`127.0.0.1:${port}`, service);
    expect(await check('')).toBe('SERVING');
    expect(await check(readinessServiceName)).toBe('SERVING');
    dependencyUp = false;
    await server.checkReadiness();
    expect(await check(readinessServiceName)).toBe('NOT_SERVING');
    expect(await check('')).toBe('SERVING');
    dependencyUp = true;
    await server.checkReadiness();
    expect(await check(readinessServiceName)).toBe('SERVING');
  });
});
