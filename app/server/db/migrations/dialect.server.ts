/**
 * The engines the migrations were written for. The migrations keep their own copy rather than the
 * app's `Dialect` (db/schema.server.ts), as they keep everything else they need: they import nothing
 * from the app (docs/decisions/041). Should the app learn a third engine, the type check then names
 * every migration that must say what it does there.
 */
export type Dialect = "sqlite" | "postgres";
