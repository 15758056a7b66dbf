import { describe, expect, it } from "vitest";
import { storageFault } from "./errors.server";

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
