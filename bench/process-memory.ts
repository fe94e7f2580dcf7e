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
