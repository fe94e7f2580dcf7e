import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eventCatalogue, isEventType } from '@app/proto/events';
import { describe, expect, it } from 'vitest';
import { eventRoutes, natsServices, type NatsService } from '../nats/event-routes.ts';
import { backendServices, read, repoRoot } from './deploy-facts.ts';

// deploy/nats/event-routes.ts (what each NATS identity may publish and consume) against docs/architecture.md's
// tables and against the consumers the services really start.
type Uses = { publishes: string[]; consumes: Record<string, string[]> };
const sorted = (values: Iterable<string>) => [...values].sort();

const tableUses = (): Record<string, Uses> => {
  const table = read('docs/architecture.md').split('## Calls between services')[1]!.split('\n## ')[0]!;
  const uses: Record<string, Uses> = {};
  for (const [, from, , how, what] of table.matchAll(
    /^\| ([^|]+?) +\| ([^|]+?) +\| ([^|]+?) +\| (.+?) +\|$/gm,
  )) {
    if (how !== 'JetStream') continue;
    const service = (uses[from!] ??= { publishes: [], consumes: {} });
    for (const clause of what!.split(/(?=\b(?:publishes|consumes)\b)/)) {
      const tokens = [...clause.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      if (clause.startsWith('publishes')) {
        for (const token of tokens.filter((t) => /^[a-z_]+\.[a-z_.*]+$/.test(t))) {
          const producer = token.split('.')[0]!;
          if (!service.publishes.includes(producer)) service.publishes.push(producer);
        }
      } else if (clause.startsWith('consumes')) {
        let pending: string[] = [];
        for (const token of tokens) {
          const durable = /^(?:<prefix>|…)-(.+)$/.exec(token)?.[1];
          if (durable) {
            const purpose = durable.startsWith(`${from}-`) ? durable.slice(from!.length + 1) : durable;
            service.consumes[purpose] = sorted(pending);
            pending = [];
          } else if (isEventType(token)) {
            pending.push(token);
          } else {
            throw new Error(`docs/architecture.md: cannot read \`${token}\` in the ${from} → NATS row`);
          }
        }
        if (pending.length > 0)
          throw new Error(`docs/architecture.md: ${from} consumes ${pending} under no durable`);
      }
    }
  }
  return uses;
};

const routeUses = (service: NatsService): Uses => {
  const route = eventRoutes[service] as {
    publishes?: string;
    consumes: Record<string, { types: readonly string[] }>;
  };
  return {
    publishes: route.publishes ? [route.publishes] : [],
    consumes: Object.fromEntries(
      Object.entries(route.consumes).map(([purpose, { types }]) => [purpose, sorted(types)]),
    ),
  };
};

/** The consumers each service starts: `startConsumer({ service, purpose, producer, types })` in its sources. */
const startedConsumers = (service: string) => {
  const found: Record<string, string[]> = {};
  const dir = path.join(repoRoot, 'services', service, 'src');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  )) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const call of text.split('startConsumer({').slice(1)) {
      const purpose =
        /\bpurpose: '([\w-]+)'/.exec(call)?.[1] ??
        (/\bpurpose,/.test(call) ? /const purpose = '([\w-]+)'/.exec(text)?.[1] : undefined);
      const types = /\btypes: \[([^\]]*)\]/.exec(call)?.[1];
      expect(/\bservice: '(\w+)'/.exec(call)?.[1], `${service}/src/${file}`).toBe(service);
      if (!purpose || !types)
        throw new Error(`services/${service}/src/${file}: cannot read its startConsumer call`);
      found[purpose] = sorted([...types.matchAll(/'([\w.]+)'/g)].map((m) => m[1]!));
    }
  }
  return found;
};

describe('deploy/nats/event-routes.ts', () => {
  it('names every backend service, and only those', () => {
    expect(sorted(natsServices)).toEqual(sorted(backendServices));
  });

  it.each(natsServices)(
    "%s: publishes and consumes what the table 'Calls between services' says",
    (service) => {
      expect(routeUses(service)).toEqual(tableUses()[service] ?? { publishes: [], consumes: {} });
    },
  );

  it('has each event consumed by the services the "Events" table lists', () => {
    const table = read('docs/architecture.md').split('\n## Events')[1]!.split('\n## ')[0]!;
    const rows = [...table.matchAll(/^\| `([a-z_.]+)` +\| ([a-z]+) +\| [^|]+\| (.+?) +\|$/gm)];
    expect(sorted(rows.map((m) => m[1]!))).toEqual(sorted(Object.keys(eventCatalogue)));
    for (const [, type, producer, consumers] of rows) {
      expect(type!.split('.')[0], type).toBe(producer);
      // "media (purge), scheduler (drops the job)": the first word of each item outside parentheses.
      const listed = consumers!.startsWith('(none')
        ? []
        : consumers!
            .replace(/\([^)]*\)/g, '')
            .split(',')
            .map((item) => item.trim().split(' ')[0]!);
      const routed = natsServices.filter((service) =>
        Object.values(routeUses(service).consumes).some((types) => types.includes(type!)),
      );
      expect(sorted(routed), type).toEqual(sorted(listed));
    }
  });

  it.each(natsServices)('%s: starts exactly the consumers the table gives it', (service) => {
    expect(startedConsumers(service)).toEqual(routeUses(service).consumes);
  });
});
