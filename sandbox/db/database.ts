/**
 * The sandbox's only door to SQL. Services, the ledger and the idempotency middleware talk to this interface,
 * never to node:sqlite or pg, so the same sandbox runs on the embedded SQLite file under DATA_DIR (sqlite.ts,
 * the default) or on a PostgreSQL server named by DATABASE_URL (postgres.ts; DESIGN "The sandbox").
 *
 * The SQL written against it keeps to what SQLite and PostgreSQL share: `?` positional parameters (the
 * PostgreSQL adapter rewrites them to $1, $2...), `INSERT ... RETURNING`, `ON CONFLICT ... DO NOTHING`,
 * integers for booleans (0/1), times (ms since the epoch) and money (minor units), TEXT for the rest. Not
 * shared, so not to be used: `INSERT OR IGNORE`/`REPLACE`, rowid, last_insert_rowid(), datetime functions,
 * `LIMIT -1`, a bare integer column as a condition (`WHERE banned`: write `banned = 1`), inserting explicit
 * values into an auto-numbered id column. Both adapters return integers (COUNT, SUM included) as JS numbers.
 * Migrations are written for SQLite; migrate.ts maps their types for PostgreSQL (see there).
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
  /**
   * Runs `task` once the transaction the caller is in has ended (committed or rolled back), at once outside any.
   * In-memory copies of rows (auth/access-cache.ts) drop what a write changed again then: on PostgreSQL another
   * request may read the old row until the commit, and must not keep it.
   */
  afterTransaction(task: () => void): void;
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
   * SQLite runs transactions one at a time; PostgreSQL runs them side by side (READ COMMITTED), so a
   * transaction that reads, then writes on the strength of what it read, locks what it read first (money
   * rules: ledger.forPlayer in sandbox/ledger.ts).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder of the embedded SQLite file (DATA_DIR). */
  dataDir: string;
  /**
   * A PostgreSQL URL (DATABASE_URL: postgres://user:password@host:port/database, postgresql:// too). When set,
   * the sandbox keeps its tables there instead of in the SQLite file; DATA_DIR still holds uploaded files.
   */
  databaseUrl?: string;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
}

export const sqliteFileName = 'sandbox.sqlite';

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//i.test(options.databaseUrl)) {
      throw new Error(
        `DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database or postgresql://...), ` +
          `got "${options.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}". Unset it to use the embedded SQLite database under DATA_DIR.`,
      );
    }
    // Loaded on demand: the embedded default never loads pg.
    const { openPostgresDatabase } = await import('./postgres.ts');
    return openPostgresDatabase(options.databaseUrl, { poolSize: options.poolSize });
  }
  return openSqliteDatabase(options.dataDir, sqliteFileName);
}
