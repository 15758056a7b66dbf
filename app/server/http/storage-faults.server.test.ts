import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { loadConfig } from "../config.server";
import { createLogger } from "../logger.server";
import { succeed } from "./respond.server";
import { answeringStorageFaults, STORAGE_RETRY_AFTER_SECONDS } from "./storage-faults.server";

function site(databaseUrl = "file:/srv/site/data/app.db") {
  const lines: { level: number; msg: string }[] = [];
  const log = createLogger(
    { LOG_LEVEL: "info", NODE_ENV: "production" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const config = loadConfig({ DATA_DIR: "/srv/site/data", DATABASE_URL: databaseUrl });
  return { context: { log, config }, lines };
}

const fault = (code: string) => Object.assign(new Error(`${code}: it failed`), { code });
const failing = (code: string) => () => Promise.reject(fault(code));
const working = () => Promise.resolve(succeed("Saved"));

describe("answeringStorageFaults", () => {
  // The episodes are kept per process, and the unit tests share one: each test ends its own.
  afterEach(() => answeringStorageFaults(site().context, "", ["database", "files"], working));

  it("answers no room for a file with 507 and the form's message, without Retry-After", async () => {
    const { context } = site();
    const answer = await answeringStorageFaults(
      context,
      "Error uploading file",
      ["files"],
      failing("ENOSPC"),
    );
    expect(answer.init?.status).toBe(507);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBeNull();
    expect(answer.data).toEqual({
      ok: false,
      error: "Error uploading file",
      details: messages.generic.noRoom,
    });
  });

  it("answers a database that cannot write now with 503 and Retry-After", async () => {
    for (const code of ["SQLITE_FULL", "SQLITE_BUSY", "53100"]) {
      const { context } = site();
      const answer = await answeringStorageFaults(context, "Failed.", ["database"], failing(code));
      expect(answer.init?.status).toBe(503);
      expect(new Headers(answer.init?.headers).get("Retry-After")).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
      expect(answer.data).toEqual({ ok: false, error: "Failed.", details: messages.generic.notNow });
    }
  });

  it("passes any other error on, and a success through", async () => {
    const { context } = site();
    await expect(answeringStorageFaults(context, "Failed.", ["database"], failing("EACCES"))).rejects.toThrow(
      "EACCES",
    );
    expect((await answeringStorageFaults(context, "Failed.", ["database"], working)).init?.status).toBe(201);
  });

  it("logs a full disk once, at error level, until the store takes a write again", async () => {
    const { context, lines } = site("postgres://site:secret@db/site");
    const said = () => lines.filter((line) => line.level === 50).map((line) => line.msg);
    for (let i = 0; i < 3; i++)
      await answeringStorageFaults(context, "Failed.", ["database"], failing("53100"));
    expect(said()).toEqual([expect.stringMatching(/^disk full: the database \(PostgreSQL\): 53100/)]);
    expect(said()[0]).not.toContain("secret");
    // A write to another store does not end the database's episode.
    await answeringStorageFaults(context, "Failed.", ["files"], working);
    await answeringStorageFaults(context, "Failed.", ["database"], failing("53100"));
    expect(said()).toHaveLength(1);

    await answeringStorageFaults(context, "Failed.", ["database"], working);
    expect(lines.at(-1)).toMatchObject({ level: 30, msg: "the database (PostgreSQL) takes writes again" });
    await answeringStorageFaults(context, "Failed.", ["database"], failing("53100"));
    expect(said()).toHaveLength(2);
  });

  it("logs a held lock at warn, and a full DATA_DIR by its path", async () => {
    const { context, lines } = site();
    await answeringStorageFaults(context, "Failed.", ["database"], failing("SQLITE_BUSY"));
    await answeringStorageFaults(context, "Failed.", ["files"], failing("ENOSPC"));
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 40, msg: expect.stringMatching(/^database locked by another process: SQLITE_BUSY/) },
      { level: 50, msg: expect.stringMatching(/^disk full: DATA_DIR \(\/srv\/site\/data\): ENOSPC/) },
    ]);
  });
});
