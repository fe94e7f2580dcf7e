import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';

/**
 * Trace context across process boundaries (W3C `traceparent`/`tracestate`): in gRPC metadata, in NATS
 * headers, and in the outbox row between a change and its relay. Without telemetry started, the
 * propagator and tracer are no-ops and these cost nothing.
 */
export const tracer = trace.getTracer('legado');

export type Carrier = Record<string, string>;

export function injectContext(from: Context = context.active()): Carrier {
  const carrier: Carrier = {};
  propagation.inject(from, carrier);
  return carrier;
}

export function extractContext(carrier: Carrier): Context {
  return propagation.extract(context.active(), carrier);
}

/** Runs `work` in a new span (child of `parent`), recording a failure on the span before rethrowing it. */
export function inSpan<T>(name: string, kind: SpanKind, parent: Context, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind }, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A server span for work that is not one function call (an HTTP request, ended in another hook). */
export function startServerSpan(name: string, carrier: Carrier): { span: Span; context: Context } {
  const parent = extractContext(carrier);
  const span = tracer.startSpan(name, { kind: SpanKind.SERVER }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

export { SpanKind };
export type { Context, Span };
