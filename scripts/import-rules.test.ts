import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The import rules of biome.json (docs/decisions/041), tried on a small project of probe files
// that has the real biome.json, tsconfig.json and package.json (Biome reads the ~ alias from
// tsconfig.json only beside a package.json): a cycle, a migration that imports app code, and
// each layer rule, broken once and kept once. `npm run lint` runs the same rules on the real tree.

const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
const root = path.resolve(import.meta.dirname, "..");

const probes: Record<string, string> = {
  "app/lib/phone.ts": `export const digits = (text: string) => text;\n`,
  "app/server/db/migrations/0098-earlier.server.ts": `export const earlier = 1;\n`,
  "app/server/db/migrations/0099-probe.server.ts": [
    `import { digits } from "~/lib/phone";`,
    `import { openDatabase } from "../database.server";`,
    `import { z } from "zod";`,
    `import { sql } from "kysely";`,
    `import { NO_MIGRATIONS } from "kysely/migration";`,
    `import { readFile } from "node:fs/promises";`,
    `import { earlier } from "./0098-earlier.server";`,
    `export const probe = [digits, openDatabase, z, sql, NO_MIGRATIONS, readFile, earlier];`,
  ].join("\n"),
  "app/server/db/migrations/0099-probe.server.test.ts": [
    `import { openDatabase } from "../database.server";`,
    `export const probe = [openDatabase];`,
  ].join("\n"),
  // A value cycle through the ~ alias, and one made of a type-only import.
  "app/server/a.server.ts": `import { b } from "~/server/b.server";\nexport const a = () => b;\n`,
  "app/server/b.server.ts": `import { a } from "./a.server";\nexport const b = () => a;\n`,
  "app/server/c.server.ts": `import type { D } from "./d.server";\nexport const c = (d: D) => d;\n`,
  "app/server/d.server.ts": `import { c } from "./c.server";\nexport type D = typeof c;\n`,
  "app/lib/probe.ts": [
    `import { newId } from "~/server/ids.server";`,
    `import { nowIso } from "../server/ids.server";`,
    `import { renderToString } from "react-dom/server";`,
    `export const probe = [newId, nowIso, renderToString];`,
  ].join("\n"),
  "app/components/admin/Probe.tsx": `import { listAudit } from "../../server/audit/audit.server";\nexport const probe = [listAudit];\n`,
  "app/content/probe.ts": `import type { Config } from "~/server/config.server";\nexport type Probe = Config;\n`,
  "app/server/probe.server.ts": [
    `import { Modal } from "~/components/Modal";`,
    `import { meta } from "../routes/not-found";`,
    `import { digits } from "~/lib/phone";`,
    `export const probe = [Modal, meta, digits];`,
  ].join("\n"),
  // app/server's layers: a folder imports from its own layer or one below, never one above.
  "app/server/layer-probe.server.ts": [
    `import { liveContent } from "./content/live.server";`,
    `import { technologyLogos } from "../content/technologies.ts";`,
    `import type { Database } from "./db/schema.server";`,
    `export const probe = [liveContent, technologyLogos] as Database[];`,
  ].join("\n"),
  "app/server/mail/layer-probe.server.ts": [
    `import { matchingLeads } from "../inbox/query.server";`,
    `import { kindSources } from "~/server/leads/kinds.server";`,
    `import { recordAudit } from "../audit/audit.server";`,
    `import { nowIso } from "../ids.server";`,
    `export const probe = [matchingLeads, kindSources, recordAudit, nowIso];`,
  ].join("\n"),
  // A server module beside its route: it imports app/server, and app/server never imports it.
  "app/routes/admin/probe.server.ts": `import { newId } from "~/server/ids.server";\nexport const probe = [newId];\n`,
  "app/server/inbox/beside-probe.server.ts": [
    `import { changeUsers } from "~/routes/admin/dashboard.server";`,
    `import { listSiteHealth } from "../../routes/admin/site-health/list.server";`,
    `export const probe = [changeUsers, listSiteHealth];`,
  ].join("\n"),
  "app/routes/probe.tsx": [
    `import { Modal } from "~/components/Modal";`,
    `import { newId } from "~/server/ids.server";`,
    `export const probe = [Modal, newId];`,
  ].join("\n"),
};

/** Each import rule's finding as `path:line rule`. */
let findings: string[] = [];
let project = "";

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  for (const file of ["biome.json", "tsconfig.json", "package.json"])
    copyFileSync(path.join(root, file), path.join(project, file));
  for (const [file, text] of Object.entries(probes)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), `${text}\n`);
  }
  const run = spawnSync(process.execPath, [biome, "lint", "--vcs-enabled=false", "--reporter=json", "."], {
    cwd: project,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
  };
  findings = report.diagnostics
    .filter(({ category }) => /noImportCycles|noRestrictedImports/.test(category))
    .map(({ category, location }) => `${location.path}:${location.start.line} ${category.split("/").at(-1)}`)
    .sort();
}, 60_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

const of = (file: string) => findings.filter((finding) => finding.startsWith(`${file}:`));

describe("the import rules of npm run lint", () => {
  it("refuse every import cycle, type-only imports included", () => {
    expect(of("app/server/a.server.ts")).toEqual(["app/server/a.server.ts:1 noImportCycles"]);
    expect(of("app/server/b.server.ts")).toEqual(["app/server/b.server.ts:1 noImportCycles"]);
    expect(of("app/server/c.server.ts")).toEqual(["app/server/c.server.ts:1 noImportCycles"]);
    expect(of("app/server/d.server.ts")).toEqual(["app/server/d.server.ts:1 noImportCycles"]);
  });

  it("let a migration import kysely (and its migration API), node: built-ins and other migrations, and nothing else", () => {
    const migration = "app/server/db/migrations/0099-probe.server.ts";
    expect(of(migration)).toEqual([1, 2, 3].map((line) => `${migration}:${line} noRestrictedImports`));
    expect(of("app/server/db/migrations/0099-probe.server.test.ts")).toEqual([]);
  });

  it("keep app/server out of app/components, app/content and app/lib", () => {
    expect(of("app/lib/probe.ts")).toEqual(
      [1, 2].map((line) => `app/lib/probe.ts:${line} noRestrictedImports`),
    );
    expect(of("app/components/admin/Probe.tsx")).toEqual([
      "app/components/admin/Probe.tsx:1 noRestrictedImports",
    ]);
    expect(of("app/content/probe.ts")).toEqual(["app/content/probe.ts:1 noRestrictedImports"]);
  });

  it("keep each layer of app/server from importing a layer above it", () => {
    expect(of("app/server/layer-probe.server.ts")).toEqual([
      "app/server/layer-probe.server.ts:1 noRestrictedImports",
    ]);
    expect(of("app/server/mail/layer-probe.server.ts")).toEqual(
      [1, 2].map((line) => `app/server/mail/layer-probe.server.ts:${line} noRestrictedImports`),
    );
  });

  it("keep app/routes and app/components out of app/server, and let routes import both", () => {
    expect(of("app/server/probe.server.ts")).toEqual(
      [1, 2].map((line) => `app/server/probe.server.ts:${line} noRestrictedImports`),
    );
    expect(of("app/routes/probe.tsx")).toEqual([]);
  });

  it("let a server module beside its route import app/server, and keep app/server from importing it", () => {
    expect(of("app/routes/admin/probe.server.ts")).toEqual([]);
    expect(of("app/server/inbox/beside-probe.server.ts")).toEqual(
      [1, 2].map((line) => `app/server/inbox/beside-probe.server.ts:${line} noRestrictedImports`),
    );
  });
});
