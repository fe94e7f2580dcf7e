import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, repoRoot, serviceNames } from './deploy-facts.ts';

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

// The workspaces of the root package.json, with their globs expanded.
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces
  .flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(repoRoot, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -1)}${name}`)
      : [pattern],
  )
  .filter((folder) => existsSync(path.join(repoRoot, folder, 'package.json')))
  .sort();

describe.each(serviceNames)('services/%s/Dockerfile', (service) => {
  const steps = instructions(read(`services/${service}/Dockerfile`));
  const finalStage = Math.max(...steps.map((s) => s.stage));
  const final = steps.filter((s) => s.stage === finalStage);

  it('copies only files that exist in the build context', () => {
    for (const { args } of steps.filter((s) => s.keyword === 'COPY' && !s.args.includes('--from='))) {
      const sources = args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) expect(existsSync(path.join(repoRoot, source)), source).toBe(true);
    }
  });

  it("copies every workspace's package.json before npm ci, so the lockfile check passes", () => {
    const copied = steps
      .filter((s) => s.keyword === 'COPY' && /\/package\.json\s/.test(`${s.args} `))
      .map((s) => path.dirname(s.args.split(/\s+/)[0]!))
      .sort();
    expect(copied).toEqual(workspaces);
  });

  it('installs with npm ci, production dependencies only for the final stage', () => {
    const installs = steps.filter((s) => s.keyword === 'RUN' && s.args.includes('npm ci'));
    expect(installs.length).toBeGreaterThan(0);
    expect(installs.some((s) => s.args.includes('--omit=dev') && s.args.includes(`@app/${service}`))).toBe(
      true,
    );
    // The final stage installs nothing; it may prepare a mount point.
    expect(final.filter((s) => s.keyword === 'RUN' && /\b(npm|apt-get)\b/.test(s.args))).toEqual([]);
  });

  it('runs node as a numeric non-root user on a current LTS', () => {
    expect(read(`services/${service}/Dockerfile`)).toMatch(/^ARG NODE_IMAGE=node:(24|26)-[a-z]+-slim$/m);
    const user = final.find((s) => s.keyword === 'USER')?.args;
    expect(user).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    const cmd = JSON.parse(final.find((s) => s.keyword === 'CMD')!.args) as string[];
    expect(cmd).toEqual(['node', `services/${service}/src/main.ts`]);
    expect(existsSync(path.join(repoRoot, cmd[1]!))).toBe(true);
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
