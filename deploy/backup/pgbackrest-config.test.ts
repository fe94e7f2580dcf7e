import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  archiveSettings,
  backupPolicy,
  pgbackrestConfig,
  productionConfig,
  productionConfigFile,
} from './pgbackrest-config.ts';

/** pgbackrest.conf as pgBackRest reads it: `key=value` lines under `[section]` headings. */
function parseIni(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let current = '';
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const heading = /^\[(.+)\]$/.exec(line);
    if (heading) sections[(current = heading[1]!)] = {};
    else {
      const [key, ...value] = line.split('=');
      sections[current]![key!] = value.join('=');
    }
  }
  return sections;
}

describe('pgBackRest settings', () => {
  const global = parseIni(productionConfig()).global!;

  it('the committed production template is what the generator writes', () => {
    expect(fs.readFileSync(productionConfigFile, 'utf8')).toBe(productionConfig());
  });

  it('keep every instant of more than the 30 days JetStream keeps events restorable', () => {
    expect(backupPolicy.pointInTimeDays).toBeGreaterThan(30);
    expect(global).toMatchObject({
      'repo1-retention-full-type': 'time',
      'repo1-retention-full': String(backupPolicy.pointInTimeDays),
    });
    // No archive retention on the first repository: every segment since its oldest kept full backup stays.
    expect(global['repo1-retention-archive']).toBeUndefined();
  });

  it('keep the monthly full backups a year, each with only the WAL that makes it consistent', () => {
    expect(global).toMatchObject({
      'repo2-retention-full-type': 'time',
      'repo2-retention-full': '365',
      'repo2-retention-archive-type': 'full',
      'repo2-retention-archive': '1',
    });
  });

  it('encrypt both repositories, with no passphrase in the file', () => {
    expect(global).toMatchObject({ 'repo1-cipher-type': 'aes-256-cbc', 'repo2-cipher-type': 'aes-256-cbc' });
    expect(productionConfig()).not.toMatch(/cipher-pass|s3-key/);
  });

  it('have PostgreSQL push a segment at least every minute', () => {
    const settings = archiveSettings('/etc/pgbackrest/pgbackrest.conf', '/etc/pgbackrest/conf.d');
    expect(settings).toMatchObject({ archive_mode: 'on', wal_level: 'replica', archive_timeout: '60s' });
    expect(settings.archive_command).toBe(
      'pgbackrest --config=/etc/pgbackrest/pgbackrest.conf --config-include-path=/etc/pgbackrest/conf.d --stanza=legado archive-push %p',
    );
  });

  it('write repositories on disk for the drill and S3 for production', () => {
    const local = parseIni(
      pgbackrestConfig({
        pointInTime: { kind: 'posix', path: '/backups/repo1' },
        monthly: { kind: 'posix', path: '/backups/repo2' },
        postgres: { dataDir: '/data', port: 5433, socketDir: '/run' },
        stateDir: '/state',
      }),
    );
    expect(local.global).toMatchObject({ 'repo1-path': '/backups/repo1', 'repo2-path': '/backups/repo2' });
    expect(local.global!['repo1-type']).toBeUndefined();
    expect(local.legado).toEqual({
      'pg1-path': '/data',
      'pg1-port': '5433',
      'pg1-socket-path': '/run',
      'pg1-user': 'postgres',
    });
    expect(global).toMatchObject({ 'repo1-type': 's3', 'repo2-type': 's3' });
  });
});
