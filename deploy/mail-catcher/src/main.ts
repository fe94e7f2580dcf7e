// `npm start -w @app/mail-catcher`: runs the catcher on the ports Mailpit uses unless told otherwise.
import { z } from 'zod';
import { startMailCatcher } from './mail-catcher.ts';

const port = z
  .string()
  .regex(/^\d+$/, 'must be a port number (0-65535)')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a port number (0-65535)'));

const environment = z.object({
  MAIL_CATCHER_SMTP_PORT: port.default(1025),
  MAIL_CATCHER_HTTP_PORT: port.default(8025),
  MAIL_CATCHER_HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
});

const parsed = environment.safeParse(process.env);
if (!parsed.success) {
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  process.stderr.write(`mail-catcher: ${problems.join('; ')}\n`);
  process.exit(1);
}
const { MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_HOST: host } = parsed.data;

const catcher = await startMailCatcher({
  smtpPort: MAIL_CATCHER_SMTP_PORT,
  httpPort: MAIL_CATCHER_HTTP_PORT,
  host,
  logger: {
    info: (message) => process.stdout.write(`${message}\n`),
    error: (message) => process.stderr.write(`${message}\n`),
  },
}).catch((error: unknown) => {
  process.stderr.write(`mail-catcher: could not start: ${String(error)}\n`);
  process.exit(1);
});

const urlHost = host.includes(':') ? `[${host}]` : host;
process.stdout.write(
  `mail-catcher: SMTP on smtp://${urlHost}:${catcher.smtpPort}, inbox on http://${urlHost}:${catcher.httpPort}\n`,
);

function stop(): void {
  // Nothing else holds the event loop, so the process ends by itself once both servers are closed.
  catcher.close().catch((error: unknown) => {
    process.stderr.write(`mail-catcher: could not close: ${String(error)}\n`);
    process.exit(1);
  });
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
