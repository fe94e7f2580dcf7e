import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  cpuMilliseconds,
  cpuMillisecondsOf,
  residentBytes,
  residentBytesOf,
  serverCpuMilliseconds,
  serverCpuMillisecondsOf,
} from './process-usage.ts';

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

describe("a server's CPU time from /proc", () => {
  const stat = (pid: number, command: string, parent: number, times: [number, number, number, number]) =>
    `${pid} (${command}) S ${parent} ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${times.join(' ')} 20 0 1 0 100 1`;

  it("adds every process's own time, and the reaped children's of the first one only", () => {
    const stats = [
      stat(100, 'postgres', 1, [50, 10, 400, 100]),
      stat(101, 'postgres', 100, [20, 5, 7, 3]),
      stat(102, 'postgres', 100, [30, 5, 0, 0]),
      stat(200, 'node', 1, [999, 999, 999, 999]),
    ];
    expect(serverCpuMillisecondsOf(stats, 'postgres')).toBe((60 + 500 + 25 + 35) * 10);
  });

  it('has none for a server that does not run here', () => {
    expect(serverCpuMillisecondsOf([stat(200, 'node', 1, [1, 1, 1, 1])], 'postgres')).toBeUndefined();
  });

  it('reads this machine', () => {
    expect(serverCpuMilliseconds('no-such-server')).toBeUndefined();
    expect(serverCpuMilliseconds(readFileSync('/proc/self/comm', 'utf8').trim())).toBeGreaterThanOrEqual(0);
  });
});
