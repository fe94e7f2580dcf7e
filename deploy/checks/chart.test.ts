import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { PersistentVolumeClaim, Service, ServiceAccount } from 'kubernetes-models/v1';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import {
  backendServices,
  buildRenderer,
  passedVariablesOf,
  read,
  repoRoot,
  requiredVariablesOf,
  runtimeEnvironmentOfService,
  serviceNames,
  telemetryVariables,
  variablesOf,
} from './deploy-facts.ts';
import { callerManifests, serviceManifests } from '../wiring/manifests.ts';
import { docsBegin } from '../wiring/render-wiring.ts';

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; spec?: unknown };
type Container = {
  command: string[];
  env: { name: string; value?: string; valueFrom?: { secretKeyRef: { name: string; key: string } } }[];
};
type PolicyPeer = { podSelector?: { matchLabels: Record<string, string> }; namespaceSelector?: unknown };
type PolicyRule = { ports: { port: number }[]; to?: PolicyPeer[]; from?: PolicyPeer[] };

const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
};

const environments = ['dev', 'prod'];
/** The values files Skaffold passes for a service: its wiring, its own, the environment's, then the pair's. */
const valuesFilesFor = (service: string, environment?: string) => [
  `deploy/values/wiring/${service}.yaml`,
  `deploy/values/${service}.yaml`,
  ...(environment ? [`deploy/values/${environment}.yaml`] : []),
  ...(environment && existsSync(path.join(repoRoot, 'deploy/values', environment, `${service}.yaml`))
    ? [`deploy/values/${environment}/${service}.yaml`]
    : []),
];
const ciValueSets = readdirSync(path.join(repoRoot, 'charts/service/ci')).map(
  (f) => `charts/service/ci/${f}`,
);

let render: ReturnType<typeof buildRenderer>;
beforeAll(() => {
  render = buildRenderer();
}, 120_000);

function manifests(valuesFiles: string[], name = 'release'): Manifest[] {
  return parseAllDocuments(render(valuesFiles, { name }))
    .map((doc) => doc.toJS() as Manifest | null)
    .filter((doc): doc is Manifest => doc !== null);
}
const one = (objects: Manifest[], kind: string) => objects.find((o) => o.kind === kind);
const serverContainer = (objects: Manifest[]) =>
  (one(objects, 'Deployment')!.spec as { template: { spec: { containers: Container[] } } }).template.spec
    .containers[0]!;

