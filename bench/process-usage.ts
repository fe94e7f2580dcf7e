import { readdirSync, readFileSync } from 'node:fs';

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

/**
 * The CPU time a server of many processes has used so far, in milliseconds, from /proc/<pid>/stat lines: every
 * live process of that command, and for its first process (whose parent is another command: PostgreSQL's
 * postmaster) also the time of the children it has reaped, where an ended backend's time goes. Undefined when
 * no such process runs here (a server on another machine).
 */
export function serverCpuMillisecondsOf(stats: string[], command: string): number | undefined {
  const processes = stats.map((stat) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      pid: Number(stat.slice(0, stat.indexOf(' '))),
      command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      parent: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    };
  });
  const ours = processes.filter((process) => process.command === command);
  if (ours.length === 0) return undefined;
  const pids = new Set(ours.map((process) => process.pid));
  const ticks = ours.reduce(
    (sum, process) => sum + process.own + (pids.has(process.parent) ? 0 : process.reaped),
    0,
  );
  return (ticks * 1000) / ticksPerSecond;
}

/** `serverCpuMillisecondsOf` over every process on this machine. */
export function serverCpuMilliseconds(command: string): number | undefined {
  const stats: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.push(readFileSync(`/proc/${entry}/stat`, 'utf8'));
    } catch {
      // Ended between the listing and the read.
    }
  }
  return serverCpuMillisecondsOf(stats, command);
}
