import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { workspaceFolders } from '../image/workspaces.ts';
import { backendServices, read, repoRoot, schemaOf, serviceNames } from './deploy-facts.ts';

type Instruction = { keyword: string; args: string; stage: number };

// One instruction per entry, continuation lines joined, comments dropped.
function instructions(dockerfile: string): Instruction[] {
  let stage = -1;
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      if (keyword.toUpperCase() === 'FROM') stage += 1;
      return { keyword: keyword.toUpperCase(), args: rest.join(' '), stage };
    });
}

const DOCKERFILE = 'deploy/image/Dockerfile';
const dockerfile = read(DOCKERFILE);
const steps = instructions(dockerfile);
const final = steps.filter((s) => s.stage === Math.max(...steps.map((step) => step.stage)));
const forService = (text: string, service: string) => text.replaceAll('${SERVICE}', service);

describe(DOCKERFILE, () => {
  it.each(serviceNames)('%s: copies only files that exist in the build context', (service) => {
    for (const { args } of steps.filter((s) => s.keyword === 'COPY' && !s.args.includes('--from='))) {
      const sources = args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) {
        expect(existsSync(path.join(repoRoot, forService(source, service))), source).toBe(true);
      }
    }
  });

  it("copies every workspace's package.json before npm ci, so the lockfile check passes", () => {
    const copied = steps
      .filter((s) => s.keyword === 'COPY' && /\/package\.json\s/.test(`${s.args} `))
      .map((s) => path.dirname(s.args.split(/\s+/)[0]!))
      .sort();
    expect(copied).toEqual(workspaceFolders());
  });

  it.each(serviceNames)('%s: is the workspace the build argument names, with a main.ts to run', (service) => {
    const manifest = z
      .object({ name: z.string() })
      .parse(JSON.parse(read(`services/${service}/package.json`)));
    expect(manifest.name).toBe(`@app/${service}`);
    expect(existsSync(path.join(repoRoot, `services/${service}/src/main.ts`))).toBe(true);
  });

  it('installs production dependencies only for the image, without the dev tools npm keeps as optional peers', () => {
    const production = steps.filter((s) => s.keyword === 'RUN' && s.args.includes('--omit=dev'));
    expect(production).toHaveLength(1);
    expect(production[0]!.args).toContain('npm ci --omit=dev');
    expect(production[0]!.args).toContain('--workspace "@app/${SERVICE}"');
    expect(production[0]!.args).toContain('node deploy/image/omit-dev-peers.ts');
    // The final stage installs nothing; it may prepare the volume mount point.
    expect(final.filter((s) => s.keyword === 'RUN' && /\b(npm|apt-get)\b/.test(s.args))).toEqual([]);
  });

  it('runs the service named by the build argument with node, as a numeric non-root user on a current LTS', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:(24|26)-[a-z]+-slim$/m);
    expect(final.find((s) => s.keyword === 'ARG')?.args).toBe('SERVICE');
    expect(final.find((s) => s.keyword === 'ENV')?.args).toContain('SERVICE=${SERVICE}');
    expect(final.find((s) => s.keyword === 'USER')?.args).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    const cmd = z.array(z.string()).parse(JSON.parse(final.find((s) => s.keyword === 'CMD')!.args));
    expect(cmd).toEqual(['sh', '-c', 'exec node "services/${SERVICE}/src/main.ts"']);
  });
});

describe('every build names the one Dockerfile and its service', () => {
  const skaffold = z
    .object({
      build: z.object({
        artifacts: z.array(
          z.object({
            image: z.string(),
            context: z.string(),
            docker: z.object({ dockerfile: z.string(), buildArgs: z.record(z.string(), z.string()) }),
          }),
        ),
      }),
    })
    .parse(parse(read('skaffold.yaml')));
  const compose = z
    .object({
      services: z.record(
        z.string(),
        z.object({
          build: z
            .object({ context: z.string(), dockerfile: z.string(), args: z.record(z.string(), z.string()) })
            .optional(),
          environment: z.record(z.string(), z.unknown()).optional(),
          healthcheck: z.object({ test: z.array(z.string()) }).optional(),
        }),
      ),
    })
    .parse(parse(read('docker-compose.yml'), { merge: true }));
  const workflow = read('.github/workflows/deploy-checks.yml');

  it('skaffold: one artifact per service', () => {
    expect(skaffold.build.artifacts.map((a) => a.image).sort()).toEqual(
      serviceNames.map((s) => `legado/${s}`),
    );
    for (const artifact of skaffold.build.artifacts) {
      expect(artifact.context).toBe('.');
      expect(artifact.docker).toEqual({
        dockerfile: DOCKERFILE,
        buildArgs: { SERVICE: artifact.image.replace('legado/', '') },
      });
    }
  });

  it.each(serviceNames)(
    'compose: %s is built with its name and health-checked on its own port',
    (service) => {
      const entry = compose.services[service]!;
      expect(entry.build).toEqual({ context: '.', dockerfile: DOCKERFILE, args: { SERVICE: service } });
      const portVariable = backendServices.includes(service) ? 'GRPC_PORT' : 'HTTP_PORT';
      const port = String(entry.environment?.[portVariable]);
      // The port the service listens on by default is the one everything else names.
      expect(String(schemaOf(service).shape[portVariable]!.parse(undefined))).toBe(port);
      expect(entry.healthcheck?.test).toContain(port);
    },
  );

  it('the CI workflow builds every service with the one Dockerfile', () => {
    const matrix = /service: \[([^\]]+)\]/
      .exec(workflow)?.[1]
      ?.split(',')
      .map((s) => s.trim());
    expect(matrix?.sort()).toEqual(serviceNames);
    expect(workflow).toContain(`file: ${DOCKERFILE}`);
    expect(workflow).toContain('build-args: SERVICE=${{ matrix.service }}');
  });
});

