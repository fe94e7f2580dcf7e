import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOwnPostgres, type OwnPostgres } from '../soak/own-servers.ts';
import { backupRepository } from './backup-repository.ts';

// The product's backup settings (deploy/backup) on a PostgreSQL of the test's own: a base backup, then writes on
// either side of a named restore point, then the data directory lost and restored twice, to the point and to the
// latest. What `npm run restore-drill` does under the product's traffic, here with one table.
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-repository-'));
const repository = backupRepository(path.join(runDir, 'backups'));
let postgres: OwnPostgres;

beforeAll(async () => {
  fs.mkdirSync(path.join(runDir, 'backups'));
  postgres = await startOwnPostgres(
    path.join(runDir, 'postgresql'),
    () => undefined,
    repository.archiveSettings,
  );
  await repository.create(postgres);
}, 120_000);

afterAll(async () => {
  await postgres?.stop('crash');
  await repository.close();
  // A stopped archiver may take a moment to let go of the segment it was writing.
  fs.rmSync(runDir, { recursive: true, force: true, maxRetries: 10 });
});

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function restoreTo(target: { latest: true } | { name: string }): Promise<string[]> {
  await postgres.stop('crash');
  fs.rmSync(postgres.dataDir, { recursive: true, force: true });
  fs.mkdirSync(postgres.dataDir, { mode: 0o700 });
  if (postgres.user) fs.chownSync(postgres.dataDir, postgres.user.uid, postgres.user.gid);
  await repository.restore(target);
  await postgres.start();
  await expect
    .poll(async () => (await query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r'))[0]?.r, {
      timeout: 60_000,
      interval: 250,
    })
    .toBe(false);
  return (await query<{ note: string }>('SELECT note FROM letter ORDER BY id')).map((row) => row.note);
}

it('restores the cluster to the latest and to a named point, from a repository read with the escrowed passphrases', async () => {
  await query('CREATE TABLE letter (id serial PRIMARY KEY, note text NOT NULL)');
  await query(`INSERT INTO letter (note) VALUES ('before the backup')`);
  await repository.backup(1, 'full');
  await query(`INSERT INTO letter (note) VALUES ('before the point')`);
  const [point] = await query<{ lsn: string }>(`SELECT pg_create_restore_point('drill-1')::text AS lsn`);
  await query(`INSERT INTO letter (note) VALUES ('after the point')`);
  // The segment with the last write goes to the archive as archive_timeout would send it, sooner.
  const [last] = await query<{ segment: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS segment');
  await expect
    .poll(
      async () =>
        (await query<{ wal: string | null }>('SELECT last_archived_wal AS wal FROM pg_stat_archiver'))[0]
          ?.wal,
      {
        timeout: 60_000,
        interval: 250,
      },
    )
    .toBe(last!.segment);
  expect(point!.lsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);

  // The latest first: a restore to the point promotes a new timeline that leaves the later writes behind.
  expect(await restoreTo({ latest: true })).toEqual([
    'before the backup',
    'before the point',
    'after the point',
  ]);
  expect(await restoreTo({ name: 'drill-1' })).toEqual(['before the backup', 'before the point']);
  const [{ backup } = { backup: [] }] = await repository.info();
  expect(backup.map((b) => b.label)).toHaveLength(1);
}, 240_000);
