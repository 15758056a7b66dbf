import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SQLITE_PRAGMAS } from "./database.server";
import { groupCommit, type WriteQueue } from "./write-queue.server";

const insert = (value: string) => CompiledQuery.raw("insert into lead (value) values (?)", [value]);

let dir: string;
let file: string;
let reader: SQLite.Database;
let queue: WriteQueue | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "write-queue-"));
  file = path.join(dir, "app.db");
  reader = new SQLite(file);
  for (const pragma of SQLITE_PRAGMAS) reader.pragma(pragma);
  reader.exec("create table lead (id integer primary key, value text not null unique)");
});

afterEach(async () => {
  await queue?.close();
  queue = undefined;
  reader.close();
  rmSync(dir, { recursive: true, force: true });
});

const stored = () =>
  (reader.prepare("select value from lead order by id").all() as { value: string }[]).map((row) => row.value);

/** The frames the write-ahead log holds, then empties it: one transaction of a few rows writes one. */
const walFrames = () => {
  const [{ log }] = reader.pragma("wal_checkpoint(PASSIVE)") as [{ log: number }];
  reader.pragma("wal_checkpoint(TRUNCATE)");
  return log;
};

describe("group commit on SQLite", () => {
  it("commits the calls of one turn of the event loop in one transaction, and answers none before it", async () => {
    queue = groupCommit(file, SQLITE_PRAGMAS);
    walFrames();
    await queue.commit([insert("alone")]);
    const oneTransaction = walFrames();
    expect(oneTransaction).toBeGreaterThan(0);
    // Calls that arrive while a batch is being committed go out right after it: let that one end.
    await new Promise((resolve) => setImmediate(resolve));

    let answered = 0;
    const calls = ["a", "b", "c", "d", "e"].map((value) =>
      queue?.commit([insert(value)]).then(() => answered++),
    );
    await Promise.resolve();
    expect(answered).toBe(0);
    expect(stored()).toEqual(["alone"]);
    await Promise.all(calls);
    expect(stored()).toEqual(["alone", "a", "b", "c", "d", "e"]);
    // Five separate commits would write at least five frames.
    expect(walFrames()).toBe(oneTransaction);
  });

  it("commits at once when the batch is full, within the call that fills it", async () => {
    queue = groupCommit(file, SQLITE_PRAGMAS, { maxBatch: 3 });
    const calls = ["a", "b", "c"].map((value) => queue?.commit([insert(value)]));
    expect(stored()).toEqual(["a", "b", "c"]);
    await Promise.all(calls);
  });

  it("fails exactly the call that fails: its own statements are undone, the rest of its batch is kept", async () => {
    reader.exec("insert into lead (value) values ('taken')");
    queue = groupCommit(file, SQLITE_PRAGMAS);
    const results = await Promise.allSettled([
      queue.commit([insert("first")]),
      queue.commit([insert("half"), insert("taken")]),
      queue.commit([insert("last")]),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(stored()).toEqual(["taken", "first", "last"]);
  });

  it("returns each query's result, and stops a guarded call after its first query when the guard says so", async () => {
    reader.exec("create table hits (subject text primary key, count integer not null)");
    const count = CompiledQuery.raw(
      "insert into hits values ('ip', 1) on conflict (subject) do update set count = count + 1 returning count",
      [],
    );
    queue = groupCommit(file, SQLITE_PRAGMAS);
    const guard = { column: "count", atMost: 2 };
    const first = await queue.commit([count, insert("one")], guard);
    expect(first).toHaveLength(2);
    expect(first[0]?.rows).toEqual([{ count: 1 }]);
    expect(first[1]?.numAffectedRows).toBe(1n);
    await queue.commit([count, insert("two")], guard);
    const refused = await queue.commit([count, insert("three")], guard);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.rows).toEqual([{ count: 3 }]);
    expect(stored()).toEqual(["one", "two"]);
  });

  it("waits for a lock another connection holds, without blocking the event loop, and gives up after its timeout", async () => {
    queue = groupCommit(file, SQLITE_PRAGMAS, { lockTimeoutMs: 300 });
    reader.exec("begin immediate");
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const waited = queue.commit([insert("after the lock")]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    reader.exec("commit");
    await waited;
    expect(stored()).toEqual(["after the lock"]);
    expect(ticks).toBeGreaterThan(5);

    reader.exec("begin immediate");
    await expect(queue.commit([insert("never")])).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    reader.exec("rollback");
    clearInterval(ticker);
    expect(stored()).toEqual(["after the lock"]);
  });

  it("commits what waits when closed, then refuses new calls", async () => {
    queue = groupCommit(file, SQLITE_PRAGMAS);
    const pending = queue.commit([insert("waiting")]);
    await queue.close();
    await pending;
    expect(stored()).toEqual(["waiting"]);
    await expect(queue.commit([insert("late")])).rejects.toThrow(/closed/);
  });
});
