import { readFileSync } from 'node:fs';

/** The resident set (VmRSS) in a /proc/<pid>/status text, in bytes; undefined when absent (a kernel thread). */
export function residentBytesOf(status: string): number | undefined {
  const kilobytes = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
}

/** A running process's resident memory in bytes, as the kernel counts it; undefined once it has gone. */
export function residentBytes(pid: number): number | undefined {
  try {
    return residentBytesOf(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return undefined;
  }
}

// The kernel reports CPU time in USER_HZ ticks, 100 a second on every Linux architecture Node runs on.
const ticksPerSecond = 100;

/** User plus system CPU time in a /proc/<pid>/stat line, in milliseconds. */
export function cpuMillisecondsOf(stat: string): number {
  // The command name, in parentheses, may hold spaces: fields are counted after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the stat line's 14th and 15th fields; the first field here is its 3rd.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** The CPU time a running process has used so far, in milliseconds; undefined once it has gone. */
export function cpuMilliseconds(pid: number): number | undefined {
  try {
    return cpuMillisecondsOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}
