import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATA_REQUEST_CONFIRM_PATH } from "~/lib/data-requests";
import { endpoints } from "~/lib/endpoints";
import { addDays, indiaDayOf } from "~/lib/india-days";
import { PAGE_FIELD } from "~/lib/page-view";
import { issueRecoveryCodes } from "~/server/auth/recovery-codes.server";
import { loadConfig } from "~/server/config.server";
import { publishDraft, readArea, saveDraft } from "~/server/content/store.server";
import { requestToken } from "~/server/data-requests/request.server";
import { openDatabase, rowCounts, tableNames } from "~/server/db/database.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { editorForm } from "../support/editor-form.js";
import { type LeadSite, startLeadSite } from "../support/lead-site";
import { downloadedSha256, npmRun, type SentFile, sha256, uploadFile } from "../support/operations";
import { type RunningServer, startServer } from "../support/server";
import { type Account, ADMIN, type Session, siteClient, tag } from "../support/site-client";
import { publishOpening } from "../support/site-content";

// `npm run migrate-data` moves an SQLite site with users, leads and uploads
// into PostgreSQL, and the site on PostgreSQL (same DATA_DIR) shows them and lets the users in.

describe.runIf(process.env.TEST_DATABASE_URL)("npm run migrate-data from SQLite into PostgreSQL", () => {
  let sqliteSite: LeadSite;
  let postgres: TestDatabase;
  let server: RunningServer | undefined;
  const before = siteClient(() => sqliteSite.server.url);
  const after = siteClient(() => server?.url ?? "");
  const t = tag();
  let users: Account[];
  let files: SentFile[];
  let pictureSha256: string;
  let pictureUrl: string;
  let oldSession: Session;

  beforeAll(async () => {
    sqliteSite = await startLeadSite("sqlite");
    users = [await before.register(true), await before.register(false)];
    oldSession = await before.login(users[0] as Account);
    const user = (await (
      await before.request("/user", { headers: { cookie: oldSession.cookie } })
    ).json()) as {
      image: string;
    };
    pictureUrl = user.image;
    pictureSha256 = sha256(new Uint8Array(await (await before.request(pictureUrl)).arrayBuffer()));

    files = [await uploadFile(before), await uploadFile(before, "/upload-file")];
    const brief = await uploadFile(before, "/api/needs/upload");
    files.push(brief);
    const leads: [string, unknown][] = [
      ["/api/feedback", { name: `Asha ${t}`, email: `asha.${t}@example.com`, message: `Hello ${t}` }],
      [
        "/api/needs",
        {
          selection: "WebDevelopment",
          name: `Ravi ${t}`,
          mobile: "9876543210",
          email: `ravi.${t}@example.com`,
          uploadIds: [brief.id],
        },
      ],
      [
        "/api/online/submit-form",
        {
          selection: "OnlineCertification",
          courseSelection: "Java",
          name: `Meera ${t}`,
          mobile: "+91 98765 43210",
          email: `meera.${t}@example.com`,
        },
      ],
      ["/submitCourseData", { mobile: "9876543210", email: `kiran.${t}@example.com`, cProgramming: true }],
      ["/not-found", { path: `/missing-${t}`, referrer: "/about" }],
    ];
    for (const [pathname, body] of leads) {
      const response = await before.postJson(pathname, body);
      expect(response.status, `${pathname}: ${await response.clone().text()}`).toBe(201);
    }
    // An admin session and an audit entry (the admin made at start) too, and the lead inbox's
    // tables: a lead's note (its timeline), an admin's template, a digest subscription.
    const adminSession = await before.login(ADMIN);
    const { id: leadId } = await sqliteSite.app.db
      .selectFrom("leads")
      .select("id")
      .where("kind", "=", "feedback")
      .executeTakeFirstOrThrow();
    for (const [address, body] of [
      [`/admin/leads/${leadId}`, { intent: "note", note: `Called ${t}` }],
      [
        "/admin/templates/reply-call",
        { intent: "save", subject: "Call?", body: "Hello {name}", enabled: true },
      ],
      ["/admin/digest", { intent: "subscribe" }],
    ] as const) {
      const response = await before.postJson(address, body, before.as(adminSession));
      expect(response.status, `${address}: ${await response.clone().text()}`).toBe(200);
    }
    // The site's content: a published company profile (its draft, version and generation) and a
    // kept media file.
    const editor = await before.request("/admin/content/profile", {
      headers: { cookie: adminSession.cookie, accept: "text/html" },
    });
    const published = await before.request("/admin/content/profile", {
      method: "POST",
      headers: { cookie: adminSession.cookie, accept: "application/json" },
      body: editorForm(await editor.text(), { name: `Asha Soft ${t}`, intent: "publish" }),
    });
    expect(published.status, await published.clone().text()).toBe(200);
    // An opening, and an application to it with its CV.
    const opening = await publishOpening(before.request, adminSession, { title: `Tester ${t}` });
    files.push(
      await uploadFile(before, opening, {
        name: `Divya ${t}`,
        email: `divya.${t}@example.com`,
        mobile: "9820012345",
      }),
    );
    // Second factors: the admin's app (set up by startLeadSite), recovery codes, a passkey as a
    // registration stores it, and a passkey challenge waiting for its answer.
    const { db } = sqliteSite.app;
    const { id: adminId } = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    await issueRecoveryCodes(db, adminId);
    await db
      .insertInto("passkeys")
      .values({
        id: `credential-${t}`,
        user_id: adminId,
        name: "Office laptop",
        public_key: "pQECAyYgASFYIB",
        counter: 3_000_000_000,
        transports: JSON.stringify(["internal", "hybrid"]),
        created_at: new Date().toISOString(),
        last_used_at: null,
      })
      .execute();
    await db
      .insertInto("media_files")
      .values({
        id: "00000000-0000-4000-8000-000000000001",
        kind: "image",
        stored_name: "00000000-0000-4000-8000-000000000001.webp",
        content_type: "image/webp",
        size: 1234,
        sha256: "ab".repeat(32),
        original_name: "logo.png",
        uploaded_by: adminId,
        created_at: new Date().toISOString(),
      })
      .execute();
    // The courses' tables: a payment with its numbered receipt on the enrolment, an interview
    // for the applicant, and a waitlist entry for a course whose batches the owner closed.
    const leadOf = async (kind: "enrolments" | "applications") =>
      (await db.selectFrom("leads").select("id").where("kind", "=", kind).executeTakeFirstOrThrow()).id;
    const today = indiaDayOf(new Date());
    for (const [lead, body] of [
      [await leadOf("enrolments"), { intent: "payment", amount: 1000, paidOn: today, reference: `UTR${t}` }],
      [
        await leadOf("applications"),
        {
          intent: "interview",
          day: addDays(today, 1),
          time: "15:30",
          minutes: 45,
          mode: "video",
          place: `https://meet.example.com/${t}`,
          interviewer: adminId,
        },
      ],
    ] as const) {
      const response = await before.postJson(`/admin/leads/${lead}`, body, before.as(adminSession));
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    }
    const courses = await readArea(db, "courses");
    const closed = courses.live.courses.map((course) =>
      course.key === "javaProgramming"
        ? { ...course, batches: course.batches.map((batch) => ({ ...batch, open: false })) }
        : course,
    );
    const owner = { id: adminId, email: ADMIN.email };
    const saved = await saveDraft(db, "courses", { courses: closed }, courses.revision, owner);
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    expect(await publishDraft(db, "courses", saved.revision, owner)).toMatchObject({ ok: true });
    await vi.waitFor(
      async () =>
        expect(
          (
            await before.postJson("/courses/java-programming", {
              course: "javaProgramming",
              email: `asha.${t}@example.com`,
              name: `Asha ${t}`,
            })
          ).status,
        ).toBe(201),
      { timeout: 5000, interval: 100 },
    );
    // A confirmed data request, as the person's mailed link confirms it.
    const token = requestToken(loadConfig({ DATA_DIR: sqliteSite.database.dataDir }).SESSION_SECRET, {
      email: `asha.${t}@example.com`,
      request: "see",
      note: "",
    });
    const confirmed = await before.request(DATA_REQUEST_CONFIRM_PATH, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ token }),
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(201);
    expect((await before.postJson("/login/passkey", { intent: "options" })).status).toBe(200);
    // The account's count of wrong codes in a row (decision 037), as a wrong code leaves it.
    await db
      .insertInto("second_factor_failures")
      .values({ user_id: adminId, failures: 1, last_try_at: new Date().toISOString() })
      .execute();
    // A page view (decision 052): the worker writes its batch, with the day's salt, as the server
    // stops; and a day's counts as the roll-up writes them.
    const view = await before.request(endpoints.pageViews, {
      method: "POST",
      headers: { "content-type": "text/plain", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0" },
      body: new URLSearchParams({ [PAGE_FIELD]: "/services" }).toString(),
    });
    expect(view.status).toBe(204);
    await db
      .insertInto("traffic_daily")
      .values({ day: "2026-12-01", dimension: "page", value: "/services", views: 2, visitors: 1 })
      .execute();
    await db.insertInto("traffic_final_days").values({ day: "2026-12-01" }).execute();
    await sqliteSite.app.db.destroy();
    expect(await sqliteSite.server.stop()).toBe(0);
    await sqliteSite.sink.close();
    postgres = await createTestDatabase("postgres");
  }, 90_000);

  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
    await postgres?.drop();
    await sqliteSite?.database.drop();
  });

  const migrate = () =>
    npmRun("migrate-data", ["--from", sqliteSite.database.url], {
      DATABASE_URL: postgres.url,
      DATA_DIR: sqliteSite.database.dataDir,
    });

  it("copies every table, row for row, and says how many rows each got", async () => {
    const started = performance.now();
    const result = await migrate();
    expect(result.code, result.output).toBe(0);
    process.stdout.write(
      `migrate-data in ${((performance.now() - started) / 1000).toFixed(1)} s:\n${result.output}`,
    );

    const source = openDatabase(sqliteSite.database.url);
    const target = openDatabase(postgres.url);
    try {
      const tables = await tableNames(source.db);
      expect(await tableNames(target.db)).toEqual(tables);
      const counts = await rowCounts(source.db, tables);
      // Every table has rows, so every table's copy is tested.
      for (const table of tables) expect(counts[table], table).toBeGreaterThan(0);
      expect(await rowCounts(target.db, tables)).toEqual(counts);
      for (const table of tables) {
        expect(result.output).toContain(`${table}: ${counts[table]} rows`);
        // The app reads the same values from both engines (timestamps as ISO strings, integers as numbers).
        const rows = async (db: typeof source.db) =>
          (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
        expect(await rows(target.db), table).toEqual(await rows(source.db));
      }
    } finally {
      await source.db.destroy();
      await target.db.destroy();
    }
  }, 60_000);

  it("serves the copy on PostgreSQL: leads in the inbox, users log in, files and pictures download", async () => {
    server = await startServer({
      DATABASE_URL: postgres.url,
      DATA_DIR: sqliteSite.database.dataDir,
      APP_URL: "https://www.example.in",
    });
    const admin = await after.login(ADMIN);
    const inbox = async (kind: string, q: string) => {
      const list =
        kind === "broken-links" ? "/admin/site-health/broken-links?" : `/admin/inbox?kind=${kind}&`;
      const response = await after.request(`${list}q=${encodeURIComponent(q)}`, {
        headers: { accept: "text/html", cookie: admin.cookie },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    expect(await inbox("feedback", t)).toContain(`Hello ${t}`);
    expect(await inbox("need", t)).toContain(`Ravi ${t}`);
    expect(await inbox("online", t)).toContain(`Meera ${t}`);
    expect(await inbox("enrolments", `kiran.${t}`)).toContain("C Programming");
    expect(await inbox("broken-links", `missing-${t}`)).toContain(`/missing-${t}`);

    // The published profile is live on PostgreSQL.
    expect(await (await after.request("/nav2")).text()).toContain(`Asha Soft ${t}`);

    for (const file of files) expect(await downloadedSha256(after, admin.cookie, file.id)).toBe(file.sha256);
    for (const user of users) await after.login(user);
    // A session made on SQLite is recognised on PostgreSQL.
    const me = await after.request("/user", { headers: { cookie: oldSession.cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { image: string }).image).toBe(pictureUrl);
    const picture = await after.request(pictureUrl);
    expect(picture.status).toBe(200);
    expect(sha256(new Uint8Array(await picture.arrayBuffer()))).toBe(pictureSha256);
  }, 60_000);

  it("refuses a target database that already has rows", async () => {
    const result = await migrate();
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /^The target database is not empty \(.*users has 3 rows.*\): migrate-data only fills an empty one\.\n$/,
    );
  });
});
