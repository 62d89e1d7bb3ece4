/**
 * The sandbox's only door to SQL. Services, the ledger and the idempotency middleware talk to this interface,
 * never to node:sqlite, so a PostgreSQL adapter (DATABASE_URL, DESIGN "The sandbox") can be added beside
 * sqlite.ts without touching them.
 *
 * The SQL written against it keeps to what SQLite and PostgreSQL share: `?` positional parameters (a
 * PostgreSQL adapter rewrites them to $1, $2...), `INSERT ... RETURNING`, `ON CONFLICT ... DO NOTHING`,
 * integers for booleans (0/1), times (ms since the epoch) and money (minor units), TEXT for the rest.
 * The interface is asynchronous because a PostgreSQL driver is.
 */
import { openSqliteDatabase } from './sqlite.ts';

export type SqlValue = string | number | bigint | null | Uint8Array;
export type SqlParams = readonly SqlValue[];

export interface RunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
}

/** What a query can run on: the database itself, or the transaction handed to a transaction's callback. */
export interface Queryable {
  get<T extends object>(sql: string, params?: SqlParams): Promise<T | undefined>;
  all<T extends object>(sql: string, params?: SqlParams): Promise<T[]>;
  run(sql: string, params?: SqlParams): Promise<RunResult>;
}

export interface Database extends Queryable {
  readonly dialect: 'sqlite' | 'postgres';
  /** Where the data lives, for the start-up log (a file path, or a URL without its password). */
  readonly location: string;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. A transaction
   * started inside another becomes a savepoint of it. Queries made on the database object itself from
   * inside `work` join the transaction too, so helpers that take a Queryable may be handed either.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder of the embedded SQLite file (DATA_DIR). */
  dataDir: string;
  /** A PostgreSQL URL (DATABASE_URL); no adapter exists yet, so setting it fails at start. */
  databaseUrl?: string;
}

export const sqliteFileName = 'sandbox.sqlite';

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set, but the sandbox has no PostgreSQL adapter yet (sandbox/db/database.ts). ' +
        'Unset DATABASE_URL to use the embedded SQLite database under DATA_DIR, or add a PostgreSQL adapter ' +
        'implementing the Database interface beside sandbox/db/sqlite.ts.',
    );
  }
  return openSqliteDatabase(options.dataDir, sqliteFileName);
}
