// The npm workspaces of the root package.json, globs expanded: every folder whose package.json the images'
// `npm ci` needs (deploy/image/Dockerfile copies each one; deploy/checks/images.test.ts holds it to the list).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const rootManifest = z.object({ workspaces: z.array(z.string()) });

export function workspaceFolders(): string[] {
  const { workspaces } = rootManifest.parse(
    JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')),
  );
  return workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(repoRoot, pattern.slice(0, -2))).map(
            (name) => `${pattern.slice(0, -1)}${name}`,
          )
        : [pattern],
    )
    .filter((folder) => existsSync(path.join(repoRoot, folder, 'package.json')))
    .sort();
}
