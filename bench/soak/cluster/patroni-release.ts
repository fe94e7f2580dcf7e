import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The oldest Patroni the cluster run trusts: 3.1.0 stopped a stale primary from winning the leader race (Patroni's
 * pull request 2787). Before it, a primary so starved that its key expired, replaced by a promoted standby, could
 * wake, find its PostgreSQL still a primary and take the key back: two primaries on one timeline number, whose
 * standbys can never follow the winner (pg_rewind cannot tell the histories apart), and every commit the other
 * acknowledged lost. The cluster run of 2026-12-03 did exactly that on Debian 12's Patroni 3.0.2: 23 acknowledged
 * writes missing and the survivors' writes blocked behind standbys that could not stream.
 */
export const SAFE_PATRONI = [3, 1, 0] as const;

/** Whether `patroni --version`'s answer is SAFE_PATRONI or later. */
export function isSafePatroni(versionOutput: string): boolean {
  const found = /(\d+)\.(\d+)\.(\d+)/.exec(versionOutput);
  if (!found) return false;
  const version = found.slice(1, 4).map(Number);
  for (let i = 0; i < 3; i++) if (version[i] !== SAFE_PATRONI[i]) return version[i]! > SAFE_PATRONI[i]!;
  return true;
}

/**
 * Debian 13's Patroni (4.0.7, architecture-independent Python) and the one library it needs that Debian 12 lacks,
 * from Debian's own archive: what a Debian 12 host installs when its own Patroni is older than SAFE_PATRONI.
 */
const NEWER_PATRONI = [
  'pool/main/p/patroni/patroni_4.0.7-3~deb13u1_all.deb',
  'pool/main/y/ydiff/python3-ydiff_1.4.2-1_all.deb',
].map((file) => `http://deb.debian.org/debian/${file}`);

/** Installs Debian 13's Patroni over an older one (the rest of its dependencies come from the host's suite). */
export function ensureSafePatroni(log: (line: string) => void): void {
  const current = execFileSync('patroni', ['--version'], { encoding: 'utf8' });
  if (isSafePatroni(current)) return;
  log(`${current.trim()} is older than ${SAFE_PATRONI.join('.')}; installing Debian 13's Patroni…`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patroni-'));
  try {
    const files = NEWER_PATRONI.map((url) => {
      const file = path.join(dir, path.basename(url));
      execFileSync('curl', ['-fsS', '--max-time', '120', '-o', file, url], { stdio: 'inherit' });
      return file;
    });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...files], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const installed = execFileSync('patroni', ['--version'], { encoding: 'utf8' });
  if (!isSafePatroni(installed))
    throw new Error(`still ${installed.trim()} after installing Debian 13's Patroni`);
}
