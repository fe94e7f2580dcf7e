import type { CallOptions } from '@app/platform/grpc-client';
import { startServerSpan, type Carrier, type Context, type Span } from '@app/platform/trace-context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's trace (a server span, child of the caller's `traceparent` if any). */
    traceContext: Context | undefined;
    traceSpan: Span | undefined;
    /** Auth's statement of who the signed-in user is (plugins/session.ts); rides on every call made for them. */
    userAssertion: string | undefined;
  }
}

/** One server span per request; every gRPC call the request makes joins its trace. */
export function registerRequestTrace(app: FastifyInstance): void {
  app.decorateRequest('traceContext', undefined);
  app.decorateRequest('traceSpan', undefined);
  app.decorateRequest('userAssertion', undefined);
  app.addHook('onRequest', async (request) => {
    const { span, context } = startServerSpan(`HTTP ${request.method}`, request.headers as Carrier);
    request.traceSpan = span;
    request.traceContext = context;
  });
  app.addHook('onResponse', async (request, reply) => {
    request.traceSpan?.setAttribute('http.route', request.routeOptions.url ?? '');
    request.traceSpan?.setAttribute('http.response.status_code', reply.statusCode);
    request.traceSpan?.end();
  });
}

/** The options of every gRPC call made for a request: its id, its trace, its user, and a deadline. */
export function grpcOptions(request: FastifyRequest, deadlineMs?: number): CallOptions {
  return {
    requestId: request.id,
    ...(request.userAssertion ? { userAssertion: request.userAssertion } : {}),
    ...(request.traceContext ? { traceContext: request.traceContext } : {}),
    ...(deadlineMs ? { deadlineMs } : {}),
  };
}
