import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Host } from './network-hosts.ts';
import { haproxyConfig, patroniConfig, patroniTiming } from './postgres-cluster-config.ts';

const hosts: Host[] = [1, 2, 3].map((i) => ({
  name: `h${i}`,
  namespace: `t-h${i}`,
  address: `10.9.0.${10 + i}`,
}));
const node = {
  host: hosts[0]!,
  dataDir: '/d',
  socketDir: '/s',
  pgpassFile: '/p',
  logDir: '/l',
};

describe("the cluster run's PostgreSQL settings", () => {
  it("keep Patroni's rule and fail over within 25 s", () => {
    const { ttl, loopWait, retryTimeout } = patroniTiming;
    expect(loopWait + 2 * retryTimeout).toBeLessThanOrEqual(ttl);
    expect(ttl).toBeGreaterThanOrEqual(20);
    expect(ttl + loopWait).toBeLessThanOrEqual(25);
  });

  it('acknowledge a commit only once a synchronous standby has it, and never promote another', () => {
    const config = parse(
      patroniConfig(node, hosts, '/bin', { superuserPassword: 'a', replicationPassword: 'b' }),
    );
    expect(config.bootstrap.dcs).toMatchObject({
      ttl: patroniTiming.ttl,
      loop_wait: patroniTiming.loopWait,
      retry_timeout: patroniTiming.retryTimeout,
      synchronous_mode: true,
      synchronous_mode_strict: true,
      check_timeline: true,
    });
    expect(config.bootstrap.dcs.postgresql.parameters.synchronous_commit).toBe('on');
    expect(config.etcd3.hosts).toEqual(['10.9.0.11:2379', '10.9.0.12:2379', '10.9.0.13:2379']);
    expect(config.postgresql.listen).toBe('10.9.0.11:5432');
  });

  it('send writes only to the primary, and cut every session of a node that stops being it', () => {
    const config = haproxyConfig({
      postgres: {
        bind: '127.0.0.1:5000',
        nodes: hosts.map((h) => ({ name: h.name, address: h.address, port: 5432 })),
      },
      balancers: [{ name: 'grpc-auth', bind: '127.0.0.1:50051', backends: [] }],
    });
    const postgres = config.slice(config.indexOf('listen postgres-rw'), config.indexOf('listen grpc-auth'));
    expect(postgres).toContain('option httpchk GET /primary');
    expect(postgres).toContain('http-check expect status 200');
    expect(postgres).toMatch(/default-server .*on-marked-down shutdown-sessions/);
    expect(postgres.match(/^ {2}server h\d 10\.9\.0\.1\d:5432 .*check port 8008$/gm)).toHaveLength(3);
  });
});
