import { afterAll, beforeAll } from "vitest";
import type { Dialect } from "~/server/db/schema.server";
import { type LeadSite, startLeadSite, stopLeadSite } from "./lead-site";
import { ADMIN, type Session, siteClient } from "./site-client";

/** Stands for the value `current` returns once the set-up has made it. */
function standIn<T extends object>(current: () => T | undefined, name: string): T {
  const target = () => {
    const value = current();
    if (value === undefined) throw new Error(`the ${name} is read before the set-up made it`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
  });
}

/**
 * The set-up of a describe block that tests a running site: `startLeadSite` before its tests (on a
 * new database, with `env`), `ADMIN` signed in through both steps unless `signIn` is false, and the
 * site stopped after them, which must exit cleanly. `site` and `admin` stand for what the set-up
 * made: read them inside hooks and tests only.
 */
export function useAdminSite(dialect: Dialect, env: Record<string, string> = {}, { signIn = true } = {}) {
  let started: LeadSite | undefined;
  let session: Session | undefined;
  const site = standIn(() => started, "site");
  const client = siteClient(() => site.server.url);

  beforeAll(async () => {
    started = await startLeadSite(dialect, env);
    if (signIn) session = await client.login(ADMIN);
  }, 60_000);
  afterAll(() => stopLeadSite(started));

  return { site, client, admin: standIn(() => session, "admin's session") };
}
