import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { randomBytes } from 'node:crypto';
import { startConsumer } from '@app/platform/consumer';
import { createLogger } from '@app/platform/logger';
import { connectNats, type NatsConnection } from '@app/platform/nats';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackends, type Backends } from '@app/test-stack/backends';
import { newPerson, postJson, startBff, type TestBff } from './helpers/bff.ts';

// A real tracer for this file: spans are collected in memory instead of exported.
const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
trace.setGlobalTracerProvider(provider);
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
propagation.setGlobalPropagator(new W3CTraceContextPropagator());

const logger = createLogger({ service: 'trace-test', level: 'silent' });
let backends: Backends;
let bff: TestBff;
let nc: NatsConnection;

beforeAll(async () => {
  backends = await startBackends('trace');
  bff = await startBff(backends);
  nc = await connectNats(testNatsUrl, 'trace-test', logger);
});
afterAll(async () => {
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

    const seen: string[] = [];
    // The auth service's own relay publishes the event to the backends' streams.
    const consumer = await startConsumer({
      nc,
      prefix: backends.eventsPrefix,
      service: 'trace-test',
      purpose: 'observe',
      producer: 'auth',
      types: ['auth.user.registered'],
      logger,
      handle: async () => {
        seen.push(trace.getActiveSpan()?.spanContext().traceId ?? 'none');
      },
    });
    for (let i = 0; i < 200 && seen.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await consumer.stop();

    expect(seen).toEqual([traceId]);
    const spans = exporter.getFinishedSpans();
    const names = spans.filter((s) => s.spanContext().traceId === traceId).map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['HTTP POST', 'grpc Register', 'consume auth.user.registered']),
    );
  });
});
