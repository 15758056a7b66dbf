/** Unique-constraint failures on both engines (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505). */
export const isUniqueViolation = (error: unknown) =>
  /unique|^23505$/i.test(String((error as { code?: string })?.code ?? "")) ||
  /UNIQUE constraint|duplicate key/i.test(String((error as Error)?.message ?? ""));

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
