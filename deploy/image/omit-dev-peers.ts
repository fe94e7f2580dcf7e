// Run in the folder of a production install (`npm ci --omit=dev`), as the images' dependency stage does: removes
// what npm installed only because a production package names a development dependency as an optional peer. npm
// keeps those (npm/cli#7772; the lockfile flags them `devOptional`): @prisma/client names `prisma` (the CLI, with
// Studio, over 100 MB) and `typescript`. `--omit=optional` would drop them too, but also the native binding of
// @node-rs/argon2, an optional dependency the auth service needs.
import { readFileSync, rmSync } from 'node:fs';
import { z } from 'zod';

const lockfile = z.object({
  packages: z.record(z.string(), z.object({ devOptional: z.boolean().optional() })),
});

const { packages } = lockfile.parse(JSON.parse(readFileSync('package-lock.json', 'utf8')));
for (const [location, entry] of Object.entries(packages)) {
  if (entry.devOptional === true) rmSync(location, { recursive: true, force: true });
}
