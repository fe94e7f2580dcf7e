// The parser side of video-duration.ts, in its own worker thread: mediabunny reads the video as the upload
// hands its bytes over and answers with the end of its last frame.
import { Input, MP4, QTFF, ReadableStreamSource, WEBM } from 'mediabunny';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerStart } from './video-duration.ts';

/** What the parser may keep of bytes already read (it reads forward; an index it needs is parsed, not kept). */
const CACHE_BYTES = 1024 * 1024;

const port = parentPort as MessagePort;
const { contentType } = workerData as WorkerStart;
const post = (message: FromWorker) => port.postMessage(message);

const pending: Uint8Array[] = [];
let ended = false;
let arrived: (() => void) | undefined;
port.on('message', (message: ToWorker) => {
  if ('chunk' in message) pending.push(message.chunk);
  else ended = true;
  arrived?.();
  arrived = undefined;
});

// One piece each time the parser asks, and the upload is told what was taken, so it sends more.
const bytes = new ReadableStream<Uint8Array>(
  {
    async pull(controller) {
      while (pending.length === 0 && !ended) await new Promise<void>((resolve) => (arrived = resolve));
      const chunk = pending.shift();
      if (!chunk) return controller.close();
      controller.enqueue(chunk);
      post({ consumed: chunk.byteLength });
    },
  },
  { highWaterMark: 0 },
);

const input = new Input({
  formats: contentType === 'video/webm' ? [WEBM] : [MP4, QTFF],
  source: new ReadableStreamSource(bytes, { maxCacheSize: CACHE_BYTES }),
});
post({ ready: true });
post({ durationMs: await measure(input) });

async function measure(input: Input): Promise<number | null> {
  try {
    if (!(await input.getPrimaryVideoTrack())) return null;
    // The end of the last packet of every track: what a player plays, whatever the headers declare.
    const seconds = await input.computeDuration();
    return seconds > 0 ? seconds * 1000 : null;
  } catch {
    return null;
  }
}
