import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const telemetryModule = fileURLToPath(new URL('../src/telemetry.ts', import.meta.url));

/**
 * Starts telemetry in a fresh Node process, as a service does, and answers whether the OpenTelemetry SDK was
 * loaded: this test runner's own module cache could hold it already.
 */
function sdkLoaded(endpoint: string | undefined): boolean {
  const script = `
    import { createRequire } from 'node:module';
    const { startTelemetry } = await import(${JSON.stringify(telemetryModule)});
    const stop = await startTelemetry('probe');
    await stop();
    const cache = createRequire(import.meta.url)('node:module')._cache;
    process.stdout.write(String(Object.keys(cache).some((file) => file.includes('@opentelemetry/sdk-node'))));
  `;
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
  if (endpoint) env.OTEL_EXPORTER_OTLP_ENDPOINT = endpoint;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env,
    encoding: 'utf8',
  });
  return output.trim() === 'true';
}

describe('startTelemetry', () => {
  it('loads no OpenTelemetry SDK in a process that does not trace', () => {
    expect(sdkLoaded(undefined)).toBe(false);
  });

  it('loads and starts it when an OTLP endpoint is set', () => {
    expect(sdkLoaded('http://127.0.0.1:9')).toBe(true);
  });
});
