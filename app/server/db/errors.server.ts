/** Unique-constraint failures on both engines (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505). */
export const isUniqueViolation = (error: unknown) =>
  /unique|^23505$/i.test(String((error as { code?: string })?.code ?? "")) ||
  /UNIQUE constraint|duplicate key/i.test(String((error as Error)?.message ?? ""));
