import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { defaultCourses } from "~/content/courses";
import { adminBatchesPage } from "~/content/pages/admin-batches";
import {
  type Batch,
  batchField,
  type Course,
  commonCurrency,
  unavailableBatchMessage,
  unavailableMessages,
} from "~/lib/courses";
import { formatDay } from "~/lib/format";
import { messages } from "~/lib/messages";
import { readArea } from "~/server/content/store.server";
import { useAdminSite } from "../support/admin-site";
import { parseCsv } from "../support/csv";
import { testDialects } from "../support/databases";
import { racing } from "../support/racing";
import { tag } from "../support/site-client";
import { editorFormOf } from "../support/site-content";

type Catalogue = { courses: Course[] };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const rustBatch = (changes: Partial<Batch> = {}): Batch => ({
  startsOn: inDays(30),
  timing: "Sat–Sun, 10:00–13:00",
  mode: "classroom",
  place: "Office 4, Andheri East",
  seats: 2,
  open: true,
  ...changes,
});
/** Rust with one batch. */
const rust = (changes: Partial<Course> = {}, batch: Partial<Batch> = {}): Course => ({
  key: "",
  name: "Rust",
  description: "Systems programming in Rust.",
  fee: 5000,
  currency: "USD",
  duration: "6 weeks",
  batches: [rustBatch(batch)],
  ...changes,
});
const withJava = (fee: number) =>
  defaultCourses.courses.map((course) => (course.key === "javaProgramming" ? { ...course, fee } : course));

