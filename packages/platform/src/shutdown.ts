import type { Logger } from 'pino';

export type ShutdownStep = { name: string; run: () => Promise<void> | void };

/**
 * Runs the steps in order on SIGTERM/SIGINT (stop taking work, finish in-flight calls, drain consumers,
 * close pools), then exits. A step that fails is logged and the next runs anyway; the whole shutdown is
 * bounded so a stuck dependency cannot keep a pod from terminating.
 */
export function onShutdown(logger: Logger, steps: ShutdownStep[], timeoutMs = 10_000): () => Promise<void> {
  let shuttingDown: Promise<void> | undefined;
  const shutdown = () => {
    shuttingDown ??= (async () => {
      const timer = setTimeout(() => {
        logger.error('shutdown timed out; exiting');
        process.exit(1);
      }, timeoutMs);
      timer.unref();
      for (const step of steps) {
        try {
          await step.run();
        } catch (error) {
          logger.error({ err: error, step: step.name }, 'shutdown step failed');
        }
      }
      clearTimeout(timer);
      logger.info('stopped');
    })();
    return shuttingDown;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    void shutdown().then(() => process.exit(0));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return shutdown;
}
