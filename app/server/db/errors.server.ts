/** Unique-constraint failures on both engines (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505). */
export const isUniqueViolation = (error: unknown) =>
  /unique|^23505$/i.test(String((error as { code?: string })?.code ?? "")) ||
  /UNIQUE constraint|duplicate key/i.test(String((error as Error)?.message ?? ""));

/** A write that failed for want of storage, not because of the request (answered by http/storage-faults). */
export interface StorageFault {
  kind: "full" | "busy" | "away";
  store: "files" | "database";
  code: string;
}

// SQLite reports a write the file system refused (a quota among them) as SQLITE_IOERR_WRITE, _FSYNC
// or _TRUNCATE; PostgreSQL's 53100 is a full disk.
const FILES_FULL = new Set(["ENOSPC", "EDQUOT"]);
const DATABASE_FULL = new Set([
  "SQLITE_FULL",
  "SQLITE_IOERR_WRITE",
  "SQLITE_IOERR_FSYNC",
  "SQLITE_IOERR_TRUNCATE",
  "53100",
]);
const DATABASE_BUSY = /^SQLITE_(BUSY|LOCKED)/;

/** The error itself or its cause. */
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

/** Class 08, 57P01-57P03 (shutting down, cannot connect now), 53300 (too many connections). */
const POSTGRES_UNAVAILABLE = /^(08\w{3}|57P0[123]|53300)$/;

/** The pool's own messages carry no code, hence the message patterns. */
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
