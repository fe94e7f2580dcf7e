import { describe, expect, it } from 'vitest';
import { percentile, summariseLatencies } from './latency-summary.ts';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('answers a measured sample at or above the share asked', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 51)).toBe(3);
  });

  it('gives the tail to the slowest sample when there are few', () => {
    expect(percentile([3, 7, 9], 99)).toBe(9);
    expect(percentile([5], 50)).toBe(5);
    expect(percentile([5, 6], 0)).toBe(5);
  });

  it('has no value without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summariseLatencies', () => {
  it('sorts numerically, not as text', () => {
    const summary = summariseLatencies([10, 9, 100, 2, 1_000]);
    expect(summary).toEqual({ count: 5, p50: 10, p90: 1_000, p99: 1_000, max: 1_000 });
  });
});