// What `npm ci --omit=dev --workspace @app/<service>` installs, less what omit-dev-peers.ts removes: the
// packages npm lists for the workspace's production tree, without the lockfile's devOptional ones.
const lockfile = z
  .object({
    packages: z.record(
      z.string(),
      z.object({ version: z.string().optional(), devOptional: z.boolean().optional() }),
    ),
  })
  .parse(JSON.parse(read('package-lock.json')));

function productionPackages(service: string): Set<string> {
  const listed = execFileSync(
    'npm',
    ['ls', '--omit=dev', '--all', '--parseable', '--workspace', `@app/${service}`],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const names = new Set<string>();
  for (const line of listed.split('\n')) {
    const location = path.relative(repoRoot, line.trim());
    if (!location.startsWith('node_modules/') || lockfile.packages[location]?.devOptional) continue;
    names.add(location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
  }
  return names;
}

describe('production dependencies', () => {
  it.each(serviceNames)('%s: no Prisma CLI, Studio or TypeScript', (service) => {
    const installed = productionPackages(service);
    for (const tool of ['prisma', '@prisma/studio-core', '@prisma/dev', 'typescript']) {
      expect(installed.has(tool), tool).toBe(false);
    }
    if (backendServices.includes(service)) {
      // The generated client's runtime and the migrator (schema engine in WebAssembly) stay.
      for (const needed of [
        '@app/db',
        '@prisma/client',
        '@prisma/adapter-pg',
        '@prisma/schema-engine-wasm',
      ]) {
        expect(installed.has(needed), needed).toBe(true);
      }
    } else {
      expect([...installed].filter((name) => name === '@app/db' || name.startsWith('@prisma/'))).toEqual([]);
    }
  });

  it('notification sends without an e-mail compiler: its layout is compiled at build time', () => {
    expect(productionPackages('notification').has('mjml')).toBe(false);
  });

  it('one Prisma version everywhere, and the schema engine built from the same engine commit', () => {
    const declared = new Map<string, string>();
    for (const folder of ['.', ...workspaceFolders()]) {
      const manifest = z
        .object({
          dependencies: z.record(z.string(), z.string()).optional(),
          devDependencies: z.record(z.string(), z.string()).optional(),
        })
        .parse(JSON.parse(read(`${folder}/package.json`)));
      for (const [name, version] of Object.entries({
        ...manifest.dependencies,
        ...manifest.devDependencies,
      })) {
        if (name === 'prisma' || name.startsWith('@prisma/')) declared.set(`${folder} ${name}`, version);
      }
    }
    const engine = declared.get('packages/db @prisma/schema-engine-wasm');
    declared.delete('packages/db @prisma/schema-engine-wasm');
    const [version, ...others] = new Set(declared.values());
    expect(others).toEqual([]);
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = (name: string) => lockfile.packages[`node_modules/${name}`]?.version;
    for (const name of [
      'prisma',
      '@prisma/client',
      '@prisma/adapter-pg',
      '@prisma/driver-adapter-utils',
      '@prisma/engines',
    ]) {
      expect(installed(name), name).toBe(version);
    }
    expect(engine).toBe(installed('@prisma/engines-version'));
    expect(installed('@prisma/schema-engine-wasm')).toBe(engine);
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, generated clients and local secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const pattern of ['**/node_modules', 'services/*/src/db/generated', '.local', '.env', '.git']) {
      expect(ignored).toContain(pattern);
    }
  });
});
