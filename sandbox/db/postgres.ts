import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Database, Queryable, RunResult, SqlParams } from './database.ts';
import { numberPlaceholders } from './sql-text.ts';

/**
 * The PostgreSQL adapter (DATABASE_URL): `pg`'s connection pool behind the Database interface, keeping the
 * behaviour the services were written against on sqlite.ts:
 *
 * - `?` parameters become $1, $2... (not inside string literals, quoted identifiers or comments).
 * - Integers come back as JS numbers: int8 (BIGINT columns, COUNT) and numeric (SUM of BIGINT) are parsed to
 *   numbers, as node:sqlite returns them. An int8 beyond Number.MAX_SAFE_INTEGER comes back as a bigint
 *   rather than silently rounded.
 * - Transactions run side by side, one pooled connection each, at PostgreSQL's default isolation (READ
 *   COMMITTED). They used to take one advisory lock for the whole database, which made the pool pointless and
 *   still let the money rules race, since those were checked outside the transaction (§4 Money rules under concurrency). Code
 *   that reads and then writes on the strength of what it read takes a row lock first: the money rules run in
 *   ledger.forPlayer() (the player's row, sandbox/ledger.ts); single statements (UPDATE ... WHERE state = x,
 *   INSERT ... ON CONFLICT) need none. Statements outside any transaction run on any pooled connection and see
 *   what is committed.
 * - A transaction holds one pooled connection; AsyncLocalStorage tells whether the caller is inside one, so
 *   statements made on the database object from inside `work` run on that connection, as part of it. A
 *   transaction started inside another is a SAVEPOINT of it.
 */
export interface PostgresOptions {
  /** Connections in the pool (default 10). A PGlite socket server needs 1: it has a single session. */
  poolSize?: number;
  /** Errors of idle pooled connections (a server restart...); default console.error. */
  onIdleError?: (error: Error) => void;
}

const { Pool, types } = pg;

const parseInt8 = (value: string): number | bigint => {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : BigInt(value);
};

/** Type parsers of this pool only: pg's global parsers are left as they are. */
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === types.builtins.INT8) return parseInt8;
      if (oid === types.builtins.NUMERIC) return (value: string) => Number(value);
    }
    return format === undefined ? types.getTypeParser(oid) : types.getTypeParser(oid, format);
  }) as typeof types.getTypeParser,
};

/** The URL without its password, for the start-up log. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1@');
  }
}

interface TransactionState {
  client: pg.PoolClient;
  /** False once the transaction ended: work it left running falls back to the pool. */
  open: boolean;
  /** Run once the transaction ended (Queryable.afterTransaction). */
  settled: (() => void)[];
}

export async function openPostgresDatabase(url: string, options: PostgresOptions = {}): Promise<Database> {
  const location = redactDatabaseUrl(url);
  const pool = new Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types: typeParsers,
    application_name: 'tn-sandbox',
  });
  pool.on('error', options.onIdleError ?? ((error) => console.error(`PostgreSQL connection error (${location}):`, error.message)));

  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Could not connect to PostgreSQL at ${location}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }

  const rewritten = new Map<string, { text: string; count: number }>();
  const prepare = (sql: string, params: SqlParams | undefined): { text: string; values: unknown[] } => {
    let statement = rewritten.get(sql);
    if (!statement) {
      statement = numberPlaceholders(sql);
      rewritten.set(sql, statement);
    }
    const values = [...(params ?? [])];
    if (values.length !== statement.count) {
      throw new Error(`The statement has ${statement.count} parameter(s) but ${values.length} value(s) were given: ${sql}`);
    }
    return { text: statement.text, values };
  };

  const transactions = new AsyncLocalStorage<TransactionState>();
  let savepointCounter = 0;
  let closed = false;
  const active = new Set<Promise<unknown>>();

  /** The transaction's connection when inside one, else the pool. */
  const runner = (): pg.Pool | pg.PoolClient => {
    if (closed) throw new Error('The sandbox database is closed');
    const state = transactions.getStore();
    return state?.open ? state.client : pool;
  };

  const query = async (sql: string, params: SqlParams | undefined): Promise<pg.QueryResult> => {
    const target = runner();
    const { text, values } = prepare(sql, params);
    return target.query({ text, values });
  };

  const queryable: Queryable = {
    get: async <T extends object>(sql: string, params?: SqlParams) => (await query(sql, params)).rows[0] as T | undefined,
    all: async <T extends object>(sql: string, params?: SqlParams) => (await query(sql, params)).rows as T[],
    run: async (sql: string, params?: SqlParams): Promise<RunResult> => ({ changes: (await query(sql, params)).rowCount ?? 0 }),
    afterTransaction: (task) => {
      const state = transactions.getStore();
      if (state?.open) state.settled.push(task);
      else task();
    },
  };

  const savepoint = async <T>(state: TransactionState, work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const name = `sp_${++savepointCounter}`;
    await state.client.query(`SAVEPOINT ${name}`);
    try {
      const result = await work(queryable);
      await state.client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      // Should this fail too (connection lost), the enclosing transaction fails at its COMMIT.
      await state.client.query(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`).catch(() => undefined);
      throw error;
    }
  };

  const topLevel = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    const state: TransactionState = { client, open: true, settled: [] };
    let workFailed = false;
    /** Set when the connection may be left mid-transaction: it is then dropped, not handed to the next caller. */
    let discard: Error | undefined;
    try {
      await client.query('BEGIN');
      let result: T;
      try {
        result = await transactions.run(state, () => work(queryable));
      } catch (error) {
        workFailed = true;
        throw error;
      } finally {
        state.open = false;
      }
      // PostgreSQL answers COMMIT with ROLLBACK when a statement failed earlier in the transaction and the
      // error was caught (SQLite would have carried on): report it rather than lose the writes silently.
      const commit = await client.query('COMMIT');
      if (commit.command === 'ROLLBACK') throw new Error('The transaction was rolled back: one of its statements failed earlier and its error was caught.');
      return result;
    } catch (error) {
      if (workFailed) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          discard = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
      } else {
        discard = error instanceof Error ? error : new Error(String(error));
      }
      throw error;
    } finally {
      client.release(discard);
      for (const task of state.settled) task();
    }
  };

  return {
    dialect: 'postgres',
    location,
    ...queryable,
    exec: async (sql) => {
      // No parameters: the simple query protocol, which runs several statements in one call.
      await runner().query(sql);
    },
    transaction: async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
      if (closed) throw new Error('The sandbox database is closed');
      const state = transactions.getStore();
      if (state?.open) return savepoint(state, work);
      const running = topLevel(work);
      active.add(running);
      void running.catch(() => undefined).finally(() => active.delete(running));
      return running;
    },
    close: async () => {
      if (closed) return;
      // As on SQLite, transactions already started finish first.
      while (active.size > 0) await Promise.allSettled([...active]);
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
