import pg from "pg";
import { describe, expect, it } from "vitest";
import { freePort } from "../../../tests/support/free-port";
import { isDatabaseUnavailable, isUniqueViolation, storageFault } from "./errors.server";

/** What connecting to `url` throws (or null when it connects). */
async function connectError(url: string): Promise<unknown> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
}

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe("storageFault", () => {
  it("names a full file system, a full or failing database write, and a locked database", () => {
    expect(storageFault(withCode("ENOSPC"))).toEqual({ kind: "full", store: "files", code: "ENOSPC" });
    expect(storageFault(withCode("EDQUOT"))?.store).toBe("files");
    for (const code of ["SQLITE_FULL", "SQLITE_IOERR_WRITE", "SQLITE_IOERR_FSYNC", "53100"])
      expect(storageFault(withCode(code))).toEqual({ kind: "full", store: "database", code });
    for (const code of ["SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_LOCKED"])
      expect(storageFault(withCode(code))).toEqual({ kind: "busy", store: "database", code });
  });

  it("looks through an error's causes, as an aborted stream wraps what stopped it", () => {
    const aborted = Object.assign(new Error("The operation was aborted"), {
      code: "ABORT_ERR",
      cause: withCode("ENOSPC"),
    });
    expect(storageFault(aborted)?.code).toBe("ENOSPC");
  });

  it("leaves every other error to its caller", () => {
    for (const error of [
      withCode("SQLITE_CONSTRAINT_UNIQUE"),
      withCode("23505"),
      withCode("ENOENT"),
      withCode("SQLITE_IOERR_READ"),
      new Error("database or disk is full"),
      null,
      undefined,
      "ENOSPC",
    ])
      expect(storageFault(error)).toBeNull();
  });
});

describe("isDatabaseUnavailable", () => {
  it("is true for a server that refuses connections", async () => {
    const error = await connectError(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`);
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "is false for what waiting does not mend: a database that does not exist, a bad query",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? "");
      url.pathname = "/no_such_database_here";
      const missing = await connectError(url.toString());
      expect(missing).toMatchObject({ code: "3D000" });
      expect(isDatabaseUnavailable(missing)).toBe(false);

      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        const syntax = await client.query("selec 1").catch((error: unknown) => error);
        expect(isDatabaseUnavailable(syntax)).toBe(false);
        // An administrator ending the session: the connection drops under the next query.
        const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        client.on("error", () => {});
        await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
        await admin.end();
        const ended = await client.query("select 1").catch((error: unknown) => error);
        expect(isDatabaseUnavailable(ended)).toBe(true);
      } finally {
        await client.end().catch(() => {});
      }
    },
  );

  it("is not a unique violation, nor the other way round", () => {
    const duplicate = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
  });
});
