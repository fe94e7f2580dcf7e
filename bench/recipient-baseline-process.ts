import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type BaselineProcess = { port: number; codes: string[]; pid: number; stop: () => Promise<void> };

/**
 * Starts bench/recipient-baseline.ts as a process of its own (node with tsx: its memory includes tsx's) on the given
 * empty database, and resolves once it listens.
 */
export async function startRecipientBaseline(env: {
  DATABASE_URL: string;
  REDIS_URL: string;
  REDIS_KEY_PREFIX: string;
  BASELINE_MESSAGES: string;
}): Promise<BaselineProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), 'recipient-baseline.ts')],
    { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => process.off('exit', killOnExit));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  try {
    const ready = await new Promise<{ port: number; codes: string[] }>((resolve, reject) => {
      let stdout = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        const line = stdout.split('\n')[0];
        if (stdout.includes('\n') && line) resolve(JSON.parse(line) as { port: number; codes: string[] });
      });
      child.once('exit', (code) => reject(new Error(`the baseline exited (code ${code}): ${stderr}`)));
      setTimeout(() => reject(new Error(`the baseline did not listen within 30 s: ${stderr}`)), 30_000);
    });
    return { ...ready, pid: child.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
