import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { migrate, readMigrations, statementsOf } from './migrate.ts';

// The checksum of an applied migration guards its schema, not its wording: a reworded comment starts as before, a
// changed statement stops the start, and a data folder migrated when the checksum covered the whole file moves on.
const folders: string[] = [];
const opened: Database[] = [];

async function freshDatabase(): Promise<Database> {
  const dataDir = mkdtempSync(join(tmpdir(), 'migrate-test-'));
  folders.push(dataDir);
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('migration checksums', () => {
  it('ignore comments and whitespace, not statements or literals', () => {
    const sql = "-- Why the table exists.\nCREATE TABLE t (\n  id INTEGER, -- the key\n  label TEXT DEFAULT 'a  -- b'\n);\n/* done */";
    expect(statementsOf(sql)).toBe("CREATE TABLE t ( id INTEGER, label TEXT DEFAULT 'a  -- b' );");
    expect(statementsOf(sql.replace('Why the table exists.', 'Reworded.'))).toBe(statementsOf(sql));
    expect(statementsOf(sql.replace("'a  -- b'", "'a -- b'"))).not.toBe(statementsOf(sql));
  });

  it('start a database whose comments were reworded, and refuse one whose statements changed', async () => {
    const database = await freshDatabase();
    const migrations = readMigrations();
    await migrate(database, () => 1, migrations);
    const reworded = migrations.map((migration) => ({ ...migration, sql: `-- reworded\n${migration.sql}` }));
    expect(await migrate(database, () => 2, reworded)).toEqual([]);
    const changed = migrations.map((migration, index) => (index === 0 ? { ...migration, checksum: createHash('sha256').update('ALTER TABLE x').digest('hex') } : migration));
    await expect(migrate(database, () => 3, changed)).rejects.toThrow(/changed after it was applied/);
  });

  it('bring a data folder migrated with whole-file checksums to the statements checksum', async () => {
    const database = await freshDatabase();
    const migrations = readMigrations();
    await migrate(database, () => 1, migrations);
    const wholeFile = (sql: string) => createHash('sha256').update(sql).digest('hex');
    for (const migration of migrations) await database.run('UPDATE schema_migrations SET checksum = ? WHERE version = ?', [wholeFile(migration.sql), migration.version]);
    // 001-accounts.sql as it was applied before its opening comment was reworded.
    await database.run('UPDATE schema_migrations SET checksum = ? WHERE version = 1', ['97a524e3e8fece7f02f4b6d19dd9b39c858643d8f5e34e2f20522fd289f50007']);
    expect(await migrate(database, () => 2, migrations)).toEqual([]);
    const rows = await database.all<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
    expect(rows).toEqual(migrations.map((migration) => ({ version: migration.version, checksum: migration.checksum })));
  });
});
