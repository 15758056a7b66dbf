/** Unique-constraint failures on both engines (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505). */
export const isUniqueViolation = (error: unknown) =>
  /unique|^23505$/i.test(String((error as { code?: string })?.code ?? "")) ||
  /UNIQUE constraint|duplicate key/i.test(String((error as Error)?.message ?? ""));

/**
 * A write that failed for want of storage, not because of the request: no room left (`full`), or
 * the database's write lock held by another connection past the busy timeout (`busy`). `store` says
 * which: the files under DATA_DIR, or the database. The answers are in
 * `app/server/http/storage-faults.server.ts` (decision 048).
 */
export interface StorageFault {
  kind: "full" | "busy";
  store: "files" | "database";
  /** The error's own code, for the log. */
  code: string;
}

// ENOSPC and EDQUOT from the file system. SQLite says SQLITE_FULL for ENOSPC and SQLITE_IOERR_WRITE
// (or _FSYNC, _TRUNCATE) for a write the file system refused otherwise, a quota among them.
// PostgreSQL's class 53 "insufficient resources" names a full disk 53100.
const FILES_FULL = new Set(["ENOSPC", "EDQUOT"]);
const DATABASE_FULL = new Set([
  "SQLITE_FULL",
  "SQLITE_IOERR_WRITE",
  "SQLITE_IOERR_FSYNC",
  "SQLITE_IOERR_TRUNCATE",
  "53100",
]);
const DATABASE_BUSY = /^SQLITE_(BUSY|LOCKED)/;

/** The storage fault an error stands for (itself or its cause), or null for any other error. */
export function storageFault(error: unknown): StorageFault | null {
  for (let cause = error, depth = 0; cause && depth < 3; depth++) {
    const code = String((cause as { code?: unknown }).code ?? "");
    if (FILES_FULL.has(code)) return { kind: "full", store: "files", code };
    if (DATABASE_FULL.has(code)) return { kind: "full", store: "database", code };
    if (DATABASE_BUSY.test(code)) return { kind: "busy", store: "database", code };
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}
