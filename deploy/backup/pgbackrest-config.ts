// pgBackRest's settings for the one PostgreSQL cluster that holds every service's database, so a restore is one
// consistent instant for all seven. The same function writes the production template (`deploy/backup/
// pgbackrest.conf`, two S3 repositories) and the restore drill's (two folders on disk); docs/backups.md is the
// runbook. `npx tsx deploy/backup/pgbackrest-config.ts` writes the template; a test holds it equal to this.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the backups promise. Point-in-time recovery for longer than JetStream keeps events (30 days), so any
 * instant a stream could still be rebuilt from is restorable; a full backup a month kept a year, restorable to
 * its end; and no commit older than `archiveTimeoutSeconds` (plus the push itself) only on the server's disk.
 */
export const backupPolicy = {
  pointInTimeDays: 35,
  monthlyKeptDays: 365,
  archiveTimeoutSeconds: 60,
} as const;

export const stanza = 'legado';

export type BackupRepository =
  | { kind: 'posix'; path: string }
  | { kind: 's3'; bucket: string; endpoint: string; region: string; path: string };

export type PgbackrestSettings = {
  /** Weekly full and daily differential backups and every WAL segment: the 35-day window. */
  pointInTime: BackupRepository;
  /** The monthly full backups, each with the WAL that makes it consistent and no more. */
  monthly: BackupRepository;
  postgres: { dataDir: string; port: number; socketDir: string };
  /** Where pgBackRest logs, locks and spools (its own state, not the backups'). */
  stateDir: string;
};

function repositoryLines(n: 1 | 2, repository: BackupRepository): string[] {
  const repo = `repo${n}`;
  const where =
    repository.kind === 'posix'
      ? [`${repo}-path=${repository.path}`]
      : [
          `${repo}-type=s3`,
          `${repo}-s3-bucket=${repository.bucket}`,
          `${repo}-s3-endpoint=${repository.endpoint}`,
          `${repo}-s3-region=${repository.region}`,
          `${repo}-path=${repository.path}`,
        ];
  // Encrypted before it leaves the host: a copy of the bucket alone reads nothing.
  return [...where, `${repo}-cipher-type=aes-256-cbc`, `${repo}-bundle=y`];
}

/** The text of pgbackrest.conf. */
export function pgbackrestConfig(settings: PgbackrestSettings): string {
  const { pointInTime, monthly, postgres, stateDir } = settings;
  const lines = [
    '# Written by deploy/backup/pgbackrest-config.ts; do not edit (docs/backups.md).',
    '[global]',
    ...repositoryLines(1, pointInTime),
    // Time-based: a full backup older than the window is kept until a newer one covers it, so every instant of
    // the last 35 days stays restorable; each full's WAL since it is kept with it.
    'repo1-retention-full-type=time',
    `repo1-retention-full=${backupPolicy.pointInTimeDays}`,
    ...repositoryLines(2, monthly),
    'repo2-retention-full-type=time',
    `repo2-retention-full=${backupPolicy.monthlyKeptDays}`,
    // Only the newest monthly keeps the WAL after it; the older ones keep what makes each consistent, so they
    // restore to their own end, not to any instant of a year (that is the first repository's job).
    'repo2-retention-archive-type=full',
    'repo2-retention-archive=1',
    'compress-type=zst',
    'start-fast=y',
    // Pushed in the background: PostgreSQL hands a segment over at once and never waits on the object store.
    'archive-async=y',
    `spool-path=${path.join(stateDir, 'spool')}`,
    `lock-path=${path.join(stateDir, 'lock')}`,
    `log-path=${path.join(stateDir, 'log')}`,
    'log-level-file=detail',
    '',
    `[${stanza}]`,
    `pg1-path=${postgres.dataDir}`,
    `pg1-port=${postgres.port}`,
    `pg1-socket-path=${postgres.socketDir}`,
    'pg1-user=postgres',
    '',
  ];
  return lines.join('\n');
}

/**
 * The command line options every pgBackRest call gets: its settings, and the folder its secrets are read from
 * (the repositories' passphrases `repoN-cipher-pass`, the S3 keys): readable by PostgreSQL's account only, and
 * escrowed apart from the backups, which are noise without it. In production these are pgBackRest's defaults
 * (/etc/pgbackrest/pgbackrest.conf and /etc/pgbackrest/conf.d).
 */
export function pgbackrestOptions(configFile: string, secretsDir: string): string[] {
  return [`--config=${configFile}`, `--config-include-path=${secretsDir}`, `--stanza=${stanza}`];
}

/** The PostgreSQL settings that hand every WAL segment to pgBackRest, at least once a minute. */
export function archiveSettings(configFile: string, secretsDir: string): Record<string, string> {
  return {
    wal_level: 'replica',
    archive_mode: 'on',
    archive_command: `pgbackrest ${pgbackrestOptions(configFile, secretsDir).join(' ')} archive-push %p`,
    archive_timeout: `${backupPolicy.archiveTimeoutSeconds}s`,
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const productionConfigFile = path.join(here, 'pgbackrest.conf');

/** The production template: two buckets (or two prefixes of one), Debian's paths for PostgreSQL 17. */
export function productionConfig(): string {
  return pgbackrestConfig({
    pointInTime: {
      kind: 's3',
      bucket: 'legado-backups',
      endpoint: 's3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      path: '/legado/point-in-time',
    },
    monthly: {
      kind: 's3',
      bucket: 'legado-backups',
      endpoint: 's3.eu-west-1.amazonaws.com',
      region: 'eu-west-1',
      path: '/legado/monthly',
    },
    postgres: { dataDir: '/var/lib/postgresql/17/main', port: 5432, socketDir: '/var/run/postgresql' },
    stateDir: '/var/lib/pgbackrest',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(productionConfigFile, productionConfig());
  process.stdout.write(`wrote ${path.relative(process.cwd(), productionConfigFile)}\n`);
}
