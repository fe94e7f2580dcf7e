import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eventCatalogue } from '@app/proto/events';
import { describe, expect, it } from 'vitest';
import { eventRoutes, natsServices, type NatsService } from '../nats/event-routes.ts';
import { backendServices, read, repoRoot } from './deploy-facts.ts';

// deploy/nats/event-routes.ts (what each NATS identity may publish and consume, from the services' manifests)
// against docs/architecture.md's "Events" table and against the consumers the services really start.
type Uses = { publishes: string[]; consumes: Record<string, string[]> };
const sorted = (values: Iterable<string>) => [...values].sort();

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