// The catalogue in the content editor (decision 055): what the admin may publish, what enrolments
// store of it, and the seats of each batch, on each database.
describe.each(testDialects)("the course catalogue on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect, { TRUST_PROXY: "loopback" });

  /** The courses editor's form with the catalogue `catalogue`, as the admin's browser sends it. */
  async function editorPost(catalogue: Catalogue, intent: "publish" | "save") {
    const form = await editorFormOf(client.request, admin, "courses", { intent });
    for (const name of [...form.keys()]) if (name.startsWith("courses.")) form.delete(name);
    catalogue.courses.forEach((course, index) => {
      for (const [field, value] of Object.entries(course))
        if (field !== "batches") form.set(`courses.${index}.${field}`, String(value));
      course.batches.forEach((batch, position) => {
        for (const [field, value] of Object.entries(batch)) {
          const name = `courses.${index}.batches.${position}.${field}`;
          if (field !== "open") form.set(name, String(value));
          else if (value) form.set(name, "on");
        }
      });
    });
    return client.request("/admin/content/courses", {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "application/json" },
      body: form,
    });
  }

  async function publish(catalogue: Catalogue) {
    const response = await editorPost(catalogue, "publish");
    expect(response.status, await response.clone().text()).toBe(200);
    const initial = await (await client.request("/initialData")).json();
    const currency = commonCurrency(catalogue.courses);
    expect(initial.currency).toBe(currency);
    // Each course names its currency only when they mix: the spec's shape otherwise.
    expect(initial.courses.map((course: { currency?: string }) => course.currency)).toEqual(
      catalogue.courses.map((course) => (currency ? undefined : course.currency)),
    );
  }

  let address = 0;
  /**
   * An enrolment from a client address of its own, so each counts against its own rate limit, and
   * a mobile of its own unless told, so each is a person of its own.
   */
  const enrol = (body: Record<string, unknown>, from?: string) => {
    const n = ++address;
    return client.postJson(
      "/submitCourseData",
      { mobile: `98765${String(n).padStart(5, "0")}`, ...body },
      { "x-forwarded-for": from ?? `198.51.100.${n}` },
    );
  };

  const enrolmentsOf = (email: string) =>
    site.app.db.selectFrom("course_enrolments").selectAll().where("email", "=", email).execute();
  const mailsTo = (email: string) =>
    site.app.db.selectFrom("mail_outbox").select("id").where("reply_to", "=", email).execute();
  const batch = (key: string, startsOn: string) =>
    site.app.db
      .selectFrom("course_batches")
      .selectAll()
      .where("course_key", "=", key)
      .where("starts_on", "=", startsOn)
      .executeTakeFirst();

  it.each([
    ["a fee of 0", { fee: 0 }, {}, "courses.11.fee"],
    ["a negative fee", { fee: -5 }, {}, "courses.11.fee"],
    ["a fee that is text", { fee: "lots" as unknown as number }, {}, "courses.11.fee"],
    ["a fee with cents", { fee: 2500.5 }, {}, "courses.11.fee"],
    ["a batch with no seats", {}, { seats: 0 }, "courses.11.batches.0.seats"],
    ["a classroom batch with no place", {}, { place: "" }, "courses.11.batches.0.place"],
    ["a key another course has", { key: "javaProgramming" }, {}, "courses.11.key"],
    ["a key that is a field of the course form", { key: "email" }, {}, "courses.11.key"],
  ])("refuses %s, saving and publishing nothing", async (_case, change, batchChange, field) => {
    const before = await readArea(site.app.db, "courses");
    for (const intent of ["save", "publish"] as const) {
      const response = await editorPost(
        { courses: [...defaultCourses.courses, rust(change, batchChange)] },
        intent,
      );
      expect(response.status, await response.clone().text()).toBe(400);
      const answer = await response.json();
      expect(answer.ok).toBe(false);
      expect(Object.keys(answer.fields)).toEqual([field]);
    }
    expect(await readArea(site.app.db, "courses")).toEqual(before);
  });

  it("stores the fees an enrolment was made at: a later change of fee leaves it, and every view says so", async () => {
    const t = tag();
    const early = `early.${t}@example.com`;
    const first = await enrol({ email: early, javaProgramming: true, nodeJs: true });
    expect(first.status).toBe(201);
    expect((await first.json()).totalFees).toBe(7200);

    await publish({ courses: withJava(4500) });
    const late = `late.${t}@example.com`;
    const second = await enrol({ email: late, javaProgramming: true, nodeJs: true });
    expect((await second.json()).totalFees).toBe(7700);

    const [earlyRow] = await enrolmentsOf(early);
    const [lateRow] = await enrolmentsOf(late);
    expect(earlyRow).toMatchObject({ total_fees: 7200, currency: "USD" });
    expect(JSON.parse(earlyRow?.fees ?? "null")).toEqual([
      { key: "javaProgramming", label: "Java", fee: 4000, currency: "USD" },
      { key: "nodeJs", label: "Node.js", fee: 3200, currency: "USD" },
    ]);
    expect(lateRow).toMatchObject({ total_fees: 7700, currency: "USD" });

    const leadPage = await client.request(`/admin/leads/${earlyRow?.id}`, {
      headers: { cookie: admin.cookie },
    });
    const html = await leadPage.text();
    expect(html).toContain("Java ($4,000), Node.js ($3,200)");
    expect(html).toContain("$7,200");
    const csv = parseCsv(
      await (
        await client.request("/admin/inbox/export.csv?kind=enrolments", { headers: { cookie: admin.cookie } })
      ).text(),
    );
    const csvText = csv.map((row) => row.join("|")).join("\n");
    expect(csvText).toContain("Java ($4,000), Node.js ($3,200)");
    expect(csvText).toContain("Java ($4,500), Node.js ($3,200)");
    expect(await (await client.request("/initialData")).json()).toMatchObject({
      courses: expect.arrayContaining([{ key: "javaProgramming", label: "Java", fee: 4500 }]),
    });
  });

  it("reads an enrolment stored before fees were kept as it read then: dollars, the seeded labels", async () => {
    const email = `old.${tag()}@example.com`;
    const response = await enrol({ email, cProgramming: true });
    const { id } = await response.json();
    // As rows stored before batches are.
    await site.app.db
      .updateTable("course_enrolments")
      .set({ fees: null, currency: null })
      .where("id", "=", id)
      .execute();
    const html = await (
      await client.request(`/admin/leads/${id}`, { headers: { cookie: admin.cookie } })
    ).text();
    const cells = [...html.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((match) => match[1]);
    expect(cells).toContain("C Programming");
    expect(cells).toContain("$2,000");
  });

  it("gives a new course a key of its own that the endpoint takes, and never more seats than its batch has", async () => {
    const nextBatch = inDays(40);
    await publish({ courses: [...withJava(4500), rust({}, { startsOn: nextBatch })] });
    // The batch list shows the new batch before anyone enrolled, with the seats it was given.
    const empty = await (
      await client.request("/admin/batches", { headers: { cookie: admin.cookie } })
    ).text();
    expect(empty).toContain(adminBatchesPage.taken(0, 2));
    const initial = await (await client.request("/initialData")).json();
    expect(initial.courses.at(-1)).toEqual({ key: "rust", label: "Rust", fee: 5000 });
    expect(initial.courses.slice(0, 11).map((course: { key: string }) => course.key)).toEqual(
      defaultCourses.courses.map((course) => course.key),
    );

    const t = tag();
    const emails = Array.from({ length: 5 }, (_, index) => `racer${index}.${t}@example.com`);
    const answers = await racing(
      site.app,
      // Every racer's transaction waits at its batch's row until all of them are waiting.
      (held) => sql`lock table course_batches in share row exclusive mode`.execute(held),
      emails.map((email) => async () => {
        const response = await enrol({ email, rust: true, cProgramming: true });
        return { status: response.status, body: await response.json() };
      }),
    );
    const outcomes = answers.map((answer) => (answer.status === "fulfilled" ? answer.value : null));
    expect(outcomes.filter((outcome) => outcome?.status === 201)).toHaveLength(2);
    for (const outcome of outcomes.filter((outcome) => outcome?.status !== 201)) {
      // Refused by the store (409) when the batch filled while it waited, or by the schema (400) after.
      expect([400, 409]).toContain(outcome?.status);
      expect(outcome?.body).toMatchObject({
        ok: false,
        error: messages.enquiry.failed,
        fields: { rust: unavailableMessages.full("Rust") },
      });
    }
    expect(await batch("rust", nextBatch)).toMatchObject({ seats: 2 });
    const stored = await Promise.all(emails.map(enrolmentsOf));
    expect(stored.flat()).toHaveLength(2);
    const refused = emails.filter((_, index) => outcomes[index]?.status !== 201);
    for (const email of refused) expect(await mailsTo(email)).toEqual([]);
    // The refused took no seat of the other course either: each of its seats is a stored enrolment's.
    const cSeats = await site.app.db
      .selectFrom("course_batch_enrolments as b")
      .leftJoin("course_enrolments as e", "e.id", "b.enrolment_id")
      .select("e.id")
      .where("b.course_key", "=", "cProgramming")
      .execute();
    expect(cSeats.filter((seat) => seat.id === null)).toEqual([]);

    const page = await (await client.request("/online-course")).text();
    expect(page).toContain("Batch full");
    expect(page.match(/<input[^>]*name="rust"[^>]*>/)?.[0]).toContain("disabled");

    const batches = await (
      await client.request("/admin/batches", { headers: { cookie: admin.cookie } })
    ).text();
    expect(batches).toContain(adminBatchesPage.taken(2, 2));
    const csv = parseCsv(
      await (await client.request("/admin/batches.csv", { headers: { cookie: admin.cookie } })).text(),
    );
    const rustRows = csv.filter((row) => row[0] === "Rust");
    expect(rustRows).toHaveLength(2);
    for (const row of rustRows) {
      expect(row.slice(1, 5)).toEqual([nextBatch, "2", "2", "0"]);
      expect(row[8]).toBe("$5,000");
      expect(row[9]).toMatch(/^https:\/\/www\.example\.in\/admin\/leads\//);
    }
  });

  it("refuses a closed course named in the message, keeping nothing, and offers it disabled", async () => {
    await publish({
      courses: [...withJava(4500), rust({ key: "rust" }, { startsOn: "2020-01-06", open: false })],
    });
    const email = `closed.${tag()}@example.com`;
    const response = await enrol({ email, rust: true, nodeJs: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { rust: unavailableMessages.closed("Rust") } });
    expect(await enrolmentsOf(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    const page = await (await client.request("/online-course")).text();
    expect(page).toContain("Enrolment closed");
  });

  it("charges each course in its own currency: one in rupees changes only itself, and a mix totals per currency", async () => {
    const javaInRupees = defaultCourses.courses.map((course) =>
      course.key === "javaProgramming" ? { ...course, fee: 200_000, currency: "INR" as const } : course,
    );
    await publish({ courses: javaInRupees });
    const page = await (await client.request("/online-course")).text();
    expect(page).toContain("₹2,00,000");
    expect(page).toContain("$2,000");
    const initial = await (await client.request("/initialData")).json();
    expect(initial.currency).toBeNull();

    const rupees = `inr.${tag()}@example.com`;
    const alone = await (await enrol({ email: rupees, javaProgramming: true })).json();
    expect(alone).toMatchObject({ totalFees: 200_000 });
    expect(alone).not.toHaveProperty("totals");
    expect((await enrolmentsOf(rupees))[0]).toMatchObject({ currency: "INR", total_fees: 200_000 });

    const email = `mix.${tag()}@example.com`;
    const response = await enrol({ email, javaProgramming: true, cProgramming: true, nodeJs: true });
    const answer = await response.json();
    expect(answer.totals).toEqual({ USD: 5200, INR: 200_000 });
    expect(answer).not.toHaveProperty("totalFees");
    const [row] = await enrolmentsOf(email);
    expect(row).toMatchObject({ currency: null });
    expect(JSON.parse(String(row?.fees))).toEqual([
      { key: "cProgramming", label: "C Programming", fee: 2000, currency: "USD" },
      { key: "javaProgramming", label: "Java", fee: 200_000, currency: "INR" },
      { key: "nodeJs", label: "Node.js", fee: 3200, currency: "USD" },
    ]);
    const html = await (
      await client.request(`/admin/leads/${row?.id}`, { headers: { cookie: admin.cookie } })
    ).text();
    expect(html).toContain("$5,200 + ₹2,00,000");
    expect(html).toContain("Java (₹2,00,000)");
    expect(html).toContain("C Programming ($2,000)");
    const mail = await site.app.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("reply_to", "=", email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain("Total Fees: $5,200 + ₹2,00,000");
    // Put back the seeded catalogue for any later test.
    await publish({ courses: [...defaultCourses.courses] });
  });

  it("enrols in the batch chosen, else the soonest with a seat, and refuses a full one under its own field", async () => {
    const [january, march] = [inDays(35), inDays(95)];
    const java = defaultCourses.courses.map((course) =>
      course.key === "javaProgramming"
        ? {
            ...course,
            fee: 18_000,
            currency: "INR" as const,
            batches: [
              rustBatch({ startsOn: march, seats: 5 }),
              rustBatch({ startsOn: january, seats: 1, timing: "Weekdays, 19:00–21:00" }),
            ],
          }
        : course,
    );
    await publish({ courses: java });
    const t = tag();
    const enrolIn = async (who: string, batch?: string) => {
      const email = `${who}.${t}@example.com`;
      const response = await enrol({
        email,
        javaProgramming: true,
        ...(batch && { [batchField("javaProgramming")]: batch }),
      });
      const seats = await site.app.db
        .selectFrom("course_batch_enrolments as b")
        .innerJoin("course_enrolments as e", "e.id", "b.enrolment_id")
        .select("b.starts_on")
        .where("e.email", "=", email)
        .execute();
      return {
        status: response.status,
        answer: await response.json(),
        seats: seats.map((seat) => seat.starts_on),
        email,
      };
    };
    const chose = await enrolIn("chose", march);
    expect(chose).toMatchObject({ status: 201, seats: [march] });
    // The spec's answer: no batches, no payment.
    expect(Object.keys(chose.answer).sort()).toEqual(["id", "message", "ok", "totalFees"]);
    const mail = await site.app.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("to_address", "=", chose.email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(
      `Java: ${formatDay(march)} · Sat–Sun, 10:00–13:00 · Classroom · Office 4, Andheri East`,
    );
    expect(mail.text_body).toContain("Amount due: ₹18,000");

    expect(await enrolIn("soonest")).toMatchObject({ status: 201, seats: [january] });
    expect(await enrolIn("next")).toMatchObject({ status: 201, seats: [march] });
    const full = await enrolIn("full", january);
    expect(full).toMatchObject({ status: 400, seats: [] });
    expect(full.answer.fields).toEqual({ [batchField("javaProgramming")]: unavailableBatchMessage("Java") });
    expect(await mailsTo(full.email)).toEqual([]);
    expect(await enrolIn("nonsense", "2031-02-30")).toMatchObject({ status: 400, seats: [] });

    // March holds two seats now: the editor refuses to cut it to one, saving nothing.
    const before = await readArea(site.app.db, "courses");
    const cut = java.map((course) =>
      course.key === "javaProgramming"
        ? {
            ...course,
            batches: course.batches.map((one) => (one.startsOn === march ? { ...one, seats: 1 } : one)),
          }
        : course,
    );
    for (const intent of ["save", "publish"] as const) {
      const refused = await editorPost({ courses: cut }, intent);
      expect(refused.status).toBe(400);
      expect((await refused.json()).fields).toEqual({
        "courses.2.batches.0.seats": "Trainees hold 2 seats of this batch: keep at least 2.",
      });
    }
    expect(await readArea(site.app.db, "courses")).toEqual(before);

    const form = await (await client.request(`/online-course?course=javaProgramming&batch=${march}`)).text();
    const select = form.match(/<select[^>]*name="batch-javaProgramming"[\s\S]*?<\/select>/)?.[0] ?? "";
    expect(select).toMatch(new RegExp(`<option value="${march}" selected=""`));
    expect(select).toMatch(new RegExp(`<option value="${january}" disabled=""`));
    await publish({ courses: [...defaultCourses.courses] });
  });

  it("saves the editor's form as its page shows it, choices, ticks and dates alike, changing nothing", async () => {
    await publish({
      courses: [...withJava(4500), rust({ currency: "INR" }, { open: false, mode: "classroom" })],
    });
    const before = await readArea(site.app.db, "courses");
    const form = await editorFormOf(client.request, admin, "courses", { intent: "save" });
    const response = await client.request("/admin/content/courses", {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "application/json" },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = await readArea(site.app.db, "courses");
    expect(after.revision).toBe(before.revision + 1);
    expect(after.draft).toEqual(before.draft);
    expect(after.draft.courses.at(-1)?.batches).toEqual([rustBatch({ open: false })]);
    await publish({ courses: [...defaultCourses.courses] });
  });
  it("gives one person one seat: 30 enrolments from 4 addresses, one mailbox and one mobile, take one", async () => {
    const nextBatch = inDays(60);
    await publish({ courses: [...defaultCourses.courses, rust({}, { startsOn: nextBatch })] });
    const seatsOfRust = async () => {
      const page = await (await client.request("/online-course")).text();
      return page.match(/(\d+) seats? left/g)?.at(-1);
    };
    const holders = () =>
      site.app.db
        .selectFrom("course_batch_enrolments")
        .select("enrolment_id")
        .where("course_key", "=", "rust")
        .where("starts_on", "=", nextBatch)
        .execute();
    const t = tag();
    const spellings = [
      `asha.rao+${t}@gmail.com`,
      `AshaRao+${t}.x@Gmail.com`,
      `a.s.h.a.r.a.o+${t}@googlemail.com`,
    ];
    const mobiles = ["98200 12345", "+91 98200-12345", "09820012345", "0091 9820012345"];
    const answers = [];
    for (let n = 0; n < 30; n++)
      answers.push(
        await enrol(
          { email: `${spellings[n % 3]?.replace("+", `+${n}`)}`, mobile: mobiles[n % 4], rust: true },
          `203.0.113.${(n % 4) + 1}`,
        ),
      );
    // Each is taken as a lead, and told so as the first was: none is refused, none gets a second seat.
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    const seats = await holders();
    expect(seats).toHaveLength(1);
    expect(await seatsOfRust()).toBe("1 seat left");
    const batches = await (
      await client.request("/admin/batches", { headers: { cookie: admin.cookie } })
    ).text();
    expect(batches).toContain(adminBatchesPage.taken(1, 2));

    // The same mobile under another address, or the same mailbox with another mobile: still no seat.
    await enrol({ email: `ravi.${t}@example.com`, mobile: "9820012345", rust: true });
    await enrol({ email: `AshaRao+again@gmail.com`, rust: true });
    expect(await holders()).toHaveLength(1);

    // Deleting the lead that holds the seat gives it back.
    const deleted = await client.postJson(
      `/admin/leads/${seats[0]?.enrolment_id}`,
      { intent: "delete" },
      client.as(admin, { accept: "application/json" }),
    );
    expect(deleted.status).toBe(200);
    expect(await holders()).toEqual([]);
    expect(await seatsOfRust()).toBe("2 seats left");

    // A real trainee, then another, take the two seats.
    const first = await (await enrol({ email: `meera.${t}@example.com`, rust: true })).json();
    const second = await (await enrol({ email: `kiran.${t}@example.com`, rust: true })).json();
    expect([first.ok, second.ok]).toEqual([true, true]);
    expect(await seatsOfRust()).toBe("0 seats left");
    const move = (id: string, stage: string) =>
      client.postJson(
        `/admin/leads/${id}`,
        { intent: "stage", stage, reason: "Chose another institute" },
        client.as(admin),
      );

    // Moving one to Lost gives its seat back; leaving Lost while it is free takes it again.
    expect((await move(first.id, "lost")).status).toBe(200);
    expect(await seatsOfRust()).toBe("1 seat left");
    expect((await move(first.id, "contacted")).status).toBe(200);
    expect(await seatsOfRust()).toBe("0 seats left");

    // Lost again, and someone takes the seat meanwhile: leaving Lost, it no longer holds one.
    expect((await move(first.id, "lost")).status).toBe(200);
    expect((await enrol({ email: `divya.${t}@example.com`, rust: true })).status).toBe(201);
    expect((await move(first.id, "qualified")).status).toBe(200);
    expect(await seatsOfRust()).toBe("0 seats left");
    expect((await holders()).map((seat) => seat.enrolment_id)).not.toContain(first.id);
    await publish({ courses: [...defaultCourses.courses] });
  });
});
