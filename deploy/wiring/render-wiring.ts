import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import { servedNames, type ServedName } from '@app/proto/call-rules';
import { runtimeEnvironmentOf, type BffManifest, type ServiceManifest } from '@app/proto/service-manifest';
import { callerManifests, serviceManifests } from './manifests.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A file `npm run wire` writes from the manifests, by its path in the repository. */
export type WiredFile = { file: string; text: string };

const header =
  '// Written by `npm run wire` from services/*/manifest.ts: edit the manifests, not this file.\n';

async function formatted(file: string, text: string): Promise<WiredFile> {
  const filepath = path.join(repoRoot, file);
  const options = (await resolveConfig(filepath)) ?? {};
  return { file, text: await format(text, { ...options, filepath }) };
}

/** proto/src/call-policy.generated.ts: who may call each method, drawn from each served service's manifest. */
function callPolicyText(): string {
  const entries = servedNames.map(
    (name) =>
      `${name}: ${JSON.stringify(serviceManifests[name].serves)} satisfies PolicyOf<ServedDefinitions['${name}']>,`,
  );
  return `${header}import type { PolicyOf, ServedDefinitions } from './call-rules.ts';

export const callPolicy = {
${entries.join('\n')}
} as const;
`;
}

/**
 * deploy/values/wiring/<service>.yaml: the chart's values a manifest decides (the service's port, its peers'
 * addresses, whom its network policy lets in and out). Released under the hand-written deploy/values/<service>.yaml,
 * which wins where both say something.
 */
function chartValuesText(manifest: ServiceManifest | BffManifest): string {
  const peers = Object.keys(manifest.calls) as ServedName[];
  const values = {
    ...(manifest.name === 'bff'
      ? {}
      : { service: manifest.name, kind: 'grpc', port: serviceManifests[manifest.name].grpcPort }),
    env: {
      ...Object.fromEntries(
        peers.map((peer) => [
          `${peer.toUpperCase()}_GRPC_ADDR`,
          `${peer}:${serviceManifests[peer].grpcPort}`,
        ]),
      ),
      ...(manifest.name === 'bff' ? {} : runtimeEnvironmentOf(manifest)),
    },
    networkPolicy: {
      allowFrom: callerManifests
        .filter((caller) => manifest.name in caller.calls)
        .map((caller) => caller.name),
      callsTo: peers.map((peer) => ({ service: peer, port: serviceManifests[peer].grpcPort })),
    },
  };
  return `# Written by \`npm run wire\` from services/${manifest.name}/manifest.ts: edit the manifest, not this file.
# Released before deploy/values/${manifest.name}.yaml (docs/deployment.md).
${stringify(values)}`;
}

export const docsBegin =
  '<!-- Written by `npm run wire` from services/*/manifest.ts: edit the manifests, not these tables. -->';
export const docsEnd = '<!-- End of what `npm run wire` writes. -->';

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** docs/architecture.md's tables of the calls and events between the services, from the manifests. */
function architectureText(current: string): string {
  const calls = callerManifests.flatMap(({ name, calls: peers }) =>
    Object.entries(peers).map(([peer, methods]) =>
      row([name, `${peer} :${serviceManifests[peer as ServedName].grpcPort}`, methods.join(', ')]),
    ),
  );
  const events = Object.values(serviceManifests).map(({ name, publishes, consumes }) =>
    row([
      name,
      publishes ? `\`${publishes}.*\` (stream \`<PREFIX>_${publishes.toUpperCase()}\`)` : '',
      Object.entries(consumes)
        .map(
          ([purpose, { types }]) =>
            `\`<prefix>-${name}-${purpose}\`: ${types.map((t) => `\`${t}\``).join(', ')}`,
        )
        .join('; '),
    ]),
  );
  const tables = [
    docsBegin,
    '',
    row(['from', 'to (gRPC)', 'methods']),
    row(['-', '-', '-']),
    ...calls,
    '',
    row(['service', 'publishes on NATS :4222', 'consumes (durable: event types)']),
    row(['-', '-', '-']),
    ...events,
    '',
    docsEnd,
  ].join('\n');
  const [before, rest] = current.split(docsBegin);
  const after = rest?.split(docsEnd)[1];
  if (before === undefined || after === undefined) {
    throw new Error(`docs/architecture.md has lost its markers: ${docsBegin} … ${docsEnd}`);
  }
  return `${before}${tables}${after}`;
}

/** Every file the manifests write, as it should be now. */
export async function renderWiring(): Promise<WiredFile[]> {
  const architecture = await readFile(path.join(repoRoot, 'docs/architecture.md'), 'utf8');
  return Promise.all([
    formatted('docs/architecture.md', architectureText(architecture)),
    formatted('proto/src/call-policy.generated.ts', callPolicyText()),
    ...callerManifests.map((manifest) =>
      formatted(`deploy/values/wiring/${manifest.name}.yaml`, chartValuesText(manifest)),
    ),
  ]);
}
