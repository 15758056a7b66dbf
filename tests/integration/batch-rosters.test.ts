import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { defaultCourses } from "~/content/courses";
import { adminBatchesPage, batchReminderMail, rosterTexts } from "~/content/pages/admin-batches";
import { batchLine } from "~/content/pages/courses";
import { type Batch, batchOf, type Course, formatBatchDate } from "~/lib/courses";
import { addDays, indiaDayOf } from "~/lib/india-days";
import { rosterPath } from "~/lib/rosters";
import { publishDraft, readArea, readPublished, saveDraft } from "~/server/content/store.server";
import { remindBatches } from "~/server/courses/batch-reminders.server";
import { createLogger } from "~/server/logger.server";
import { startMaintenance } from "~/server/operations/maintenance.server";
import { useAdminSite } from "../support/admin-site";
import { parseCsv } from "../support/csv";
import { testDialects } from "../support/databases";
import { COMPANY_EMAIL, outboxDrained } from "../support/lead-site";
import { readPdf } from "../support/pdf";
import { ADMIN, tag } from "../support/site-client";

const today = indiaDayOf(new Date());
/** Java's batch starts in two India days: its trainees are due their reminder. */
const soon = addDays(today, 2);
/** Node.js's starts later: not yet. */
const later = addDays(today, 5);
/** The published Java course's batch that starts `soon`, as a mail or a roster describes it. */
function javaLine(courses: readonly Course[]) {
  const java = courses.find((course) => course.key === "javaProgramming");
  const batch = java && batchOf(java, soon);
  expect(batch).toBeTruthy();
  return { batch: batch as Batch, line: batchLine(batch as Batch) };
}

