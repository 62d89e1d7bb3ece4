import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

/**
 * A tiny migration runner: sandbox/db/migrations/NNN-name.sql are applied in order, each in its own
 * transaction, and recorded in schema_migrations with a checksum. A migration is never edited once applied:
 * changing the schema means adding the next NNN file. An edited migration stops the start with a message
 * rather than leaving a database whose schema nobody can describe.
 */
export const migrationsDirectory = join(import.meta.dirname, 'migrations');

const fileNamePattern = /^(\d{3})-([a-z0-9-]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(directory = migrationsDirectory): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(directory).sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = fileNamePattern.exec(file);
    if (!match) throw new Error(`Migration file name "${file}" does not match NNN-name.sql (in ${directory})`);
    const sql = readFileSync(join(directory, file), 'utf8');
    migrations.push({ version: Number(match[1]), name: match[2], sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  // Each area numbers its own range (001-099 foundation, 2NN profile and cashier...): strictly increasing, gaps allowed.
  migrations.forEach((migration, index) => {
    const previous = index === 0 ? 0 : migrations[index - 1].version;
    if (migration.version <= previous) {
      throw new Error(`Migrations must be numbered in increasing order; found ${String(migration.version).padStart(3, '0')} after ${String(previous).padStart(3, '0')}`);
    }
  });
  return migrations;
}

/** Applies the migrations not yet applied; returns the versions applied now. */
export async function migrate(database: Database, now: () => number, migrations = readMigrations()): Promise<number[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, checksum TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  const applied = await database.all<{ version: number; name: string; checksum: string }>('SELECT version, name, checksum FROM schema_migrations ORDER BY version');
  const appliedByVersion = new Map(applied.map((row) => [row.version, row]));
  const newlyApplied: number[] = [];

  for (const migration of migrations) {
    const previous = appliedByVersion.get(migration.version);
    if (previous) {
      if (previous.checksum !== migration.checksum) {
        throw new Error(
          `Migration ${String(migration.version).padStart(3, '0')}-${migration.name}.sql changed after it was applied to ${database.location}. ` +
            'Add a new migration instead of editing an applied one, or delete the data directory to start afresh.',
        );
      }
      continue;
    }
    await database.transaction(async (tx) => {
      await database.exec(migration.sql);
      await tx.run('INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)', [
        migration.version,
        migration.name,
        migration.checksum,
        now(),
      ]);
    });
    newlyApplied.push(migration.version);
  }
  const known = new Set(migrations.map((migration) => migration.version));
  const unknown = applied.filter((row) => !known.has(row.version));
  if (unknown.length > 0) {
    throw new Error(`The database at ${database.location} has migrations this code does not know (${unknown.map((row) => row.version).join(', ')}): it was written by a newer version.`);
  }
  return newlyApplied;
}
