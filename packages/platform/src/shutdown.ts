import type { Logger } from 'pino';

export type ShutdownStep = { name: string; run: () => Promise<void> | void };

/** Stops a service; `stepInProgress` names the step it is waiting on, for whoever gives up on it. */
export type Stop = (() => Promise<void>) & { readonly stepInProgress: () => string | undefined };

/**
 * One function that runs the steps in order (stop taking work, finish in-flight calls, drain consumers, close
 * pools), once however often it is called. A step that fails is logged and the next runs anyway.
 */
export function stopInOrder(logger: Logger, steps: ShutdownStep[]): Stop {
  let stopping: Promise<void> | undefined;
  let current: string | undefined;
  const stop = () => {
    stopping ??= (async () => {
      for (const step of steps) {
        current = step.name;
        try {
          await step.run();
        } catch (error) {
          logger.error({ err: error, step: step.name }, 'shutdown step failed');
        }
      }
      current = undefined;
      logger.info('stopped');
    })();
    return stopping;
  };
  return Object.assign(stop, { stepInProgress: () => current });
}

/**
 * Runs `stop` on SIGTERM/SIGINT, then exits. The whole shutdown is bounded so a stuck dependency cannot keep a
 * pod from terminating. Only an entry point installs this: a test that starts a service stops it itself.
 */
export function onShutdown(logger: Logger, stop: Stop, timeoutMs = 10_000): void {
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ step: stop.stepInProgress() }, 'shutdown timed out; exiting');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    void stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
