import { callPolicy, type ServedName } from '@app/proto/call-policy';
import { describe, expect, it } from 'vitest';
import { read } from './deploy-facts.ts';

// proto/src/call-policy.ts (who may call which gRPC method) against docs/architecture.md's calls table, from
// which the network policies are drawn too: a caller the table does not show is not let in by the code either.
type Row = { from: string; to: ServedName; what: string };

const grpcRows = (): Row[] => {
  const table = read('docs/architecture.md').split('## Calls between services')[1]!.split('\n## ')[0]!;
  const rows: Row[] = [];
  for (const [, from, to, how, what] of table.matchAll(
    /^\| ([^|]+?) +\| ([^|]+?) +\| ([^|]+?) +\| (.+?) +\|$/gm,
  )) {
    const served = to!.split(' ')[0]!;
    if (how === 'gRPC' && served in callPolicy)
      rows.push({ from: from!, to: served as ServedName, what: what! });
  }
  return rows;
};

const policyPairs = () =>
  Object.entries(callPolicy).flatMap(([served, methods]) =>
    Object.values(methods).flatMap((policy) => Object.keys(policy).map((caller) => `${caller} → ${served}`)),
  );

describe('the call policy', () => {
  it('lets in exactly the callers the calls table shows, service by service', () => {
    const documented = new Set(grpcRows().map((row) => `${row.from} → ${row.to}`));
    expect([...new Set(policyPairs())].sort()).toEqual([...documented].sort());
  });

  it('lets each caller call every method its row names', () => {
    for (const row of grpcRows()) {
      const methods = callPolicy[row.to] as Record<string, Record<string, unknown>>;
      for (const [name] of row.what.matchAll(/\b[A-Z][A-Za-z]+\b/g)) {
        if (!(name in methods)) continue;
        expect(methods[name], `${row.from} calls ${row.to}.${name}`).toHaveProperty(row.from);
      }
    }
  });
});
