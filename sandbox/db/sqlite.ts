import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { Database, Queryable, RunResult, SqlParams } from './database.ts';

/**
 * The embedded adapter: node:sqlite (synchronous) behind the asynchronous Database interface.
 *
 * One connection serves every request, so a transaction must not see another request's statements slip in
 * between its awaits. Transactions therefore run one at a time (a promise queue), and a statement issued
 * outside any transaction waits for the running one to finish. AsyncLocalStorage tells whether the caller is
 * inside a transaction, in which case its statements run at once, as part of it.
 */
export function openSqliteDatabase(dataDir: string, fileName: string): Database {
  const directory = resolve(dataDir);
  mkdirSync(directory, { recursive: true });
  const path = join(directory, fileName);
  const connection = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  connection.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');

  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = connection.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const values = (params: SqlParams | undefined) => (params ?? []) as SQLInputValue[];

  // One transaction at a time (below): the tasks to run when the running one ends.
  let settledTasks: (() => void)[] = [];
  const runSettled = () => {
    const tasks = settledTasks;
    settledTasks = [];
    for (const task of tasks) task();
  };

  const direct: Queryable = {
    get: async <T extends object>(sql: string, params?: SqlParams) => prepare(sql).get(...values(params)) as T | undefined,
    all: async <T extends object>(sql: string, params?: SqlParams) => prepare(sql).all(...values(params)) as T[],
    run: async (sql: string, params?: SqlParams): Promise<RunResult> => {
      const result = prepare(sql).run(...values(params));
      return { changes: Number(result.changes) };
    },
    afterTransaction: (task) => {
      if (transactionDepth.getStore() === undefined) task();
      else settledTasks.push(task);
    },
  };

  const transactionDepth = new AsyncLocalStorage<number>();
  let queue: Promise<unknown> = Promise.resolve();
  let savepointCounter = 0;
  let closed = false;

  /** Runs `task` after every transaction queued before it. */
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  };

  const outside = <T>(statement: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('The sandbox database is closed'));
    if (transactionDepth.getStore() !== undefined) return statement();
    return enqueue(statement);
  };

  const runTransaction = async <T>(work: (tx: Queryable) => Promise<T>, depth: number): Promise<T> => {
    const savepoint = depth > 0 ? `sp_${++savepointCounter}` : null;
    connection.exec(savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN IMMEDIATE');
    try {
      const result = await transactionDepth.run(depth + 1, () => work(direct));
      connection.exec(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
      return result;
    } catch (error) {
      connection.exec(savepoint ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
      throw error;
    } finally {
      if (!savepoint) runSettled();
    }
  };

  return {
    dialect: 'sqlite',
    location: path,
    get: (sql, params) => outside(() => direct.get(sql, params)),
    all: (sql, params) => outside(() => direct.all(sql, params)),
    run: (sql, params) => outside(() => direct.run(sql, params)),
    afterTransaction: direct.afterTransaction,
    exec: (sql) =>
      outside(async () => {
        connection.exec(sql);
      }),
    transaction: <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
      if (closed) return Promise.reject(new Error('The sandbox database is closed'));
      const depth = transactionDepth.getStore();
      if (depth !== undefined) return runTransaction(work, depth);
      return enqueue(() => runTransaction(work, 0));
    },
    close: async () => {
      if (closed) return;
      await queue;
      closed = true;
      statements.clear();
      connection.close();
    },
  };
}
