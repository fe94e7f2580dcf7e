import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { GrpcInstrumentation } from '@opentelemetry/instrumentation-grpc';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * Starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, and does nothing otherwise (no
 * exporter, no overhead). The standard OTEL_* variables configure the exporter. Returns a shutdown function
 * that flushes pending spans.
 */
export function startTelemetry(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): () => Promise<void> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return async () => {};
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [new HttpInstrumentation(), new GrpcInstrumentation()],
  });
  sdk.start();
  return () => sdk.shutdown();
}
