import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { rowCounts, tableNames } from "~/server/db/database.server";
import type { Dialect, TableName } from "~/server/db/schema.server";
import { type LeadSite, startLeadSite, stopLeadSite } from "./lead-site";
import { addressOf, hasAction, routeTable } from "./route-table";
import { ADMIN, type Session, sessionOf, siteClient } from "./site-client";
import { publishOpening } from "./site-content";

/**
 * What the hostile-request tests (tests/system/hostile-*.test.ts) share: every POST endpoint of
 * the route table, a site to send them to, and the checks that whatever a client sent, the site
 * answered below 500, kept serving, left no partly received file and stored a whole submission or
 * nothing.
 */
export interface Endpoint {
  path: string;
  /**
   * The session it is sent with: admin pages, the profile edit and /confirm-access read their body only for a
   * signed-in admin (POST /home answers only then), the second step of a sign-in only for a sign-in
   * waiting for it.
   */
  session: "admin" | "pending" | "none";
  /** The field its file goes in: account and admin forms take a picture, lead forms a file. */
  fileField: "image" | "file" | "photo.file";
  /** Lead forms, admin forms, or the site's other forms: each group's hostile bodies have a file. */
  group: "leads" | "site" | "admin";
}

export const endpoints: Endpoint[] = [];
for (const entry of routeTable) {
  if (!(await hasAction(entry))) continue;
  const signedIn =
    entry.file.startsWith("routes/admin/") ||
    entry.file === "routes/account/edit.tsx" ||
    entry.file === "routes/account/profile.tsx" ||
    entry.file === "routes/account/confirm-access.tsx";
  const session = signedIn ? "admin" : entry.file === "routes/account/second-factor.tsx" ? "pending" : "none";
  // A content editor streams any field ending in ".file" to disk, as media for that field.
  const fileField = entry.file.startsWith("routes/leads/")
    ? "file"
    : entry.file === "routes/admin/content/area.tsx"
      ? "photo.file"
      : "image";
  const group = entry.file.startsWith("routes/leads/")
    ? "leads"
    : entry.file.startsWith("routes/admin/")
      ? "admin"
      : "site";
  endpoints.push({ path: addressOf(entry.path ?? ""), session, fileField, group });
}

export const PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#1d4ed8" } })
  .png()
  .toBuffer();

/** Every file below a folder, with its path relative to it. */
function filesBelow(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return names.filter((name) => statSync(path.join(dir, name)).isFile());
}

/**
 * Starts a site on `dialect` before the tests of the calling `describe` (with loose rate limits and
 * a 1 MB upload limit) and stops it after them, reporting how many cases of each kind were sent.
 */
export function useHostileSite(dialect: Dialect, suite: string) {
  let site: LeadSite;
  let admin: Session;
  /** A sign-in of the admin's that waits for its second step (the password was right). */
  let pending: Session;
  let tables: TableName[];
  const casesRun: Record<string, number> = {};
  const client = siteClient(() => site.server.url);

  beforeAll(async () => {
    site = await startLeadSite(dialect, { RATE_LIMIT_FACTOR: "1000000", MAX_UPLOAD_MB: "1" });
    admin = await client.login(ADMIN);
    const halfSignedIn = await client.postJson("/login", { email: ADMIN.email, password: ADMIN.password });
    expect(halfSignedIn.status).toBe(202);
    pending = sessionOf(halfSignedIn);
    // An open opening at the route table's sample address of /jobs/:slug, so the hostile bodies
    // reach the Apply form's action, not the unknown opening's early 404.
    await publishOpening(client.request, admin, {
      title: "Hostile bodies welcome",
      slug: addressOf("jobs/:slug").slice("/jobs/".length),
    });
    tables = (await tableNames(site.app.db)).filter((table) => table !== "rate_limits");
  }, 60_000);

  afterAll(async () => {
    process.stdout.write(`${suite} on ${dialect}: ${JSON.stringify(casesRun)}\n`);
    await stopLeadSite(site);
  });

  const headersFor = (endpoint: Endpoint, contentType: string): Record<string, string> => ({
    "content-type": contentType,
    accept: "application/json",
    ...(endpoint.session === "admin" ? client.as(admin) : {}),
    ...(endpoint.session === "pending" ? { cookie: pending.cookie } : {}),
  });

  const counts = () => rowCounts(site.app.db, tables);

  const partFiles = () => filesBelow(site.database.dataDir).filter((name) => name.endsWith(".part"));

  /** What the server logged (from line `from` on) of an error nothing handled, or of a worker that ended. */
  const faults = (from = 0) =>
    site.server.logs
      .slice(from)
      .filter((line) => /worker \d+ (was killed|exited|stopped)|"level":60/.test(line));

  /** The site after a batch of cases: still the same processes, healthy, with no partly received file. */
  async function expectUnharmed() {
    expect(site.server.process.exitCode).toBeNull();
    expect(faults()).toEqual([]);
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    await expect.poll(partFiles, { timeout: 15_000 }).toEqual([]);
  }

  return {
    site: () => site,
    admin: () => admin,
    client,
    headersFor,
    counts,
    count(kind: string, cases = 1) {
      casesRun[kind] = (casesRun[kind] ?? 0) + cases;
    },

    /** Sends one body with fetch and checks the answer: below 500, and nothing stored on a refusal. */
    async expectHandled(endpoint: Endpoint, contentType: string, body: Buffer | string) {
      const logsBefore = site.server.logs.length;
      const before = await counts();
      const response = await client.request(endpoint.path, {
        method: "POST",
        headers: headersFor(endpoint, contentType),
        body: typeof body === "string" ? body : new Uint8Array(body),
      });
      const text = await response.text();
      expect(response.status, `${endpoint.path}: ${text.slice(0, 300)}`).toBeLessThan(500);
      if (response.status >= 400) expect(await counts(), endpoint.path).toEqual(before);
      expect(partFiles(), endpoint.path).toEqual([]);
      expect(faults(logsBefore), endpoint.path).toEqual([]);
    },

    expectUnharmed,

    /** Every stored upload and picture whole, and no file (upload, picture, site media) without its row. */
    async expectFilesWhole() {
      const uploads = [
        ...(await site.app.db.selectFrom("uploads").select(["stored_name", "size", "sha256"]).execute()),
        ...(await site.app.db.selectFrom("applications").select(["stored_name", "size", "sha256"]).execute()),
      ];
      const uploadsDir = path.join(site.database.dataDir, "uploads");
      const onDisk = filesBelow(uploadsDir);
      expect(onDisk.sort()).toEqual(uploads.map((row) => row.stored_name).sort());
      for (const row of uploads) {
        const bytes = readFileSync(path.join(uploadsDir, row.stored_name));
        expect(bytes.length).toBe(row.size);
        expect(createHash("sha256").update(bytes).digest("hex")).toBe(row.sha256);
      }
      const images = await site.app.db
        .selectFrom("users")
        .select("image")
        .where("image", "is not", null)
        .execute();
      const pictures = filesBelow(path.join(site.database.dataDir, "user-images"));
      const owners = new Set(images.map((row) => row.image));
      for (const file of pictures)
        expect(owners.has(file.split(/-(?:200|50|print)\./)[0] ?? ""), file).toBe(true);
      const media = await site.app.db.selectFrom("media_files").select("stored_name").execute();
      expect(filesBelow(path.join(site.database.dataDir, "site-media")).sort()).toEqual(
        media.map((row) => row.stored_name).sort(),
      );
      await expectUnharmed();
    },
  };
}
