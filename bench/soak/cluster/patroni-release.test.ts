import { describe, expect, it } from 'vitest';
import { isSafePatroni } from './patroni-release.ts';

describe('the Patroni the cluster run trusts', () => {
  it('is 3.1.0 or later, the first that keeps a stale primary from taking the leader key back', () => {
    expect(isSafePatroni('patroni 3.0.2')).toBe(false);
    expect(isSafePatroni('patroni 2.1.9')).toBe(false);
    expect(isSafePatroni('patroni 3.1.0')).toBe(true);
    expect(isSafePatroni('patroni 3.3.8')).toBe(true);
    expect(isSafePatroni('patroni 4.0.7')).toBe(true);
    expect(isSafePatroni('patroni')).toBe(false);
  });
});
