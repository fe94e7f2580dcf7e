import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { protoRoot } from '../src/load.ts';

describe('proto/gen', () => {
  it('matches what the generator makes from the .proto files today', () => {
    const run = () =>
      execFileSync(
        path.join(protoRoot, '..', 'node_modules', '.bin', 'tsx'),
        ['scripts/generate-types.ts', '--check'],
        {
          cwd: protoRoot,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    expect(run()).toContain('up to date');
  });
});
