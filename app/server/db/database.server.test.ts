import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase, sqliteFile } from "./database.server";
import SQLite from "./sqlite-driver.server";

describe("sqliteFile", () => {
  it("resolves a file: URL against the working directory", () => {
    expect(sqliteFile("file:./data/app.db")).toBe(path.resolve("data/app.db"));
    expect(sqliteFile("file:/srv/site/data/app.db")).toBe("/srv/site/data/app.db");
    expect(sqliteFile("postgres://site@db/site")).toBeNull();
  });

  it("passes SQLite's in-memory database through, so opening it writes no file named ':memory:'", async () => {
    expect(sqliteFile("file::memory:")).toBe(":memory:");
    const { db } = openDatabase("file::memory:");
    try {
      await sql`create table probe (id integer)`.execute(db);
      await sql`insert into probe values (1)`.execute(db);
      expect((await sql<{ n: number }>`select count(*) as n from probe`.execute(db)).rows).toEqual([
        { n: 1 },
      ]);
    } finally {
      await db.destroy();
    }
    expect(existsSync(path.resolve(":memory:"))).toBe(false);
  });
});

describe("transactions on a SQLite file", () => {
  it("hold the write lock from their start: a read-then-write transaction is not failed by another connection's write", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "site-tx-"));
    const file = path.join(folder, "app.db");
    const { db } = openDatabase(`file:${file}`);
    const other = new SQLite(file);
    other.pragma("busy_timeout = 0");
    try {
      await sql`create table lead (id integer primary key, status text)`.execute(db);
      await sql`insert into lead values (1, 'new')`.execute(db);
      let otherWrite: "written" | "refused" | undefined;
      await db.transaction().execute(async (trx) => {
        await sql`select status from lead where id = 1`.execute(trx);
        try {
          other.prepare("insert into lead values (2, 'new')").run();
          otherWrite = "written";
        } catch (error) {
          expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
          otherWrite = "refused";
        }
        await sql`update lead set status = 'handled' where id = 1`.execute(trx);
      });
      expect(otherWrite).toBe("refused");
      expect(other.prepare("select id, status from lead order by id").all()).toEqual([
        { id: 1, status: "handled" },
      ]);
    } finally {
      other.close();
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
