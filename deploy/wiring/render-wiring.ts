import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { servedNames } from '@app/proto/call-rules';
import { serviceManifests } from './manifests.ts';

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

/** Every file the manifests write, as it should be now. */
export async function renderWiring(): Promise<WiredFile[]> {
  return Promise.all([formatted('proto/src/call-policy.generated.ts', callPolicyText())]);
}
