import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../src/one-at-a-time.ts';

describe('one at a time', () => {
  it('starts each call once the one before has ended, in order, a failure included', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const task = oneAtATime(async (n: number) => {
      running += 1;
      most = Math.max(most, running);
      order.push(n);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      if (n === 2) throw new Error('render failed');
      return n;
    });
    const calls = [1, 2, 3, 4].map((n) => task(n));
    // Each release lets exactly the next call start: four calls, four releases.
    for (let released = 0; released < 4; released++) {
      await expect.poll(() => releases.length).toBe(released + 1);
      releases[released]!();
    }
    const results = await Promise.allSettled(calls);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
  });
});