describe('charts/service', () => {
  const renders = [
    ...serviceNames.flatMap((service) =>
      [undefined, ...environments].map((environment) => ({
        label: `${service}${environment ? ` (${environment})` : ''}`,
        service,
        files: valuesFilesFor(service, environment),
      })),
    ),
    ...ciValueSets.map((file) => ({ label: file, service: undefined, files: [file] })),
  ];

  it.each(renders)(
    '$label renders, and every object validates against Kubernetes schemas',
    ({ service, files }) => {
      const objects = manifests(files, service);
      expect(objects.map((o) => o.kind)).toEqual(expect.arrayContaining(['Deployment', 'Service']));
      for (const object of objects) {
        const Model = models[`${object.apiVersion}/${object.kind}`];
        expect(Model, `${object.apiVersion} ${object.kind} is a kind the checks know`).toBeDefined();
        expect(
          () => new Model!(object as never).validate(),
          `${object.kind} ${object.metadata.name}`,
        ).not.toThrow();
      }
      const job = one(objects, 'Job');
      if (job) {
        const [, script, serviceDir] = (job.spec as { template: { spec: { containers: Container[] } } })
          .template.spec.containers[0]!.command;
        expect(existsSync(path.join(repoRoot, script!)) && existsSync(path.join(repoRoot, serviceDir!))).toBe(
          true,
        );
      }
      expect(render(files, { name: service, notes: true })).toContain('rollout status');
    },
  );

  it.each(serviceNames)(
    '%s: the pods get every variable the service reads, secrets from the Secret',
    (service) => {
      const container = serverContainer(manifests(valuesFilesFor(service), service));
      const names = container.env.map((e) => e.name).sort();
      expect(names).toEqual(passedVariablesOf(service));
      for (const [name, value] of Object.entries(runtimeEnvironmentOfService(service)))
        expect(container.env.find((e) => e.name === name)?.value).toBe(value);
      expect(names).toEqual(expect.arrayContaining(requiredVariablesOf(service)));
      for (const environment of environments) {
        const envNames = serverContainer(manifests(valuesFilesFor(service, environment), service)).env.map(
          (e) => e.name,
        );
        expect(passedVariablesOf(service).concat(telemetryVariables)).toEqual(
          expect.arrayContaining(envNames),
        );
        expect(envNames).toEqual(expect.arrayContaining(requiredVariablesOf(service)));
      }
      for (const variable of container.env) {
        if (/(SECRET|PASSWORD|PEPPER|_KEYS|TOKEN|SEED)$|^DATABASE_URL$/.test(variable.name)) {
          expect(variable.valueFrom?.secretKeyRef.name, variable.name).toBe(`legado-${service}`);
        }
      }
    },
  );

  it("exposes notification's bounce receiver as a second port, set through its variable", () => {
    const objects = manifests(valuesFilesFor('notification', 'prod'), 'notification');
    const ports = (one(objects, 'Service')!.spec as { ports: { name: string; port: number }[] }).ports;
    expect(ports.map(({ name, port }) => `${name}:${port}`)).toEqual(['grpc:50056', 'bounces:2525']);
    const container = serverContainer(objects) as Container & { ports: { name: string }[] };
    expect(container.ports.map((p) => p.name)).toEqual(['grpc', 'bounces']);
    expect(container.env.find((e) => e.name === 'BOUNCE_SMTP_PORT')).toEqual({
      name: 'BOUNCE_SMTP_PORT',
      value: '2525',
    });
  });

  it("gives a superuser's URL to the migration Job only, when asked to make the service's role", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'chart-values-')), 'admin.yaml');
    writeFileSync(file, 'migration:\n  adminSecret: legado-postgres-admin\n');
    const objects = manifests([...valuesFilesFor('auth'), file], 'auth');
    const job = one(objects, 'Job')!.spec as { template: { spec: { containers: Container[] } } };
    expect(job.template.spec.containers[0]!.env.find((e) => e.name === 'DATABASE_ADMIN_URL')).toEqual({
      name: 'DATABASE_ADMIN_URL',
      valueFrom: { secretKeyRef: { name: 'legado-postgres-admin', key: 'DATABASE_ADMIN_URL' } },
    });
    expect(serverContainer(objects).env.map((e) => e.name)).not.toContain('DATABASE_ADMIN_URL');
    const without = one(manifests(valuesFilesFor('auth'), 'auth'), 'Job')!.spec as typeof job;
    expect(without.template.spec.containers[0]!.env.map((e) => e.name)).toEqual(['DATABASE_URL']);
  });

  it('fails a misconfigured value set with a message naming each mistake', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'chart-values-')), 'misconfigured.yaml');
    writeFileSync(
      file,
      [
        'service: auth',
        'image: { repository: legado/auth, tag: latest }',
        'env: { EMAIL_TOKEN_SECRET: not-here, SMTP_PORT: "25" }',
        'autoscaling: { minReplicas: 4, maxReplicas: 2 }',
        'networkPolicy: { uses: [postgres, smtp, ftp] }',
        'persistence: { enabled: true }',
      ].join('\n'),
    );
    let message = '';
    try {
      render([file]);
    } catch (error) {
      message = String((error as { stderr?: string }).stderr);
    }
    expect(message).toContain('VALUES VALIDATION');
    for (const expected of [
      'image.tag: `latest` is not a release',
      'env.EMAIL_TOKEN_SECRET: a secret; give it in secretEnv',
      'secretEnv.DATABASE_URL: required',
      'autoscaling: minReplicas is above maxReplicas',
      'networkPolicy.uses: "ftp" is not in networkPolicy.endpoints',
      'env.SMTP_PORT: 25 is not open',
      'persistence: a ReadWriteOnce volume holds one pod',
    ]) {
      expect(message).toContain(expected);
    }
  });

  it('rejects values the schema does not know', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'chart-values-')), 'typo.yaml');
    writeFileSync(file, 'service: auth\nreplicas: 3\n');
    expect(() => render([file])).toThrow(/Additional property replicas is not allowed/);
  });
});

