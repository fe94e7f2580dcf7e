import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Three "hosts" on one machine: network namespaces, each with its own loopback and one interface on a shared
 * bridge, as three machines on one switch. The runner stays outside them (the bridge's own address), where the
 * traffic, the SMTP sink, Redis and the balancer in front of the bffs live.
 *
 * What this cannot show: the hosts share one kernel, one clock and one disk. A "killed" host keeps its page
 * cache, so writes a server had not flushed survive here; a real power loss would lose them.
 */
export type Host = {
  /** `h1`…: the name the report and the processes' labels use. */
  name: string;
  /** The network namespace's name. */
  namespace: string;
  /** Its address on the bridge. */
  address: string;
};

export type NetworkHosts = {
  hosts: Host[];
  /** The bridge's address: the outside world as the hosts see it. */
  gateway: string;
  /** A process inside a host (`ip netns exec`, which execs: the child's pid is the program's). */
  spawnIn: (host: Host, command: string, args: string[], options?: SpawnOptions) => ChildProcess;
  /** Cuts a host off from every other and from the outside, its processes still running. */
  partition: (host: Host) => void;
  heal: (host: Host) => void;
  /** Drops TCP between a host and some peers on some ports, both ways, the host still reaching the rest. */
  blockPorts: (host: Host, peers: Host[], ports: number[]) => void;
  /**
   * One server of the host cut off: nothing but its own loopback reaches its `listening` ports, and the host
   * reaches no one's `dialing` ports (a NATS server's routes), while the host's other processes go on.
   */
  isolatePorts: (host: Host, ports: { listening: number[]; dialing: number[] }) => void;
  /** Lifts `blockPorts` and `isolatePorts`. */
  unblockPorts: (host: Host) => void;
  /** SIGKILLs every process inside a host, as a power cut would (but see the note on page caches above). */
  killAll: (host: Host) => number;
  teardown: () => void;
};

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: 'pipe', encoding: 'utf8' });
const nftIn = (host: Host, script: string) =>
  execFileSync('ip', ['netns', 'exec', host.namespace, 'nft', '-f', '-'], { input: script, stdio: 'pipe' });

function pidsIn(host: Host): number[] {
  try {
    return ip('netns', 'pids', host.namespace).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function killEvery(pids: number[]): number {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  return pids.length;
}

/**
 * Makes the bridge and the hosts, after removing any a crashed earlier run left (same names). Needs root (the
 * runner checks), `ip` (iproute2) and `nft` (nftables).
 */
export function createNetworkHosts(settings: {
  prefix: string;
  subnet: string;
  count: number;
}): NetworkHosts {
  const bridge = `${settings.prefix}-br`;
  const gateway = `${settings.subnet}.1`;
  const hosts: Host[] = Array.from({ length: settings.count }, (_, i) => ({
    name: `h${i + 1}`,
    namespace: `${settings.prefix}-h${i + 1}`,
    address: `${settings.subnet}.${11 + i}`,
  }));
  const veth = (host: Host) => `${settings.prefix}-v${host.name}`;

  const teardown = () => {
    for (const host of hosts) {
      killEvery(pidsIn(host));
      // A namespace is gone only once nothing runs in it; until then its end of the cable stays too.
      const deadline = Date.now() + 10_000;
      while (pidsIn(host).length > 0 && Date.now() < deadline) execFileSync('sleep', ['0.1']);
      for (const command of [
        ['link', 'del', veth(host)],
        ['netns', 'del', host.namespace],
      ]) {
        try {
          ip(...command);
        } catch {
          // Never made, or removed already.
        }
      }
    }
    try {
      ip('link', 'del', bridge);
    } catch {
      // Never made, or removed already.
    }
  };
  teardown();

  ip('link', 'add', bridge, 'type', 'bridge');
  ip('addr', 'add', `${gateway}/24`, 'dev', bridge);
  ip('link', 'set', bridge, 'up');
  for (const host of hosts) {
    ip('netns', 'add', host.namespace);
    ip('link', 'add', veth(host), 'type', 'veth', 'peer', 'name', 'eth0', 'netns', host.namespace);
    ip('link', 'set', veth(host), 'master', bridge, 'up');
    ip('-n', host.namespace, 'addr', 'add', `${host.address}/24`, 'dev', 'eth0');
    ip('-n', host.namespace, 'link', 'set', 'lo', 'up');
    ip('-n', host.namespace, 'link', 'set', 'eth0', 'up');
    ip('-n', host.namespace, 'route', 'add', 'default', 'via', gateway);
  }

  return {
    hosts,
    gateway,
    spawnIn: (host, command, args, options = {}) =>
      spawn('ip', ['netns', 'exec', host.namespace, command, ...args], options),
    // The host's side of its cable: down, nothing comes in or goes out, and its peers see silence, not resets.
    partition: (host) => ip('link', 'set', veth(host), 'down'),
    heal: (host) => ip('link', 'set', veth(host), 'up'),
    blockPorts: (host, peers, ports) => {
      const addresses = peers.map((peer) => peer.address).join(', ');
      const portSet = ports.join(', ');
      nftIn(
        host,
        [
          'table inet legado_fault {',
          '  chain input { type filter hook input priority 0; policy accept;',
          `    ip saddr { ${addresses} } tcp dport { ${portSet} } drop`,
          `    ip saddr { ${addresses} } tcp sport { ${portSet} } drop`,
          '  }',
          '  chain output { type filter hook output priority 0; policy accept;',
          `    ip daddr { ${addresses} } tcp dport { ${portSet} } drop`,
          `    ip daddr { ${addresses} } tcp sport { ${portSet} } drop`,
          '  }',
          '}',
        ].join('\n'),
      );
    },
    isolatePorts: (host, ports) =>
      nftIn(
        host,
        [
          'table inet legado_fault {',
          '  chain input { type filter hook input priority 0; policy accept;',
          `    ip saddr != 127.0.0.1 tcp dport { ${ports.listening.join(', ')} } drop`,
          '  }',
          '  chain output { type filter hook output priority 0; policy accept;',
          `    ip daddr != 127.0.0.1 tcp dport { ${ports.dialing.join(', ')} } drop`,
          '  }',
          '}',
        ].join('\n'),
      ),
    unblockPorts: (host) => {
      try {
        nftIn(host, 'delete table inet legado_fault');
      } catch {
        // Nothing blocked.
      }
    },
    killAll: (host) => killEvery(pidsIn(host)),
    teardown,
  };
}
