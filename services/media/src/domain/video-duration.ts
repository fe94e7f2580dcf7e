import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { VideoContentType } from './detect-media-type.ts';

/**
 * How long a video plays, read by mediabunny from its frames (not from what its headers declare) as the upload
 * streams past, never held whole. The parser runs in a worker thread with a small heap and a watchdog: a file
 * crafted to make it spin or swell stops only that worker, and the video counts as unreadable.
 */
export type VideoDurationMeter = {
  /** Hands the next bytes to the parser; waits while it is behind. */
  push(chunk: Uint8Array): Promise<void>;
  /** Once every byte is pushed: the length in milliseconds, or undefined when no video could be read. */
  durationMs(): Promise<number | undefined>;
  /** Stops the parser: the upload ended some other way. */
  cancel(): void;
};

export type WorkerStart = { contentType: VideoContentType };
export type ToWorker = { chunk: Uint8Array } | { end: true };
export type FromWorker = { ready: true } | { consumed: number } | { durationMs: number | null };

/** Bytes handed over but not yet taken by the parser; past this the upload waits for it. */
const MAX_UNCONSUMED_BYTES = 1024 * 1024;
/** An honest file's index needs a few MB; a forged one that asks for more ends the worker. */
const resourceLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 };

/**
 * `stallMs`: how long the parser may leave bytes untaken, or the end unanswered, before it counts as stuck (media's
 * MEDIA_VIDEO_STALL_MS).
 */
export function measureVideoDuration(contentType: VideoContentType, stallMs: number): VideoDurationMeter {
  const worker = startWorker({ workerData: { contentType } satisfies WorkerStart, resourceLimits });
  let ready = false;
  let ended = false;
  let settled = false;
  let unconsumed = 0;
  let waiting: (() => void) | undefined;
  let watchdog: NodeJS.Timeout | undefined;
  let resolveResult: (durationMs: number | undefined) => void = () => undefined;
  let rejectResult: (error: Error) => void = () => undefined;
  const result = new Promise<number | undefined>((resolve, reject) => {
    resolveResult = resolve;
    rejectResult = reject;
  });
  // Awaited only once the upload ends: a failure before then is not an unhandled rejection.
  result.catch(() => undefined);

  const wake = () => {
    const resume = waiting;
    waiting = undefined;
    resume?.();
  };
  const stop = () => {
    settled = true;
    clearTimeout(watchdog);
    void worker.terminate();
    wake();
  };
  const settle = (durationMs: number | undefined) => {
    if (settled) return;
    stop();
    resolveResult(durationMs);
  };
  // A worker that fails before it is ready is the service's fault, not the file's: an error, not a refusal.
  const broken = (error: Error) => {
    if (settled) return;
    stop();
    rejectResult(error);
  };
  // Runs while a started parser has bytes to take or an answer to give (its start-up is not the file's
  // doing); only the parser's progress resets it, not the upload's.
  const arm = () => {
    if (watchdog || !ready || settled || (unconsumed === 0 && !ended)) return;
    watchdog = setTimeout(() => settle(undefined), stallMs);
  };
  const progressed = () => {
    clearTimeout(watchdog);
    watchdog = undefined;
    arm();
  };

  worker.on('message', (message: FromWorker) => {
    if ('durationMs' in message) return settle(message.durationMs ?? undefined);
    if ('ready' in message) ready = true;
    else unconsumed -= message.consumed;
    wake();
    progressed();
  });
  // Once parsing, out of memory or a crash: either way the length is unknown.
  worker.on('error', (error) => (ready ? settle(undefined) : broken(error)));
  worker.on('exit', (code) =>
    ready
      ? settle(undefined)
      : broken(new Error(`The video-duration worker stopped (${code}) before it started`)),
  );

  return {
    async push(chunk) {
      if (settled) return;
      // The upload keeps its bytes; this copy moves to the worker.
      const copy = new Uint8Array(chunk);
      worker.postMessage({ chunk: copy } satisfies ToWorker, [copy.buffer]);
      unconsumed += copy.byteLength;
      arm();
      while (!settled && unconsumed > MAX_UNCONSUMED_BYTES)
        await new Promise<void>((resolve) => (waiting = resolve));
    },
    durationMs() {
      if (!settled && !ended) {
        ended = true;
        worker.postMessage({ end: true } satisfies ToWorker);
        arm();
      }
      return result;
    },
    cancel: () => settle(undefined),
  };
}

// The local runner starts a bundle (deploy/local/build-services.ts) with the worker bundled beside it.
const bundled = import.meta.url.endsWith('.mjs');
const workerUrl = new URL(`./video-duration-worker.${bundled ? 'mjs' : 'ts'}`, import.meta.url);

/**
 * Node strips the worker's types itself where it can (the images run Node 24); older Node runs the service
 * through tsx, whose hooks do not reach a worker, so there the worker registers them before loading.
 */
function startWorker(options: WorkerOptions): Worker {
  if (bundled) return new Worker(workerUrl, options);
  // Not in @types/node 20's declarations; Node sets it from 22.6.
  if ((process.features as { typescript?: string | false }).typescript) return new Worker(workerUrl, options);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const bootstrap = `import(${tsx}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(workerUrl.href)}))`;
  return new Worker(bootstrap, { ...options, eval: true });
}
