import { trace } from '@opentelemetry/api';
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Field names whose values never reach a log line: secrets, credentials and anything a user wrote. */
const secretFields = [
  'password',
  'newPassword',
  'token',
  'sessionToken',
  'accessCode',
  'answer',
  'content',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
];

export const redactPaths = [
  ...secretFields,
  ...secretFields.map((field) => `*.${field}`),
  ...secretFields.map((field) => `*.*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export type LoggerOptions = {
  service: string;
  level?: string;
  /** Where lines go; defaults to stdout. Tests pass a stream to read what was logged. */
  destination?: pino.DestinationStream;
};

export function createLogger({ service, level = 'info', destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: { paths: redactPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Every line written inside a traced operation carries its trace id, so logs and traces join up.
      mixin() {
        const span = trace.getActiveSpan();
        return span ? { traceId: span.spanContext().traceId } : {};
      },
    },
    destination,
  );
}
