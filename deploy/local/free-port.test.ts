import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

describe('freePort', () => {
  it('never hands one port to two processes drawing at once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'port-reservations-'));
    const draw = () =>
      run(
        path.join(here, '..', '..', 'node_modules', '.bin', 'tsx'),
        [path.join(here, 'test-fixtures', 'draw-ports.ts'), '800'],
        { env: { ...process.env, PORT_RESERVATIONS_DIR: dir } },
      );
    try {
      const drawn = (await Promise.all([draw(), draw()])).flatMap(
        ({ stdout }) => JSON.parse(stdout) as number[],
      );
      // 1,600 draws from 12,000 ports: without a reservation both processes can see, ~50 would be shared.
      expect(drawn).toHaveLength(1600);
      expect(new Set(drawn).size).toBe(1600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
