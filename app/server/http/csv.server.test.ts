import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { capturedLog } from "../../../tests/support/in-process";
import { openDatabase } from "../db/database.server";
import { csvCell, csvRow, csvStream, nextBatch, UTF8_BOM } from "./csv.server";

describe("csvCell", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+91 98765 43210", `"'+91 98765 43210"`],
    ["-2", `"'-2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tTab", `"'\tTab"`],
    ["\rReturn", `"'\rReturn"`],
  ])("puts an apostrophe before a formula's first character: %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("quotes every cell and doubles its quotes; commas and line breaks stay inside", () => {
    expect(csvCell('She said "hi", then\r\nleft')).toBe('"She said ""hi"", then\r\nleft"');
    expect(csvCell("")).toBe('""');
    expect(csvCell("a = b")).toBe('"a = b"');
  });
});

describe("csvRow", () => {
  it("ends with CRLF", () => {
    expect(csvRow(["a", "b"])).toBe('"a","b"\r\n');
  });
});

describe("an export streamed in batches (nextBatch, csvStream)", () => {
  interface Item {
    id: string;
    created_at: string;
  }
  type Items = Kysely<{ items: Item }>;

  async function itemsTable(count: number) {
    const { db } = openDatabase("file::memory:");
    const items = db as unknown as Items;
    await sql`create table items (id text primary key, created_at text not null)`.execute(items);
    // Ten rows share each time, so a batch often ends inside a run of equal times.
    const rows = Array.from({ length: count }, (_, index) => ({
      id: `item-${String(index).padStart(5, "0")}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(index / 10))).toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 200)
      await items
        .insertInto("items")
        .values(rows.slice(start, start + 200))
        .execute();
    return { items, rows, close: () => db.destroy() };
  }

  // Keeping the byte-order mark, which a text decoder drops by default.
  const csvOf = async (stream: ReadableStream<Uint8Array>) =>
    new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

  it.each([
    [0, undefined],
    [499, undefined],
    [500, "items"],
    [1234, "items"],
  ])("sends all %i rows once, newest first, after the header (table %s)", async (count, table) => {
    const { items, rows, close } = await itemsTable(count);
    const batches: number[] = [];
    const { log, lines } = capturedLog();
    const stream = csvStream(
      log,
      "export failed",
      () => ["Id"],
      async (after) => {
        const batch = await nextBatch(items.selectFrom("items").selectAll(), after, table).execute();
        batches.push(batch.length);
        // A row that arrives during the export is newer than every row sent: it does not shift them.
        await items
          .insertInto("items")
          .values({ id: `late-${batches.length}`, created_at: "2027-01-01T00:00:00.000Z" })
          .execute();
        return { rows: batch.map((row) => [row.id]), last: batch.at(-1) };
      },
    );
    const expected = [...rows].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
    );
    expect(await csvOf(stream)).toBe(
      UTF8_BOM + csvRow(["Id"]) + expected.map((row) => csvRow([row.id])).join(""),
    );
    expect(batches.every((size) => size <= 500)).toBe(true);
    expect(batches).toHaveLength(Math.floor(count / 500) + 1);
    expect(lines).toEqual([]);
    await close();
  });

  it("ends the download with an error, logged under its own message, when a batch cannot be read", async () => {
    const { log, lines } = capturedLog();
    const stream = csvStream(
      log,
      "export failed",
      async () => ["Id"],
      async () => {
        throw new Error("the database went away");
      },
    );
    await expect(csvOf(stream)).rejects.toThrow("the database went away");
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["export failed"]);
  });
});
