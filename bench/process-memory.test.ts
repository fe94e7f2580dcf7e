import { describe, expect, it } from 'vitest';
import { residentBytes, residentBytesOf } from './process-memory.ts';

describe('resident memory from /proc', () => {
  it('reads VmRSS in bytes', () => {
    const status = 'Name:\tnode\nVmPeak:\t 1234 kB\nVmRSS:\t  131268 kB\nRssAnon:\t 90000 kB\n';
    expect(residentBytesOf(status)).toBe(131_268 * 1024);
  });

  it('has none for a process without a resident set, or one that is gone', () => {
    expect(residentBytesOf('Name:\tkthreadd\nState:\tS (sleeping)\n')).toBeUndefined();
    expect(residentBytes(2 ** 30)).toBeUndefined();
  });

  it('reads this process', () => {
    expect(residentBytes(process.pid)).toBeGreaterThan(1024 * 1024);
  });
});
