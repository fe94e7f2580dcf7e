import fs from 'node:fs';
import path from 'node:path';
import { checkGrpcHealth } from '@app/platform/grpc-health-client';
import { runtimeEnvironmentOf } from '@app/proto/service-manifest';
import { bundledEntry } from '../../../deploy/local/build-services.ts';
import {
  backendServices,
  repoRoot,
  serviceEnvironment,
  type BackendService,
  type ServiceName,
  type StackOptions,
} from '../../../deploy/local/stack.ts';
import { startNatsServer } from '../../../deploy/nats/nats-server.ts';
import type { NatsUser } from '../../../deploy/nats/nats-server-config.ts';
import { serviceManifests } from '../../../deploy/wiring/manifests.ts';
import type { Host, NetworkHosts } from './network-hosts.ts';
import type { ProcessSupervisor } from './process-supervisor.ts';

export const natsPorts = { client: 4222, route: 6222 } as const;
export const bffPort = 8080;

/** Each process's hosts: two replicas of every service, on different hosts, spread so each host has a mix. */
export function placement(hosts: readonly Host[]): Record<ServiceName, Host[]> {
  const names: ServiceName[] = ['bff', ...(Object.keys(backendServices) as BackendService[])];
  return Object.fromEntries(
    names.map((name, i) => [name, [hosts[i % hosts.length]!, hosts[(i + 1) % hosts.length]!]]),
  ) as Record<ServiceName, Host[]>;
}

/** The gRPC balancer each host's HAProxy carries for a service: its loopback port, to the replicas' hosts. */
export function grpcBalancers(hosts: readonly Host[]) {
  const where = placement(hosts);
  return (Object.keys(backendServices) as BackendService[]).map((service) => ({
    name: `grpc-${service}`,
    bind: `127.0.0.1:${backendServices[service]}`,
    backends: where[service].map((host) => ({
      name: host.name,
      address: host.address,
      port: backendServices[service],
    })),
  }));
}

/** A three-server NATS cluster, one server per host, each with its own JetStream store. */
export function startNatsCluster(settings: {
  network: NetworkHosts;
  supervisor: ProcessSupervisor;
  dir: string;
  users: NatsUser[];
}) {
  const { network, supervisor } = settings;
  const storeOf = (host: Host) => path.join(settings.dir, host.name);
  const ready = new Map<string, Promise<unknown>>();
  for (const host of network.hosts) {
    const label = `nats@${host.name}`;
    supervisor.run({
      label,
      host,
      restart: false,
      start: () => {
        const started = startNatsServer({
          dir: storeOf(host),
          users: settings.users,
          host: host.address,
          port: natsPorts.client,
          cluster: {
            serverName: `nats-${host.name}`,
            name: 'legado-cluster-run',
            listen: `${host.address}:${natsPorts.route}`,
            routes: network.hosts
              .filter((peer) => peer !== host)
              .map((peer) => `nats-route://${peer.address}:${natsPorts.route}`),
          },
          launch: (binary, args) => {
            const child = network.spawnIn(host, binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
            supervisor.adopt(label, child);
            return child;
          },
        });
        // A server that dies while it starts is the supervisor's (and the fault plan's) to report.
        started.catch(() => undefined);
        ready.set(host.name, started);
      },
    });
  }
  return {
    url: network.hosts.map((host) => `nats://${host.address}:${natsPorts.client}`).join(','),
    ready: () => Promise.all(ready.values()),
    /** Every server's store, for the fault that wipes them. */
    wipe: (host: Host) => fs.rmSync(path.join(storeOf(host), 'jetstream'), { recursive: true, force: true }),
  };
}

/**
 * Every product process on its hosts. Each reaches PostgreSQL and its gRPC peers on its host's loopback (the
 * host's HAProxy), NATS at all three servers, and the outside (SMTP, Redis, PayPal) at the gateway's forwards.
 */
export function startProductProcesses(settings: {
  network: NetworkHosts;
  supervisor: ProcessSupervisor;
  options: StackOptions;
  publicUrl: string;
  /** Per process, on top of its environment (the fast scheduler's faketime). */
  extraEnvironment?: (label: string) => Record<string, string>;
}) {
  const { network, supervisor, options } = settings;
  const where = placement(network.hosts);
  const labels: { label: string; service: ServiceName; host: Host }[] = [];
  for (const service of Object.keys(where) as ServiceName[]) {
    for (const host of where[service]) {
      const label = `${service}@${host.name}`;
      labels.push({ label, service, host });
      const environment = () => ({
        PATH: process.env.PATH ?? '',
        MALLOC_MMAP_THRESHOLD_: '131072',
        ...(service === 'bff' ? {} : runtimeEnvironmentOf(serviceManifests[service])),
        ...serviceEnvironment(options, service),
        ...(service === 'bff' ? { HTTP_HOST: host.address } : { GRPC_HOST: host.address }),
        ...(['bff', 'notification', 'payment'].includes(service) ? { PUBLIC_URL: settings.publicUrl } : {}),
        ...(service === 'notification' ? { SMTP_HOST: network.gateway, BOUNCE_SMTP_PORT: '0' } : {}),
        ...settings.extraEnvironment?.(label),
      });
      supervisor.run({
        label,
        host,
        restart: true,
        start: () =>
          supervisor.adopt(
            label,
            network.spawnIn(host, process.execPath, ['--enable-source-maps', bundledEntry], {
              cwd: path.join(repoRoot, 'services', service),
              env: environment(),
              stdio: ['ignore', 'pipe', 'pipe'],
            }),
          ),
      });
    }
  }
  const isReady = async ({ service, host }: { service: ServiceName; host: Host }) => {
    try {
      if (service === 'bff')
        return (
          await fetch(`http://${host.address}:${bffPort}/readyz`, { signal: AbortSignal.timeout(2_000) })
        ).ok;
      return (
        (await checkGrpcHealth(`${host.address}:${backendServices[service]}`, 'readiness')) === 'SERVING'
      );
    } catch {
      return false;
    }
  };
  return {
    labels,
    /** Every process of the product that should run (its host up) answers ready. */
    ready: async (hostsUp: (host: Host) => boolean) =>
      (await Promise.all(labels.filter((entry) => hostsUp(entry.host)).map(isReady))).every(Boolean),
  };
}
