import fs, { type FileHandle } from "node:fs/promises";
import SQLite from "better-sqlite3";
import { type CompiledQuery, type Kysely, type QueryResult, sql } from "kysely";
import type { Database } from "./schema.server";

/**
 * Where the hot writes go (leads and rate-limit counts): each call is a list of compiled queries
 * that commit together or not at all, and it resolves once they are durable, with each query's
 * result in order. Queries in one call cannot depend on each other's results; whatever must be
 * known first is read before, or expressed in SQL.
 */
export interface WriteQueue {
  /**
   * With a `guard`, only the first query runs unconditionally; the rest run when the first row it
   * returns has `column` at most `atMost` (a rate-limit count deciding whether a lead is stored),
   * and the results then hold the first query's alone.
   */
  commit(queries: CompiledQuery[], guard?: Guard): Promise<QueryResult<unknown>[]>;
  /** Commits what is waiting and refuses anything new (shutdown). */
  close(): Promise<void>;
}

export interface Guard {
  column: string;
  atMost: number;
}

/** Whether a call goes on past its first query (see Guard). */
const passes = (guard: Guard | undefined, first: QueryResult<unknown> | undefined) =>
  !guard || Number((first?.rows[0] as Record<string, unknown> | undefined)?.[guard.column]) <= guard.atMost;

/** Runs one call's queries in order, stopping after the first when its guard says so. */
async function runCall(
  queries: CompiledQuery[],
  guard: Guard | undefined,
  execute: (query: CompiledQuery) => QueryResult<unknown> | Promise<QueryResult<unknown>>,
) {
  const results: QueryResult<unknown>[] = [];
  for (const query of queries) {
    results.push(await execute(query));
    if (results.length === 1 && !passes(guard, results[0])) break;
  }
  return results;
}

interface Pending {
  queries: CompiledQuery[];
  guard?: Guard;
  resolve: (results: QueryResult<unknown>[]) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; results: QueryResult<unknown>[] } | { ok: false; error: unknown };

const isBusy = (error: unknown) => String((error as { code?: unknown })?.code).startsWith("SQLITE_BUSY");

export interface GroupCommitOptions {
  /** Commit as soon as this many calls wait (else at the end of the event loop's turn). */
  maxBatch?: number;
  /** Give up on a lock others hold after this long (ms), as the busy timeout does elsewhere. */
  lockTimeoutMs?: number;
}

/**
 * Group commit on SQLite: the calls made in one turn of the event loop (every request whose bytes
 * arrived together), and those made while the previous batch waits for the disk, share one
 * transaction and one fsync; a batch never waits on a timer. A call that fails (a constraint)
 * fails alone: the batch is rolled back and run again with a savepoint around each call, which
 * costs two statements a call and so is kept for that rare case.
 *
 * The batch runs on a connection of its own, synchronously from BEGIN IMMEDIATE to COMMIT, so no
 * other code of this process runs while it holds the write lock. That connection does not wait
 * for a lock: when another process (a worker, a backup) holds it, the batch tries again a moment
 * later instead of putting the whole event loop to sleep as SQLite's busy handler would.
 *
 * Durability is synchronous=FULL's, reached another way: the connection commits with
 * synchronous=NORMAL (in WAL mode that differs from FULL only in not fsyncing the WAL at COMMIT),
 * then the WAL file is fsynced on libuv's thread pool, and only then are the calls answered. The
 * event loop serves requests meanwhile, and the write lock is held for microseconds, not for the
 * fsync; the calls that arrive during it make the next batch.
 */
