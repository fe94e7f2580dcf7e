import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  archiveSettings,
  pgbackrestConfig,
  pgbackrestOptions,
} from '../../deploy/backup/pgbackrest-config.ts';

const run = promisify(execFile);

/**
 * The drill's pgBackRest: two repositories on disk (the 35-day window and the monthlies) with the product's
 * settings, encrypted with passphrases kept in a folder of their own, and a copy of that folder apart, as the
 * runbook escrows it (docs/backups.md). Its commands run as PostgreSQL's account, as in production.
 */
export function backupRepository(dir: string) {
  const configFile = path.join(dir, 'pgbackrest.conf');
  const secretsDir = path.join(dir, 'secrets');
  const escrowDir = path.join(dir, 'escrow');
  let user: { uid: number; gid: number } | undefined;
  let created = false;
  const own = () => {
    if (!user) return;
    for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
      fs.chownSync(path.join(dir, entry), user.uid, user.gid);
    fs.chownSync(dir, user.uid, user.gid);
  };

  const pgbackrest = async (...args: string[]) => {
    try {
      const { stdout } = await run('pgbackrest', [...pgbackrestOptions(configFile, secretsDir), ...args], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        ...user,
      });
      return stdout;
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`pgbackrest ${args.join(' ')} failed: ${stderr || stdout || String(error)}`, {
        cause: error,
      });
    }
  };

  return {
    /** The PostgreSQL settings that archive every WAL segment here. */
    archiveSettings: archiveSettings(configFile, secretsDir),
    /**
     * Once PostgreSQL runs (its port and account known): the folders, the passphrases and their escrowed copy,
     * the settings, and the stanza. Segments PostgreSQL tried to push before this are pushed on its next try.
     */
    async create(postgres: {
      dataDir: string;
      port: number;
      socketDir: string;
      user: { uid: number; gid: number } | undefined;
    }) {
      user = postgres.user;
      for (const folder of ['repo1', 'repo2', 'state/log', 'state/lock', 'state/spool', 'secrets', 'escrow'])
        fs.mkdirSync(path.join(dir, folder), { recursive: true });
      const secrets = [
        '[global]',
        `repo1-cipher-pass=${randomBytes(32).toString('base64url')}`,
        `repo2-cipher-pass=${randomBytes(32).toString('base64url')}`,
        '',
      ].join('\n');
      fs.writeFileSync(path.join(secretsDir, 'cipher.conf'), secrets, { mode: 0o600 });
      fs.writeFileSync(path.join(escrowDir, 'cipher.conf'), secrets, { mode: 0o600 });
      fs.writeFileSync(
        configFile,
        pgbackrestConfig({
          pointInTime: { kind: 'posix', path: path.join(dir, 'repo1') },
          monthly: { kind: 'posix', path: path.join(dir, 'repo2') },
          postgres,
          stateDir: path.join(dir, 'state'),
        }),
      );
      own();
      created = true;
      await pgbackrest('stanza-create');
      await pgbackrest('check');
    },
    backup: (repo: 1 | 2, type: 'full' | 'diff') => pgbackrest(`--repo=${repo}`, `--type=${type}`, 'backup'),
    info: async () =>
      JSON.parse(await pgbackrest('--output=json', 'info')) as {
        backup: { label: string; lsn: { start: string; stop: string }; timestamp: { stop: number } }[];
      }[],
    /**
     * Restores the first repository into the (empty) data directory: to the end of the archive, or to a named
     * restore point, promoted there. The passphrases are read from the escrowed copy, as after losing the host.
     */
    async restore(target: { latest: true } | { name: string }) {
      fs.rmSync(secretsDir, { recursive: true, force: true });
      fs.cpSync(escrowDir, secretsDir, { recursive: true });
      own();
      await pgbackrest(
        '--repo=1',
        ...('name' in target
          ? ['--type=name', `--target=${target.name}`, '--target-action=promote']
          : ['--type=default']),
        'restore',
      );
    },
    /**
     * Ends the background archiver (archive-async goes on pushing segments after PostgreSQL has stopped) and keeps
     * new ones from starting, so the folder can be removed without a process still writing into it.
     */
    async close() {
      if (created) await pgbackrest('stop', '--force');
    },
    /** What the lost host took with it besides the data directory: the segments queued to be pushed. */
    loseSpool() {
      fs.rmSync(path.join(dir, 'state', 'spool'), { recursive: true, force: true });
      fs.mkdirSync(path.join(dir, 'state', 'spool'));
      own();
    },
  };
}
