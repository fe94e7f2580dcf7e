import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { randomBytes } from 'node:crypto';
import { startConsumer } from '@app/platform/consumer';
import { createLogger } from '@app/platform/logger';
import { connectNats, jetstreamManager, streamName, type NatsConnection } from '@app/platform/nats';
import { startOutboxRelay } from '@app/platform/outbox';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAuthDb } from '../../auth/src/db/client.ts';
import { startBackends, type Backends } from '@app/test-stack/backends';
import { newPerson, postJson, startBff, type TestBff } from './helpers/bff.ts';

// A real tracer for this file: spans are collected in memory instead of exported.
const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
trace.setGlobalTracerProvider(provider);
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
propagation.setGlobalPropagator(new W3CTraceContextPropagator());

const logger = createLogger({ service: 'trace-test', level: 'silent' });
const prefix = `tr${randomBytes(4).toString('hex')}`;
let backends: Backends;
let bff: TestBff;
let nc: NatsConnection;

beforeAll(async () => {
  backends = await startBackends('trace');
  bff = await startBff(backends);
  nc = await connectNats(testNatsUrl, 'trace-test', logger);
});
afterAll(async () => {
  await (await jetstreamManager(nc)).streams.delete(streamName(prefix, 'auth')).catch(() => undefined);
  await nc?.drain();
  await bff?.close();
  await backends?.stop();
  trace.disable();
  context.disable();
  propagation.disable();
});

describe('one trace from a bff request to a NATS consumer', () => {
  it('carries the caller’s trace id through HTTP, gRPC, the outbox and JetStream', async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await postJson(bff.app, '/api/register', newPerson('traced'), {
      traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
    });
    expect(response.statusCode).toBe(201);

    const authDb = connectAuthDb(backends.authDatabaseUrl);
    const seen: string[] = [];
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'trace-test',
      purpose: 'observe',
      producer: 'auth',
      types: ['auth.user.registered'],
      logger,
      handle: async () => {
        seen.push(trace.getActiveSpan()?.spanContext().traceId ?? 'none');
      },
    });
    const relay = startOutboxRelay({ db: authDb, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    for (let i = 0; i < 200 && seen.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await relay.stop();
    await consumer.stop();
    await authDb.$disconnect();

    expect(seen).toEqual([traceId]);
    const spans = exporter.getFinishedSpans();
    const names = spans.filter((s) => s.spanContext().traceId === traceId).map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['HTTP POST', 'grpc Register', 'consume auth.user.registered']),
    );
  });
});