export function groupCommit(
  file: string,
  pragmas: readonly string[],
  { maxBatch = 64, lockTimeoutMs = 5000 }: GroupCommitOptions = {},
): WriteQueue {
  let connection: SQLite.Database | undefined;
  const statements = new Map<string, SQLite.Statement>();
  let waiting: Pending[] = [];
  let timer: NodeJS.Immediate | undefined;
  let flushing: Promise<void> | undefined;
  let closed = false;

  const open = () => {
    const opened = new SQLite(file);
    for (const pragma of pragmas) opened.pragma(pragma);
    opened.pragma("busy_timeout = 0");
    // COMMIT writes the WAL without waiting for the disk; syncWal does that wait off the event loop.
    opened.pragma("synchronous = NORMAL");
    return opened;
  };

  // fsync acts on the file, not the descriptor: syncing our own descriptor of the WAL makes durable
  // whatever any connection has written to it so far, our COMMIT included.
  let wal: FileHandle | undefined;
  const syncWal = async () => {
    wal ??= await fs.open(`${file}-wal`, "r+");
    await wal.sync();
  };

  const statement = (sql: string) => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = (connection as SQLite.Database).prepare(sql);
      // A bounded set: the hot writes are a handful of statements.
      if (statements.size >= 200) statements.clear();
      statements.set(sql, prepared);
    }
    return prepared;
  };

  const execute = (query: CompiledQuery): QueryResult<unknown> => {
    const prepared = statement(query.sql);
    const parameters = query.parameters as unknown[];
    if (prepared.reader) return { rows: prepared.all(parameters) };
    const { changes, lastInsertRowid } = prepared.run(parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  };

  // runCall's loop without its awaits: the batch must run from BEGIN to COMMIT in one go.
  const runSync = (queries: CompiledQuery[], guard: Guard | undefined) => {
    const results: QueryResult<unknown>[] = [];
    for (const query of queries) {
      results.push(execute(query));
      if (results.length === 1 && !passes(guard, results[0])) break;
    }
    return results;
  };

  /** Runs a batch in one transaction; throws only when the transaction itself cannot be had. */
  const runBatch = (batch: Pending[]): Outcome[] => {
    const db = connection as SQLite.Database;
    statement("BEGIN IMMEDIATE").run();
    try {
      let outcomes: Outcome[];
      try {
        outcomes = batch.map((call) => ({ ok: true, results: runSync(call.queries, call.guard) }));
      } catch {
        // One call failed: start over, with each call in a savepoint of its own.
        statement("ROLLBACK").run();
        statement("BEGIN IMMEDIATE").run();
        outcomes = batch.map((call) => {
          statement("SAVEPOINT call").run();
          try {
            const results = runSync(call.queries, call.guard);
            statement("RELEASE call").run();
            return { ok: true, results };
          } catch (error) {
            statement("ROLLBACK TO call").run();
            statement("RELEASE call").run();
            return { ok: false, error };
          }
        });
      }
      statement("COMMIT").run();
      return outcomes;
    } catch (error) {
      if (db.inTransaction) statement("ROLLBACK").run();
      throw error;
    }
  };

  async function flush() {
    clearImmediate(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    const started = Date.now();
    let outcomes: Outcome[];
    for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
      try {
        // Opened here, so that a file that cannot be opened fails the calls, not the process.
        connection ??= open();
        outcomes = runBatch(batch);
        break;
      } catch (error) {
        if (isBusy(error) && Date.now() - started < lockTimeoutMs) {
          await new Promise((resolve) => setTimeout(resolve, pause));
          continue;
        }
        for (const call of batch) call.reject(error);
        return;
      }
    }
    try {
      await syncWal();
    } catch (error) {
      for (const call of batch) call.reject(error);
      return;
    }
    outcomes.forEach((outcome, index) => {
      const call = batch[index] as Pending;
      if (outcome.ok) call.resolve(outcome.results);
      else call.reject(outcome.error);
    });
  }

  const schedule = () => {
    if (flushing) return;
    flushing = flush().finally(() => {
      flushing = undefined;
      if (waiting.length > 0) schedule();
    });
  };

  return {
    commit(queries, guard) {
      if (closed) return Promise.reject(new Error("the write queue is closed"));
      return new Promise((resolve, reject) => {
        waiting.push({ queries, guard, resolve, reject });
        if (waiting.length >= maxBatch) schedule();
        else timer ??= setImmediate(schedule);
      });
    },
    async close() {
      closed = true;
      while (flushing || waiting.length > 0) {
        if (!flushing) schedule();
        await flushing;
      }
      await wal?.close();
      connection?.close();
    },
  };
}

/**
 * Each call in a transaction of its own: for an in-memory SQLite database (tests), which has no
 * second connection to batch on, and for PostgreSQL's durable writes (commitOnPostgres).
 */
export function commitEach(db: Kysely<Database>): WriteQueue {
  return {
    commit: (queries, guard) =>
      db.transaction().execute((trx) => runCall(queries, guard, (query) => trx.executeQuery(query))),
    close: async () => {},
  };
}

/**
 * PostgreSQL commits each call in a transaction of its own: it takes concurrent writers without a
 * single lock, and overlaps their commits itself. A guarded call's first query (a rate-limit count)
 * commits before the rest, on its own and without waiting for the disk (`synchronous_commit = off`
 * for that transaction only): every post from one address updates the same counter row, and held
 * through the lead's durable commit its lock made those posts wait for each other's fsync. A count
 * lost in a crash costs nothing; the lead's own rows still commit durably, together, or not at all.
 */
export function commitOnPostgres(db: Kysely<Database>): WriteQueue {
  const durable = commitEach(db);
  return {
    async commit(queries, guard) {
      const [first, ...rest] = queries;
      if (!guard || !first) return durable.commit(queries, guard);
      const counted = await db.transaction().execute(async (trx) => {
        await sql`set local synchronous_commit = off`.execute(trx);
        return trx.executeQuery(first);
      });
      if (!passes(guard, counted) || rest.length === 0) return [counted];
      return [counted, ...(await durable.commit(rest))];
    },
    close: async () => {},
  };
}
