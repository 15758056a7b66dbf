import { randomUUID } from "node:crypto";
import { unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse as parseDisposition } from "content-disposition";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminPages } from "~/content/pages/admin";
import { messages } from "~/lib/messages";
import { printAvatarFile, storeAvatar } from "~/server/accounts/avatars.server";
import { usersPdfStream } from "~/server/admin/users-pdf.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import type { UsersTable } from "~/server/db/schema.server";
import { useAdminSite } from "../support/admin-site";
import { createTestDatabase, testDialects } from "../support/databases";
import { capturedLog } from "../support/in-process";
import { readPdf } from "../support/pdf";
import { ADMIN, tag } from "../support/site-client";

const text = adminPages.usersList;
type SeededUser = Omit<UsersTable, "role" | "is_verified"> & { role: "user"; is_verified: 0 | 1 };

const PATHS = ["/admin/export-users-pdf", "/export-users-pdf"];

/** Collapses pdftotext's line breaks (a wrapped cell) so a name reads as one line. */
const flat = (pages: string[]) => pages.join(" ").replace(/\s+/g, " ");

/** A user row as the site would store it, created `secondsAhead` after now (newest first in the PDF). */
function newUser(fields: Partial<SeededUser>, secondsAhead: number): SeededUser {
  const at = new Date(Date.now() + secondsAhead * 1000).toISOString();
  const t = tag();
  return {
    id: randomUUID(),
    name: `User ${t}`,
    email: `user.${t}@example.com`,
    mobile: "9876543210",
    password_hash: null,
    image: null,
    role: "user",
    is_verified: 0,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/** A real profile picture, stored the way an upload is: square WebP files in the server's DATA_DIR. */
async function avatar(dataDir: string, red: number): Promise<string> {
  const upload = path.join(dataDir, `upload-${randomUUID()}.png`);
  writeFileSync(
    upload,
    await sharp({ create: { width: 120, height: 90, channels: 3, background: { r: red, g: 90, b: 160 } } })
      .png()
      .toBuffer(),
  );
  const name = await storeAvatar(upload, dataDir);
  expect(name).not.toBeNull();
  return name as string;
}

describe.each(testDialects)("users PDF export on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);

  const download = async (pathname: string, method = "GET") => {
    const response = await client.request(pathname, { method, headers: { cookie: admin.cookie } });
    expect(response.status, `${method} ${pathname}`).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(parseDisposition(response.headers.get("content-disposition") ?? "")).toEqual({
      type: "attachment",
      parameters: { filename: expect.stringMatching(/^users-\d{4}-\d{2}-\d{2}\.pdf$/) },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    return readPdf(bytes);
  };

  it("lists names, e-mails, mobiles, pictures and the Verified flag, newest first, for GET and POST on both paths", async () => {
    const dataDir = site.database.dataDir;
    const [red, blue] = [await avatar(dataDir, 220), await avatar(dataDir, 20)];
    // Stored before uploads kept the PDF's JPEG: re-encoded from its WebP during the export.
    const older = await avatar(dataDir, 120);
    unlinkSync(printAvatarFile(older, dataDir));
    const t = tag();
    const users = [
      newUser({ name: `Asha Rao ${t}`, email: `asha.${t}@example.com`, image: red }, 60),
      newUser({ name: `Vikram Iyer ${t}`, email: `vikram.${t}@example.com`, image: blue }, 50),
      newUser({ name: `Meera Nair ${t}`, email: `meera.${t}@example.com`, image: red }, 40),
      // Typed by a user: a bidi override, markup, Cyrillic, Greek and an emoji DejaVu has no glyph for.
      newUser(
        { name: `Zoë D’Souza \u202eПривет Ωμέγα <b>&amp;</b> 🙂 ${t}`, email: `zoe.${t}@example.com` },
        30,
      ),
      // A picture whose files are gone: a placeholder box, not a failure.
      newUser({ name: `Lost Picture ${t}`, email: `lost.${t}@example.com`, image: randomUUID() }, 20),
      newUser({ name: `Old Picture ${t}`, email: `old.${t}@example.com`, image: older }, 10),
    ].map((user, index): SeededUser => ({ ...user, is_verified: index % 2 === 0 ? 1 : 0 }));
    await site.app.db.insertInto("users").values(users).execute();

    for (const pathname of PATHS) {
      for (const method of ["GET", "POST"]) {
        const pdf = await download(pathname, method);
        const all = flat(pdf.pageTexts);
        expect(pdf.pages).toBe(1);
        for (const heading of [text.heading, "Page 1", ...Object.values(text.columns)])
          expect(all).toContain(heading);
        for (const user of users) expect(all).toContain(user.email);
        for (const name of [
          `Asha Rao ${t}`,
          `Vikram Iyer ${t}`,
          `Meera Nair ${t}`,
          `Lost Picture ${t}`,
          `Old Picture ${t}`,
        ])
          expect(all).toContain(name);
        expect(all).toContain(`Zoë D’Souza Привет Ωμέγα <b>&amp;</b> ? ${t}`);
        expect(all).toContain(`${text.notVerified}`);
        expect(all.match(new RegExp(`\\b${text.verified}\\b`, "g"))?.length).toBeGreaterThan(1);
        // Newest first.
        const positions = users.map((user) => all.indexOf(user.email));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        // Four rows have a picture, drawn from three embedded images (a shared picture is embedded once).
        expect(pdf.images).toHaveLength(4);
        expect(new Set(pdf.images.map((image) => image.object)).size).toBe(3);
      }
    }
  });

  it("records each export in the audit log and the log, with the admin and the client's address", async () => {
    const exports = () =>
      site.app.db.selectFrom("audit_log").selectAll().where("action", "=", "users.exported").execute();
    const logged = () =>
      site.server.logs.filter((line) => line.includes('"users.exported"')).map((line) => JSON.parse(line));
    const [audited, loggedBefore] = [(await exports()).length, logged().length];
    await download(PATHS[1] ?? "", "POST");
    expect(await exports()).toHaveLength(audited + 1);
    expect((await exports()).at(-1)).toMatchObject({
      actor_email: ADMIN.email,
      target_type: "users",
      target_id: null,
    });
    await expect.poll(() => logged().length).toBe(loggedBefore + 1);
    expect(logged().at(-1)).toMatchObject({
      level: 30,
      msg: "export",
      email: ADMIN.email,
      ip: expect.stringMatching(/127\.0\.0\.1$/),
    });
  });

  it("breaks a long list into pages, each with the heading, the header row and its number, every user once", async () => {
    const t = tag();
    // Three users share each timestamp, so the keyset batches (100 rows) must order ties by id.
    const users = Array.from({ length: 300 }, (_, index) =>
      newUser({ email: `many.${index}.${t}@example.com` }, 1000 - Math.floor(index / 3)),
    );
    await site.app.db.insertInto("users").values(users).execute();
    const pdf = await download("/export-users-pdf");
    const total = Number(
      (
        await site.app.db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirst()
      )?.n,
    );
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.pages).toBe(Math.ceil(total / Math.ceil(total / pdf.pages)));
    pdf.pageTexts.forEach((page, index) => {
      for (const label of [text.heading, ...Object.values(text.columns), `Page ${index + 1}`])
        expect(page, `page ${index + 1}`).toContain(label);
    });
    const all = flat(pdf.pageTexts);
    const expected = [...users]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : -1))
      .map((user) => user.email);
    const found = all.match(new RegExp(`many\\.\\d+\\.${t}@example\\.com`, "g"));
    expect(found).toEqual(expected);
  });

  it("sends anonymous visitors to /login (pages) or answers 401 (JSON), and a user who is not an admin 403", async () => {
    const user = await client.newUserSession();
    for (const pathname of PATHS) {
      const page = await client.request(pathname, { headers: { accept: "text/html" } });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(pathname)}`);
      for (const method of ["GET", "POST"]) {
        const anonymous = await client.request(pathname, { method, headers: { accept: "application/json" } });
        expect(anonymous.status, `${method} ${pathname}`).toBe(401);
        const notAdmin = await client.request(pathname, {
          method,
          headers: { accept: "application/json", cookie: user.cookie },
        });
        expect(notAdmin.status, `${method} ${pathname}`).toBe(403);
        expect(await notAdmin.json()).toMatchObject({ ok: false, error: messages.admin.forbidden });
      }
    }
  });
});

describe.each(testDialects)("the users PDF generator on %s", (dialect) => {
  const { log, lines } = capturedLog();

  /** A new database, migrated, with the given users. */
  const databaseWith = async (users: SeededUser[]) => {
    const created = await createTestDatabase(dialect);
    const database = openDatabase(created.url);
    await migrateToLatest(database);
    for (let start = 0; start < users.length; start += 500)
      await database.db
        .insertInto("users")
        .values(users.slice(start, start + 500))
        .execute();
    return {
      ...created,
      db: database.db,
      close: async () => {
        await database.db.destroy();
        await created.drop();
      },
    };
  };

  it("writes a valid one-page PDF saying 'Users not found' when there are no users", async () => {
    const empty = await databaseWith([]);
    const signal = new AbortController().signal;
    const stream = await usersPdfStream({
      db: empty.db,
      dataDir: empty.dataDir,
      log,
      signal,
      generatedAt: new Date(),
    });
    try {
      const pdf = readPdf(new Uint8Array(await new Response(stream).arrayBuffer()));
      expect(pdf.pages).toBe(1);
      expect(flat(pdf.pageTexts)).toContain(text.empty);
      expect(flat(pdf.pageTexts)).toContain(text.heading);
      expect(pdf.images).toHaveLength(0);
    } finally {
      await empty.close();
    }
  });

  it("pauses while nobody reads, and stops when the reader goes away", async () => {
    const users = Array.from({ length: 5000 }, (_, index) => newUser({}, -index));
    const big = await databaseWith(users);
    const aborted = new AbortController();
    const stream = await usersPdfStream({
      db: big.db,
      dataDir: big.dataDir,
      log,
      signal: aborted.signal,
      generatedAt: new Date(),
    });
    try {
      const reader = stream.getReader();
      expect((await reader.read()).value?.length).toBeGreaterThan(0);
      // Nobody reads now: generation fills the read-ahead queue (well under 5000 rows) and waits.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      aborted.abort();
      await reader.cancel();
      const stopped = () => lines.find((line) => line.includes("stopped: the client went away"));
      await expect.poll(stopped).toBeTruthy();
      expect(JSON.parse(stopped() ?? "{}").rows).toBeLessThan(users.length);
    } finally {
      await big.close();
    }
  });
});
