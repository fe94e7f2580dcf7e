export type LatencySummary = { count: number; p50: number; p90: number; p99: number; max: number };

/**
 * The nearest-rank percentile of ascending samples: the smallest sample that at least `p` % of all samples
 * are at or under. It is always a measured value, never an interpolation between two.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0]!;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

/** p50, p90, p99 and the largest of a run's latencies, in the samples' unit. */
export function summariseLatencies(samples: readonly number[]): LatencySummary {
  const sorted = Float64Array.from(samples).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN,
  };
}
