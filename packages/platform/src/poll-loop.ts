/** A background worker that polls: `kick` runs it sooner, `stop` waits for the running round. */
export type PollLoop = { kick(): void; stop(): Promise<void> };

export type PollLoopOptions = {
  intervalMs: number;
  /** One round of work; answers true when there may be more right away (a full batch). */
  step: () => Promise<boolean>;
  /** A failed round is retried at the next tick; `failures` counts consecutive failed rounds. */
  onError: (error: unknown, failures: number) => void;
};

/**
 * Runs `step` at once, on every tick and on every `kick`, never two rounds at the same time: a kick during a
 * round makes that round go again when it ends, so work committed meanwhile is never left for the next tick.
 * The outbox relay and the scheduler's dispatcher share it.
 */
export function startPollLoop({ intervalMs, step, onError }: PollLoopOptions): PollLoop {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let failures = 0;

  async function drain(): Promise<void> {
    do {
      again = false;
      try {
        if (await step()) again = true;
        failures = 0;
      } catch (error) {
        failures += 1;
        onError(error, failures);
        return;
      }
    } while (again && !stopped);
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
    });
  }

  const timer = setInterval(kick, intervalMs);
  timer.unref();
  kick();

  return {
    kick,
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
