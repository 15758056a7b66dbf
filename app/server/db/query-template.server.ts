import { type Compilable, CompiledQuery } from "kysely";

const MARK = "\u0000param:";

/**
 * A query built and compiled once, then filled in with each call's values: the hot writes (a lead,
 * its mail, its rate-limit count) cost a sixth of a request's CPU when Kysely built them anew
 * every time. `build` receives a stand-in for each named value and must use every one as a bound
 * parameter (not inside `sql.raw` or `sql.lit`); the SQL depends on the names only.
 */
export function queryTemplate<Name extends string, Db>(
  names: readonly Name[],
  build: (db: Db, values: Record<Name, string>) => Compilable,
) {
  const compiled = new WeakMap<object, { sql: string; slots: (Name | { value: unknown })[] }>();
  const stand = Object.fromEntries(names.map((name) => [name, `${MARK}${name}`])) as Record<Name, string>;
  return (db: Db & object, values: Record<Name, unknown>): CompiledQuery => {
    let template = compiled.get(db);
    if (!template) {
      const query = build(db, stand).compile();
      const slots = query.parameters.map((parameter) =>
        typeof parameter === "string" && parameter.startsWith(MARK)
          ? (parameter.slice(MARK.length) as Name)
          : { value: parameter },
      );
      const used = new Set(slots.filter((slot) => typeof slot === "string"));
      const missing = names.filter((name) => !used.has(name));
      if (missing.length > 0)
        throw new Error(`query template: ${missing.join(", ")} not bound as parameters`);
      template = { sql: query.sql, slots };
      compiled.set(db, template);
    }
    return CompiledQuery.raw(
      template.sql,
      template.slots.map((slot) => (typeof slot === "string" ? values[slot] : slot.value)),
    );
  };
}
