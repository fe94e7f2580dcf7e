import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { summariseLatencies, type LatencySummary } from './latency-summary.ts';

/** One kind of request, sent with each body in turn (e.g. one access code after another). */
export type Target = {
  /** `http://127.0.0.1:<port>`: an address, so no name lookup is timed. */
  origin: string;
  path: string;
  headers: Record<string, string>;
  bodies: string[];
};

export type LoadResult = {
  /** Answers with a 2xx status per second of the run. */
  throughput: number;
  ok: number;
  /** Everything else: other statuses and failed connections, by status (0 for an error). */
  failures: Map<number, number>;
  /** Milliseconds, of the 2xx answers only. */
  latency: LatencySummary;
};

/** What a run records: closed and open loops share it. */
function recorder() {
  const latencies: number[] = [];
  const failures = new Map<number, number>();
  return {
    answered(status: number, startedAt: number) {
      if (status >= 200 && status < 300) latencies.push(performance.now() - startedAt);
      else failures.set(status, (failures.get(status) ?? 0) + 1);
    },
    result(elapsedMs: number): LoadResult {
      return {
        throughput: (latencies.length * 1000) / elapsedMs,
        ok: latencies.length,
        failures,
        latency: summariseLatencies(latencies),
      };
    },
  };
}

async function send(pool: Pool, target: Target, body: string): Promise<number> {
  try {
    const response = await pool.request({ method: 'POST', path: target.path, headers: target.headers, body });
    await response.body.dump();
    return response.statusCode;
  } catch {
    return 0;
  }
}

/**
 * Throughput at saturation: `connections` clients, each sending its next request the moment its last one is
 * answered, for `durationMs`.
 */
export async function saturate(
  target: Target,
  { connections, durationMs }: { connections: number; durationMs: number },
): Promise<LoadResult> {
  const pool = new Pool(target.origin, { connections });
  let next = 0;
  try {
    return await closedLoop(() => send(pool, target, target.bodies[next++ % target.bodies.length]!), {
      workers: connections,
      durationMs,
    });
  } finally {
    await pool.close();
  }
}

/**
 * Latency at a fixed rate (an open loop): request i is due `i / rate` seconds after the start and sent then,
 * whether or not earlier ones have been answered, and its latency counts from when it was due. A server that
 * stalls is charged for every request that waited behind the stall, which a client that only sends after an
 * answer (and so sends less) would hide.
 */
export async function atFixedRate(
  target: Target,
  { rate, durationMs, connections }: { rate: number; durationMs: number; connections: number },
): Promise<LoadResult> {
  const pool = new Pool(target.origin, { connections });
  const record = recorder();
  const total = Math.round((rate * durationMs) / 1000);
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  try {
    for (let i = 0; i < total; i++) {
      const dueAt = start + (i * 1000) / rate;
      const wait = dueAt - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const body = target.bodies[i % target.bodies.length]!;
      inFlight.push(send(pool, target, body).then((status) => record.answered(status, dueAt)));
    }
    await Promise.all(inFlight);
    // Over the time it took to send them all and have the last answered.
    return record.result(performance.now() - start);
  } finally {
    await pool.close();
  }
}

/** Any work repeated by `workers` loops at once for `durationMs`; `job` answers an HTTP status (0: failed). */
export async function closedLoop(
  job: (worker: number) => Promise<number>,
  { workers, durationMs }: { workers: number; durationMs: number },
): Promise<LoadResult> {
  const record = recorder();
  const start = performance.now();
  const end = start + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const startedAt = performance.now();
        record.answered(await job(worker).catch(() => 0), startedAt);
      }
    }),
  );
  return record.result(performance.now() - start);
}
