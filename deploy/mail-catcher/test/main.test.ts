import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function runMain(env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('main', () => {
  it('refuses a bad port and names the variable', async () => {
    const child = runMain({ MAIL_CATCHER_SMTP_PORT: 'smtp', MAIL_CATCHER_HTTP_PORT: '0' });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('MAIL_CATCHER_SMTP_PORT');
  });

  it('prints both URLs, serves the API and stops cleanly on SIGTERM', async () => {
    const child = runMain({ MAIL_CATCHER_SMTP_PORT: '0', MAIL_CATCHER_HTTP_PORT: '0' });
    const exited = once(child, 'exit');
    let stdout = '';
    const started = new Promise<string>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('\n')) resolve(stdout);
      });
    });

    const line = await started;
    expect(line).toMatch(
      /^mail-catcher: SMTP on smtp:\/\/127\.0\.0\.1:\d+, inbox on http:\/\/127\.0\.0\.1:\d+\n$/,
    );
    const inbox = /http:\/\/\S+:\d+/.exec(line)?.[0];
    const response = await fetch(`${inbox}/api/v1/messages`);
    expect(await response.json()).toMatchObject({ total: 0, messages: [] });

    child.kill('SIGTERM');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });
});