describe('network policies', () => {
  // docs/architecture.md's hand-written table, as [from, to] pairs: a service, `gateway`, or an infrastructure
  // name; the calls between the services come from their manifests (the tables below it are written from them).
  const table = read('docs/architecture.md').split('## Calls between services')[1]!.split(docsBegin)[0]!;
  const rows = [...table.matchAll(/^\| ([^|]+?) +\| ([^|]+?) +\|/gm)]
    .slice(2)
    .map((m): [string, string] => [m[1]!, m[2]!]);
  const infrastructure: [RegExp, string][] = [
    [/^Redis\b/, 'redis'],
    [/^NATS\b/, 'nats'],
    [/PostgreSQL/, 'postgres'],
    [/^SMTP\b/, 'smtp'],
    [/^OTLP\b/, 'otlp'],
    [/^S3-compatible\b/, 'objectStore'],
    [/^PayPal\b/, 'paypal'],
    [/^Twilio\b/, 'smsProvider'],
    [/^AI provider\b/, 'aiProvider'],
  ];
  const expandFrom = (from: string) =>
    from === 'browser'
      ? ['gateway']
      : from === 'mail servers'
        ? ['anywhere']
        : from === 'every service' || from === 'every consumer'
          ? backendServices
          : from === 'every process'
            ? serviceNames
            : [from];
  const flows = rows.flatMap(([from, to]) => {
    const target = /^([a-z]+) :(\d+)$/.exec(to);
    const name = target ? target[1]! : infrastructure.find(([pattern]) => pattern.test(to))?.[1];
    if (!name) throw new Error(`docs/architecture.md: cannot read the call to "${to}"`);
    return expandFrom(from).map((source) => ({
      from: source,
      to: name,
      port: target ? Number(target[2]) : undefined,
    }));
  });
  for (const { name, calls } of callerManifests) {
    for (const peer of Object.keys(calls) as (keyof typeof serviceManifests)[]) {
      flows.push({ from: name, to: peer, port: serviceManifests[peer].grpcPort });
    }
  }
  // startService connects every backend service to NATS (its readiness checks it), events or not.
  for (const service of backendServices) flows.push({ from: service, to: 'nats', port: undefined });

  const endpointPorts = (
    parse(read('charts/service/values.yaml')) as {
      networkPolicy: { endpoints: Record<string, { ports: { port: number }[] }> };
    }
  ).networkPolicy.endpoints;
  // Infrastructure is told apart by port: two HTTPS endpoints (the object store, PayPal) are both 443.
  const endpointOf = (name: string) => `endpoint:${endpointPorts[name]?.ports[0]!.port ?? name}`;

  it.each(serviceNames)(
    '%s: allows exactly its calls, as the table and the manifests say (production values)',
    (service) => {
      const policy = one(manifests(valuesFilesFor(service, 'prod'), service), 'NetworkPolicy')!.spec as {
        ingress: PolicyRule[];
        egress: PolicyRule[];
      };
      // A rule with no `from` is open to any source (on its ports alone).
      const allowedIn = policy.ingress.flatMap((rule) =>
        rule.from
          ? rule.from.map((peer) => peer.podSelector?.matchLabels['app.kubernetes.io/name'] ?? 'gateway')
          : ['anywhere'],
      );
      const allowedOut = policy.egress
        .filter((rule) => rule.ports[0]!.port !== 53)
        .map((rule) =>
          rule.to?.[0]?.podSelector
            ? `${rule.to[0].podSelector.matchLabels['app.kubernetes.io/name']}:${rule.ports[0]!.port}`
            : `endpoint:${rule.ports[0]!.port}`,
        );
      const expectedIn = flows.filter((f) => f.to === service).map((f) => f.from);
      const expectedOut = flows
        .filter((f) => f.from === service && f.to !== 'otlp')
        .map((f) => (f.port ? `${f.to}:${f.port}` : endpointOf(f.to)));
      expect(new Set(allowedIn)).toEqual(new Set(expectedIn));
      expect(new Set(allowedOut)).toEqual(new Set(expectedOut));
      expect(policy.egress.some((rule) => rule.ports.some((p) => p.port === 53))).toBe(true);
    },
  );

  it('opens the OTLP endpoint only when traces are exported', () => {
    const withTelemetry = one(
      manifests(['charts/service/ci/http-ingress-tls-telemetry.yaml']),
      'NetworkPolicy',
    )!.spec as { egress: PolicyRule[] };
    expect(withTelemetry.egress.some((rule) => rule.ports[0]!.port === 4318)).toBe(true);
    const without = one(manifests(valuesFilesFor('bff', 'prod'), 'bff'), 'NetworkPolicy')!.spec as {
      egress: PolicyRule[];
    };
    expect(without.egress.some((rule) => rule.ports[0]!.port === 4318)).toBe(false);
  });
});

describe('README', () => {
  it.each(serviceNames)('%s: the configuration tables name every variable it reads', (service) => {
    const readme = read('README.md');
    for (const variable of variablesOf(service)) expect(readme, variable).toContain(`\`${variable}\``);
  });
});
