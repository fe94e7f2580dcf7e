// Generates every service's Prisma client (`services/*/prisma/schema.prisma`). Runs before every `npm test`
// and `npm start`, so it prints nothing unless something fails.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateClient } from '../generate-client.ts';

// Each `prisma generate` is a Node process of its own; two at a time keeps small machines responsive.
const CONCURRENCY = 2;

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

async function serviceSchemas(): Promise<string[]> {
  const servicesDir = path.join(repositoryRoot, 'services');
  const services = await readdir(servicesDir, { withFileTypes: true });
  return services
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(servicesDir, entry.name, 'prisma', 'schema.prisma'))
    .filter((schema) => existsSync(schema))
    .sort();
}

async function main(): Promise<void> {
  const pending = await serviceSchemas();
  const failures: string[] = [];
  const worker = async (): Promise<void> => {
    for (let schema = pending.shift(); schema !== undefined; schema = pending.shift()) {
      await generateClient(schema).catch((error: unknown) => {
        failures.push(error instanceof Error ? error.message : String(error));
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failures.length > 0) {
    console.error(failures.join('\n\n'));
    process.exitCode = 1;
  }
}

await main();
