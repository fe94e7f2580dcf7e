// Prints the production dependencies each service's image holds: `npm run image-sizes`. Where no image can be
// built (no Docker engine), this is the part of an image that changes with our choices; the rest is the Node
// base image and a few hundred KB of sources. Each service gets the image's own install, in a scratch folder:
// every workspace's package.json and the lockfile, `npm ci --omit=dev --workspace @app/<service>`, then
// omit-dev-peers.ts (deploy/image/Dockerfile, stage `deps`).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot, workspaceFolders } from './workspaces.ts';

const omitDevPeers = fileURLToPath(new URL('omit-dev-peers.ts', import.meta.url));

type Tally = { packages: number; bytes: number };

// Apparent sizes, as `du -sb` counts them; a package is a folder with a package.json right under node_modules.
function tally(dir: string, tallied: Tally = { packages: 0, bytes: 0 }): Tally {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      const parent = path.basename(dir);
      const isPackage =
        (parent === 'node_modules' ||
          (parent.startsWith('@') && path.basename(path.dirname(dir)) === 'node_modules')) &&
        !entry.name.startsWith('@') &&
        !entry.name.startsWith('.');
      if (isPackage && existsSync(path.join(full, 'package.json'))) tallied.packages += 1;
      tally(full, tallied);
    } else {
      tallied.bytes += lstatSync(full).size;
    }
  }
  return tallied;
}

function productionInstall(service: string, workspaces: string[]): Tally & { prisma: string[] } {
  const scratch = mkdtempSync(path.join(tmpdir(), `image-${service}-`));
  try {
    for (const file of ['package.json', 'package-lock.json', ...workspaces.map((w) => `${w}/package.json`)]) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      copyFileSync(path.join(repoRoot, file), path.join(scratch, file));
    }
    execFileSync(
      'npm',
      [
        'ci',
        '--omit=dev',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--workspace',
        `@app/${service}`,
      ],
      { cwd: scratch, stdio: 'pipe' },
    );
    // The same Node flags as this process, so it runs under tsx on Node 20 and as it is on Node 24.
    execFileSync(process.execPath, [...process.execArgv, omitDevPeers], { cwd: scratch, stdio: 'pipe' });
    const modules = path.join(scratch, 'node_modules');
    const prismaPackages = [
      'prisma',
      ...readdirOr(path.join(modules, '@prisma')).map((name) => `@prisma/${name}`),
    ];
    return {
      ...tally(modules),
      prisma: prismaPackages.filter((name) => existsSync(path.join(modules, name))),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function readdirOr(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

const workspaces = workspaceFolders();
const services = readdirSync(path.join(repoRoot, 'services')).sort();
console.log('| image | packages | production dependencies | Prisma packages |');
console.log('| --- | ---: | ---: | --- |');
for (const service of services) {
  const { packages, bytes, prisma } = productionInstall(service, workspaces);
  const megabytes = (bytes / 1e6).toFixed(1);
  console.log(`| ${service} | ${packages} | ${megabytes} MB | ${prisma.join(', ') || 'none'} |`);
}
