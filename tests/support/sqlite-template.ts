import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The SQLite file migrated once for the run, which every in-process site copies. */
    sqliteTemplate: string;
  }
}

/**
 * Migrates one SQLite file for the whole run (copying it is cheaper than migrating anew, fsyncs and
 * all, for each site), and removes it when the run ends: a folder made in a test process outlived
 * it, since Vitest ends its workers without their exit handlers.
 */
export default async function migrateTemplate({ provide }: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "site-test-template-"));
  const file = path.join(folder, "app.db");
  const template = openDatabase(`file:${file}`);
  await migrateToLatest(template);
  await template.db.destroy();
  provide("sqliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