// A batch's figures and roster for the owner and the trainer, and the reminder its trainees get.
describe.each(testDialects)("batch rosters and reminders on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect, { TRUST_PROXY: "loopback" });
  const t = tag();
  const asha = { name: "Asha Rao", email: `asha.${t}@example.com`, mobile: "9820011111" };
  // A name a spreadsheet would run as a formula, were it not escaped.
  const kiran = { name: "=1+2 Kiran", email: `kiran.${t}@example.com`, mobile: "9820022222" };
  const ravi = { email: `ravi.${t}@example.com`, mobile: "9820033333" };
  const meera = { name: "Meera Shah", email: `meera.${t}@example.com`, mobile: "9820044444" };
  let address = 0;
  const enrol = async (trainee: object, courses: string[]) => {
    const response = await client.postJson(
      "/submitCourseData",
      { ...trainee, ...Object.fromEntries(courses.map((key) => [key, true])) },
      { "x-forwarded-for": `198.51.100.${++address}` },
    );
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()).id as string;
  };
  const asAdmin = (path: string) => client.request(path, { headers: { cookie: admin.cookie } });
  const javaRoster = (format: "csv" | "pdf") => asAdmin(rosterPath(format, "javaProgramming", soon));

  beforeAll(async () => {
    const { db } = site.app;
    const boss = await db
      .selectFrom("users")
      .select(["id", "email"])
      .where("email", "=", ADMIN.email)
      .executeTakeFirstOrThrow();
    const courses = defaultCourses.courses.map((course) =>
      course.key === "javaProgramming"
        ? { ...course, batches: [{ ...(course.batches[0] as Batch), startsOn: soon }] }
        : course.key === "nodeJs"
          ? { ...course, batches: [{ ...(course.batches[0] as Batch), startsOn: later }] }
          : course,
    );
    const { revision } = await readArea(db, "courses");
    const saved = await saveDraft(db, "courses", { ...defaultCourses, courses }, revision, boss);
    if (!saved.ok) throw new Error(saved.code);
    expect(await publishDraft(db, "courses", saved.revision, boss)).toMatchObject({ ok: true });
    // The site picks the publish up on its next look at the store.
    await vi.waitFor(
      async () =>
        expect(await (await client.request("/online-course")).text()).toContain(formatBatchDate(soon)),
      { timeout: 10_000, interval: 100 },
    );

    const ashaId = await enrol(asha, ["javaProgramming"]);
    await enrol(kiran, ["javaProgramming"]);
    const raviId = await enrol(ravi, ["javaProgramming", "nodeJs"]);
    // Asha pays her $4,000 in full; Ravi $1,000 of his $7,200; Kiran nothing yet.
    for (const [id, amount] of [
      [ashaId, 4000],
      [raviId, 1000],
    ] as const) {
      const paid = await client.postJson(
        `/admin/leads/${id}`,
        { intent: "payment", currency: "USD", amount, paidOn: today, reference: `UTR${tag()}` },
        client.as(admin),
      );
      expect(paid.status, await paid.clone().text()).toBe(201);
    }
    // Two wait for a batch of Java; one of them was told of a batch already.
    for (const who of ["neha", "vikram"]) {
      const joined = await client.postJson(
        "/courses/java-programming",
        { course: "javaProgramming", email: `${who}.${t}@example.com` },
        { "x-forwarded-for": `198.51.100.${++address}` },
      );
      expect(joined.status, await joined.clone().text()).toBe(201);
    }
    await db
      .updateTable("waitlist")
      .set({ told_at: new Date().toISOString() })
      .where("email", "=", `vikram.${t}@example.com`)
      .execute();
    const lost = await enrol(meera, ["javaProgramming"]);
    const moved = await client.postJson(
      `/admin/leads/${lost}`,
      { intent: "stage", stage: "lost", reason: "Chose another institute" },
      client.as(admin),
    );
    expect(moved.status).toBe(200);
    await outboxDrained(site);
  }, 60_000);

  it("shows each batch's line, enrolled and seats left on /admin/batches", async () => {
    const html = await (await asAdmin("/admin/batches")).text();
    const { courses } = (await readPublished(site.app.db)).content.courses;
    const { batch, line } = javaLine(courses);
    const section = html.slice(html.indexOf(`Java, ${formatBatchDate(soon)}`));
    const card = section.slice(0, section.indexOf("</section>"));
    expect(card).toContain(line);
    const figures = [...card.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
      (match) => `${match[1]}: ${match[2]}`,
    );
    const { enrolled, seats, seatsLeft, paid, unpaid, waiting } = adminBatchesPage.figures;
    expect(figures.slice(0, 6)).toEqual([
      `${enrolled}: 3`,
      `${seats}: ${batch.seats}`,
      `${seatsLeft}: ${batch.seats - 3}`,
      `${paid}: 1`,
      `${unpaid}: 2`,
      `${waiting}: 1`,
    ]);
    expect(card).toContain("Asha Rao");
    expect(card).not.toContain(meera.email);
  });

  it("gives a batch's roster as CSV, by name, with mobiles, e-mails and a Paid column, and audits it", async () => {
    const response = await javaRoster("csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    const { columns, paid } = rosterTexts;
    expect(header).toEqual([columns.name, columns.mobile, columns.email, columns.enrolledAt, columns.paid]);
    // By name; Ravi gave none and is listed by his e-mail; Meera, Lost, holds no seat.
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      [`'${kiran.name}`, kiran.mobile, kiran.email],
      [asha.name, asha.mobile, asha.email],
      [ravi.email, ravi.mobile, ravi.email],
    ]);
    for (const row of rows) expect(row[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+05:30$/);
    expect(rows.map((row) => row[4])).toEqual([paid.unpaid, paid.paid, paid.part]);
    const audited = await site.app.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "details"])
      .where("action", "=", "batches.exported")
      .execute();
    expect(
      audited.map((entry) => ({ ...entry, details: JSON.parse(entry.details ?? "null") })),
    ).toContainEqual({
      action: "batches.exported",
      actor_email: ADMIN.email,
      details: { course: "javaProgramming", startsOn: soon, format: "csv" },
    });
  });

  it("gives a batch's roster as a printable PDF that reads back with the names", async () => {
    const response = await javaRoster("pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.pages).toBe(1);
    const text = pdf.pageTexts.join("\n");
    for (const shown of [rosterTexts.heading("Java"), asha.name, kiran.name, ravi.email, asha.mobile]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain(meera.name);
  });

  it("answers 404 for a batch that does not exist, whatever the address holds", async () => {
    const missing = await asAdmin(rosterPath("csv", "javaProgramming", addDays(soon, 1)));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(rosterTexts.noSuchBatch);
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (course, starts) => {
        const format = course.length % 2 === 0 ? "csv" : "pdf";
        const response = await asAdmin(rosterPath(format, `x${course}`, starts));
        expect(response.status).toBe(404);
        expect(await response.text()).toBe(rosterTexts.noSuchBatch);
      }),
      { numRuns: 25 },
    );
  });

  it("mails each trainee holding a seat one reminder two days before the batch, however often and wherever maintenance runs", async () => {
    const config = {
      DATA_DIR: site.database.dataDir,
      UPLOADS_DIR: `${site.database.dataDir}/uploads`,
      APP_URL: "https://www.example.in",
      COMPANY_EMAIL,
    };
    const maintenance = startMaintenance({
      db: site.app.db,
      dialect,
      config,
      log: createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" }),
      everyMs: 50,
    });
    const { content } = await readPublished(site.app.db);
    const published = async () => content;
    try {
      // Two more workers at once, beside the maintenance's timer.
      await Promise.all([
        remindBatches(site.app.db, published, config),
        remindBatches(site.app.db, published, config),
      ]);
      await expect
        .poll(() =>
          site.app.db
            .selectFrom("course_batch_enrolments")
            .select("enrolment_id")
            .where("reminded_at", "is not", null)
            .execute(),
        )
        .toHaveLength(3);
    } finally {
      await maintenance.stop();
    }
    expect(await remindBatches(site.app.db, published, config)).toBe(0);
    await outboxDrained(site);

    // Counted over every mail the site sent: the server's own maintenance may have run first.
    const subject = batchReminderMail.subject("Java", formatBatchDate(soon) ?? "");
    const reminders = site.sink.messages.filter((mail) => mail.subject === subject);
    expect(reminders.map((mail) => mail.to[0]).sort()).toEqual([asha.email, kiran.email, ravi.email].sort());
    const toAsha = reminders.find((mail) => mail.to[0] === asha.email);
    expect(toAsha?.text).toContain(`Hello ${asha.name},`);
    expect(toAsha?.text).toContain(javaLine(content.courses.courses).line);
    expect(toAsha?.headers["reply-to"]).toBe(COMPANY_EMAIL);
    expect(reminders.find((mail) => mail.to[0] === ravi.email)?.text).toContain(`Hello ${ravi.email},`);
  });
});
