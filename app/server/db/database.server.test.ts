import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase, sqliteFile } from "./database.server";

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
