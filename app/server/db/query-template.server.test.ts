import { type Kysely, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.server";
import { queryTemplate } from "./query-template.server";

interface Db {
  item: { id: string; label: string; note: string | null; size: number };
}

const { db } = openDatabase("file::memory:") as unknown as { db: Kysely<Db> };
afterAll(() => db.destroy());

describe("queryTemplate", () => {
  it("fills each call's values into SQL compiled once, constants and repeated names included", async () => {
    await sql`create table item (id text primary key, label text not null, note text, size integer not null)`.execute(
      db,
    );
    let builds = 0;
    const insert = queryTemplate(["id", "label"], (database: Kysely<Db>, row) => {
      builds++;
      return database
        .insertInto("item")
        .values({ id: row.id, label: row.label, note: sql`${row.label} || '!'`, size: 3 });
    });
    for (const [id, label] of [
      ["a", "first"],
      ["b", "second"],
    ])
      await db.executeQuery(insert(db, { id, label }));
    expect(builds).toBe(1);
    expect(await db.selectFrom("item").selectAll().orderBy("id").execute()).toEqual([
      { id: "a", label: "first", note: "first!", size: 3 },
      { id: "b", label: "second", note: "second!", size: 3 },
    ]);
  });

  it("refuses a template whose value is not a bound parameter", () => {
    const literal = queryTemplate(["id"], (database: Kysely<Db>, row) =>
      database.selectFrom("item").selectAll().where("id", "=", sql.lit(row.id)),
    );
    expect(() => literal(db, { id: "a" })).toThrow(/id not bound/);
  });
});
