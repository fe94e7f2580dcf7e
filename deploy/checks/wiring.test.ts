import { readFileSync } from 'node:fs';
import path from 'node:path';
import { callPolicy, type ServedName } from '@app/proto/call-policy';
import { describe, expect, it } from 'vitest';
import { callerManifests, serviceManifests } from '../wiring/manifests.ts';
import { renderWiring, repoRoot } from '../wiring/render-wiring.ts';
import { variablesOf } from './deploy-facts.ts';

// The services' manifests (services/<name>/manifest.ts) are the one place their wiring is written: what
// `npm run wire` writes from them is current, and the two ends of every call agree.
const calledPairs = () =>
  callerManifests.flatMap(({ name, calls }) =>
    Object.entries(calls).flatMap(([served, methods]) =>
      methods.map((method) => `${name} → ${served}.${method}`),
    ),
  );

const servedPairs = () =>
  Object.values(serviceManifests).flatMap(({ name, serves }) =>
    Object.entries(serves).flatMap(([method, policy]) =>
      Object.keys(policy).map((caller) => `${caller} → ${name}.${method}`),
    ),
  );

describe('the wiring drawn from the manifests', () => {
  it('is written as `npm run wire` writes it', async () => {
    for (const { file, text } of await renderWiring()) {
      expect(readFileSync(path.join(repoRoot, file), 'utf8'), `${file}: run npm run wire`).toBe(text);
    }
  });

  it('has each method called by exactly the callers its service lets in', () => {
    expect(calledPairs().sort()).toEqual(servedPairs().sort());
    expect(servedPairs().length).toBeGreaterThan(100);
  });

  it('gives each caller the policy its service serves', () => {
    for (const { name, serves } of Object.values(serviceManifests)) {
      expect(callPolicy[name as ServedName]).toEqual(serves);
    }
  });

  it("reads a peer's address for exactly the peers each process calls", () => {
    for (const { name, calls } of callerManifests) {
      const addresses = variablesOf(name).filter((variable) => variable.endsWith('_GRPC_ADDR'));
      const peers = Object.keys(calls).map((peer) => `${peer.toUpperCase()}_GRPC_ADDR`);
      expect(addresses, name).toEqual(peers.sort());
    }
  });

  it('gives each service a port of its own', () => {
    const ports = Object.values(serviceManifests).map((manifest) => manifest.grpcPort);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
