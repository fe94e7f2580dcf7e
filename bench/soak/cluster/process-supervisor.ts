import type { ChildProcess } from 'node:child_process';
import type { Host } from './network-hosts.ts';

/**
 * What each host's init system and Kubernetes' kubelet do in the cluster run: every process has a label and a
 * host; a product process that dies is started again a second later, unless its host is down (a killed host's
 * processes come back with the host). Servers (etcd, Patroni, NATS) are started again only when a fault's plan
 * says so, or with their host: a crashed server is an operator's call (Jepsen's advice for NATS).
 */
export type Supervised = {
  label: string;
  host?: Host;
  /** Spawns the process (and hands its child to `adopt`, directly or through a launcher). */
  start: () => void;
  /** Restart on exit, a second later (the product's processes). */
  restart: boolean;
};

export function processSupervisor(log: (source: string, line: string) => void) {
  const entries = new Map<string, Supervised & { child?: ChildProcess; held: boolean }>();
  const downHosts = new Set<string>();
  let stopping = false;

  const pipeLines = (label: string, child: ChildProcess) => {
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream?.setEncoding('utf8').on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) log(label, line);
      });
    }
  };

  const supervisor = {
    /** Registers and starts a process. */
    run(spec: Supervised) {
      entries.set(spec.label, { ...spec, held: false });
      spec.start();
    },
    /** The child a `start` spawned: its output goes to the log, its exit to the restart rule. */
    adopt(label: string, child: ChildProcess) {
      const entry = entries.get(label);
      if (!entry) throw new Error(`unknown process ${label}`);
      entry.child = child;
      pipeLines(label, child);
      child.once('exit', (code, signal) => {
        if (stopping) return;
        log(label, `exited (${signal ?? `code ${code}`})`);
        const hostDown = entry.host !== undefined && downHosts.has(entry.host.name);
        if (entry.restart && !entry.held && !hostDown && entry.child === child)
          setTimeout(() => {
            if (!stopping && !entry.held && entry.child === child) entry.start();
          }, 1_000);
      });
    },
    pid(label: string): number | undefined {
      const child = entries.get(label)?.child;
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    labels: (filter: (spec: Supervised) => boolean = () => true) =>
      [...entries.values()].filter(filter).map((entry) => entry.label),
    spec: (label: string) => entries.get(label),
    /** Kills a process (SIGKILL unless told) and keeps it down until `release`. */
    hold(label: string, signal: NodeJS.Signals = 'SIGKILL') {
      const entry = entries.get(label);
      if (!entry) return;
      entry.held = true;
      const pid = supervisor.pid(label);
      if (pid !== undefined) process.kill(pid, signal);
    },
    /** Starts a held (or exited) process again. */
    release(label: string) {
      const entry = entries.get(label);
      if (!entry) return;
      entry.held = false;
      if (supervisor.pid(label) === undefined) entry.start();
    },
    hostDown(host: Host) {
      downHosts.add(host.name);
    },
    /** The host is back: every process of its own starts again, servers and product alike. */
    hostUp(host: Host) {
      downHosts.delete(host.name);
      for (const entry of entries.values())
        if (entry.host?.name === host.name && !entry.held && supervisor.pid(entry.label) === undefined)
          entry.start();
    },
    stopAll() {
      stopping = true;
      for (const label of entries.keys()) {
        const pid = supervisor.pid(label);
        if (pid !== undefined) process.kill(pid, 'SIGKILL');
      }
    },
  };
  process.once('exit', () => supervisor.stopAll());
  return supervisor;
}

export type ProcessSupervisor = ReturnType<typeof processSupervisor>;
