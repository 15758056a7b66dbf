/** Unique-constraint failures on both engines (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505). */
export const isUniqueViolation = (error: unknown) =>
  /unique|^23505$/i.test(String((error as { code?: string })?.code ?? "")) ||
  /UNIQUE constraint|duplicate key/i.test(String((error as Error)?.message ?? ""));

/**
 * A write that failed for want of storage, not because of the request: no room left (`full`), or
 * the database's write lock held by another connection past the busy timeout (`busy`), or the
 * database not reachable at all (`away`, decision 049). `store` says
 * which: the files under DATA_DIR, or the database. The answers are in
 * `app/server/http/storage-faults.server.ts` (decision 048).
 */
export interface StorageFault {
  kind: "full" | "busy" | "away";
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
  if (isDatabaseUnavailable(error))
    return { kind: "away", store: "database", code: String((error as { code?: unknown })?.code ?? "") };
  return null;
}

/** Node's codes for a server that cannot be reached or went away. */
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's answers while it stops, starts or refuses new sessions: class 08 (connection
 * exception), 57P01-57P03 (shut down by an administrator or a crash, cannot connect now), 53300
 * (too many connections).
 */
const POSTGRES_UNAVAILABLE = /^(08\w{3}|57P0[123]|53300)$/;

/**
 * True when the database could not be reached or dropped the connection: an outage, not a fault
 * of the request, so worth answering 503 and trying again later (decision 049). The pool's own
 * messages carry no code: a connection that ended under a query, or no connection within
 * connectionTimeoutMillis.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const errors = error instanceof AggregateError ? [error, ...error.errors] : [error];
  return errors.some((each) => {
    const code = String((each as { code?: unknown })?.code ?? "");
    const message = String((each as Error)?.message ?? "");
    return (
      UNREACHABLE.has(code) ||
      POSTGRES_UNAVAILABLE.test(code) ||
      /Connection terminated|timeout exceeded when trying to connect|not queryable|not currently accepting connections/i.test(
        message,
      )
    );
  });
}
