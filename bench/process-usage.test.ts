import { describe, expect, it } from 'vitest';
import { cpuMilliseconds, cpuMillisecondsOf, residentBytes, residentBytesOf } from './process-usage.ts';

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

describe('CPU time from /proc', () => {
  it('adds user and system time, whatever the command name holds', () => {
    const stat = '9443 (node (x) y) S 9220 9220 9220 0 -1 4194560 52013 0 0 0 1234 567 0 0 20 0 11 0 2960 1';
    expect(cpuMillisecondsOf(stat)).toBe((1234 + 567) * 10);
  });

  it('reads this process, and nothing for one that is gone', () => {
    expect(cpuMilliseconds(process.pid)).toBeGreaterThanOrEqual(0);
    expect(cpuMilliseconds(2 ** 30)).toBeUndefined();
  });
});
