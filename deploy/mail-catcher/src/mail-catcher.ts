import { startHttpApi } from './http-api.ts';
import type { HttpApi } from './http-api.ts';
import { silentLogger } from './logger.ts';
import type { Logger } from './logger.ts';
import { MessageStore } from './message-store.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';

export type { Logger } from './logger.ts';

export interface MailCatcherOptions {
  /** Defaults to 1025, like Mailpit; 0 picks a free port. */
  smtpPort?: number;
  /** Defaults to 8025, like Mailpit; 0 picks a free port. */
  httpPort?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Says nothing unless given one. */
  logger?: Logger;
  /**
   * The product's bounce receiver (notification's BOUNCE_SMTP_PORT): mail to any address at bounce.example is
   * accepted, then returned there as a delivery status notification to its return path. None: nothing bounces.
   */
  bounces?: { host: string; port: number };
}

export interface MailCatcher {
  /** The ports actually bound, which matters when 0 was asked for. */
  smtpPort: number;
  httpPort: number;
  close(): Promise<void>;
}

/** Starts a local Mailpit stand-in: SMTP in, Mailpit's HTTP API v1 out, mails kept in memory. */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const logger = options.logger ?? silentLogger;
  const store = new MessageStore();
  const smtp = await startSmtpReceiver({
    port: options.smtpPort ?? 1025,
    host,
    store,
    logger,
    ...(options.bounces ? { bounces: options.bounces } : {}),
  });
  let http: HttpApi;
  try {
    http = await startHttpApi({ port: options.httpPort ?? 8025, host, store, logger });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  return {
    smtpPort: smtp.port,
    httpPort: http.port,
    close: async () => {
      await Promise.all([smtp.close(), http.close()]);
    },
  };
}
