import path from 'node:path';
import { pendingSchemaChange } from '@app/db/new-migration';
import { testServerUrl } from '@app/db/test-database';
import { describe, expect, it } from 'vitest';
import { backendServices, repoRoot } from './deploy-facts.ts';

// A service's next migration is written from the difference between its schema and its migrations
// (`packages/db/src/cli/new-migration.ts`). A schema changed without its migration would ship a table the code
// does not expect; and a difference the engine cannot even work out (payment's CHECK constraints made Prisma's
// describer panic until 2026-11-28) leaves the service unable to get a migration at all.
describe.each(backendServices)("the %s service's migrations", (service) => {
  it('build exactly the tables its schema describes', async () => {
    const prismaDir = path.join(repoRoot, 'services', service, 'prisma');
    expect(await pendingSchemaChange(prismaDir, testServerUrl)).toBeNull();
  }, 60_000);
});
