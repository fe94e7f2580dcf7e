/**
 * What the cluster run breaks, one fault at a time: each kind at least `rounds` times, in an order drawn from the
 * seed, so a run that found something can be run again the same way. The next fault starts only once every
 * member is back (the runner waits), so the plan is an order and durations, not times.
 */
export type ClusterFault =
  /** The NATS server leading the message service's stream: SIGKILL, started again after `downMs`. */
  | { kind: 'nats-leader-kill'; downMs: number }
  /** SIGSTOP for `downMs`, then SIGCONT: a server that hangs (a long GC pause, a stuck disk). */
  | { kind: 'nats-leader-pause'; downMs: number }
  /** Nobody reaches that server and it reaches no peer, for `downMs`. */
  | { kind: 'nats-leader-partition'; downMs: number }
  /** The PostgreSQL primary's Patroni and PostgreSQL killed; Patroni started again once a standby took over. */
  | { kind: 'postgres-primary-kill' }
  /** The primary cut off from its standbys (and the other hosts) by netfilter for `downMs`. */
  | { kind: 'postgres-primary-isolate'; downMs: number }
  /** Every process of a host SIGKILLed; the host comes back after `downMs`. */
  | { kind: 'host-kill'; downMs: number }
  /** A host's cable unplugged for `downMs`. */
  | { kind: 'host-partition'; downMs: number }
  /** One scheduler restarted with its clock ten minutes fast (faketime) for `downMs`, then restarted right. */
  | { kind: 'scheduler-fast-clock'; downMs: number }
  /** Every NATS server's store deleted, the servers started again, and every outbox re-driven. */
  | { kind: 'nats-wipe' };

export const clusterFaultKinds = [
  'nats-leader-kill',
  'nats-leader-pause',
  'nats-leader-partition',
  'postgres-primary-kill',
  'postgres-primary-isolate',
  'host-kill',
  'host-partition',
  'scheduler-fast-clock',
  'nats-wipe',
] as const satisfies readonly ClusterFault['kind'][];

const between = (random: () => number, low: number, high: number) =>
  Math.round(low + random() * (high - low));

function faultOf(kind: ClusterFault['kind'], random: () => number): ClusterFault {
  switch (kind) {
    case 'nats-leader-kill':
    case 'nats-leader-pause':
    case 'nats-leader-partition':
      return { kind, downMs: between(random, 10_000, 20_000) };
    case 'postgres-primary-isolate':
      return { kind, downMs: between(random, 15_000, 30_000) };
    case 'host-kill':
      return { kind, downMs: between(random, 20_000, 40_000) };
    // The minute.
    case 'host-partition':
      return { kind, downMs: 60_000 };
    case 'scheduler-fast-clock':
      return { kind, downMs: between(random, 90_000, 150_000) };
    case 'postgres-primary-kill':
    case 'nats-wipe':
      return { kind };
  }
}

/** Every kind `rounds` times; each round shuffled on its own, so no kind waits for the end of the run. */
export function planClusterFaults(random: () => number, rounds = 2): ClusterFault[] {
  const plan: ClusterFault[] = [];
  for (let round = 0; round < rounds; round++) {
    const order: ClusterFault['kind'][] = [...clusterFaultKinds];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    plan.push(...order.map((kind) => faultOf(kind, random)));
  }
  return plan;
}

export function describeClusterFault(fault: ClusterFault, where?: string): string {
  const at = where ? ` (${where})` : '';
  const forSeconds = 'downMs' in fault ? ` for ${Math.round(fault.downMs / 1000)} s` : '';
  return `${fault.kind}${at}${forSeconds}`;
}
