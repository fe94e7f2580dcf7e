import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderWiring, repoRoot } from './render-wiring.ts';

// `npm run wire`: writes what the services' manifests decide (docs/adding-a-service.md). A deploy check fails
// while a written file differs from what this would write.
for (const { file, text } of await renderWiring()) {
  const target = path.join(repoRoot, file);
  const before = await readFile(target, 'utf8').catch(() => '');
  if (before === text) continue;
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, text);
  console.log(`wrote ${file}`);
}
