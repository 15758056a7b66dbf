import { randomUUID } from "node:crypto";
import { fc } from "@fast-check/vitest";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultProfile } from "~/content/company";
import { mailTemplateDefaults, replySoon } from "~/content/mail-templates";
import { enrolmentLines } from "~/content/pages/course-payment";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { acknowledgementBudgets } from "~/lib/inbox";
import { indiaDayOf } from "~/lib/india-days";
import { leadKindViews } from "~/lib/lead-kinds";
import { testDialects } from "../../../tests/support/databases";
import { capturedLog, openInProcessSite } from "../../../tests/support/in-process";
import { jsonLeadPost, validLeads } from "../../../tests/support/lead-bodies";
import { tag } from "../../../tests/support/site-client";
import { publishDraft, saveDraft } from "../content/store.server";
import { enrolmentReference } from "../courses/payment.server";
import { resetTemplate, saveTemplate, templateOf } from "../mail/templates.server";
import { acknowledge } from "./acknowledgement.server";
import { leadForms } from "./lead-forms.server";
import { submitLead } from "./submit-lead.server";

const COMPANY_EMAIL = "hello@example.in";
const ADMIN = { id: null, email: "boss@example.in" };
const PUBLISHED_NAME = "Asha Soft Pvt Ltd";

/** The default acknowledgement, filled as it must be: the company's words, nothing a visitor typed. */
const expectedBody = (what: string) =>
  mailTemplateDefaults.acknowledgement.body
    .replaceAll("{what}", what)
    .replaceAll("{company}", PUBLISHED_NAME)
    .replaceAll("{next}", replySoon);

/** An address on a domain of its own, so each test's budgets are its own. */
const freshAddress = (local = "visitor") => `${local}@${tag()}.example.org`;

/** The site's parts, with the company as published and a lead sender from ever-new client addresses. */
async function openSite(dialect: (typeof testDialects)[number]) {
  const site = await openInProcessSite(dialect, { COMPANY_EMAIL });
  await saveDraft(site.app.db, "profile", { ...defaultProfile, name: PUBLISHED_NAME }, 0, ADMIN);
  await publishDraft(site.app.db, "profile", 1, ADMIN);
  await site.site.refresh();
  let client = 0;
  const send = async (form: keyof typeof leadForms, body: Record<string, unknown>) => {
    const context = site.context(`198.51.${Math.floor(++client / 250) % 250}.${client % 250}`);
    const result = await submitLead(jsonLeadPost(body), context, leadForms[form]);
    expect(result.init?.status, JSON.stringify(result.data)).toBe(201);
    return result.data.ok ? (result.data.id ?? "") : "";
  };
  const acknowledgementsOf = (leadIds: string[]) =>
    site.app.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("lead_id", "in", leadIds)
      .where("purpose", "=", "acknowledgement")
      .execute();
  const notices = () =>
    site.app.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", COMPANY_EMAIL)
      .where("purpose", "is", null)
      .execute();
  const stored = async (leadIds: string[]) =>
    (await site.app.db.selectFrom("leads").select("id").where("id", "in", leadIds).execute()).length;
  return { site, send, acknowledgementsOf, notices, stored };
}

// The automatic acknowledgement: written after the lead's commit, from its
// template filled with the company's words only, within the day's budgets of the mailbox, its
// domain and the site, never for a honeypot hit.
describe.each(testDialects)("the acknowledgement on %s", (dialect) => {
  let leads: Awaited<ReturnType<typeof openSite>>;
  beforeAll(async () => {
    leads = await openSite(dialect);
  });
  afterAll(() => leads.site.close());

  it.each([
    ["feedback", validLeads.feedback, leadKindViews.feedback.whatTheySent],
    ["need", validLeads.need, leadKindViews.need.whatTheySent],
    ["online", validLeads.online, leadKindViews.online.whatTheySent],
    ["course", validLeads.course, `${leadKindViews.enrolments.whatTheySent} (Java, $4,000: $4,000 in all)`],
  ] as const)(
    "acknowledges a %s lead in the company's words, with nothing the visitor typed",
    async (form, valid, what) => {
      const t = tag();
      const body = { ...valid(t), email: freshAddress(`Visitor.${t}`) };
      const id = await leads.send(form, body);
      const [mail, ...more] = await leads.acknowledgementsOf([id]);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        to_address: body.email,
        reply_to: COMPANY_EMAIL,
        html_body: null,
        status: "waiting",
        subject: `We received ${what}`,
        // An enrolment's says how to pay after the template's words: here, that the company will write.
        text_body:
          form === "course"
            ? `${expectedBody(what)}\n\n${enrolmentLines(
                [{ course: "Java", batch: "Date to be announced · Online" }],
                { USD: 4000 },
                {
                  reference: enrolmentReference(id),
                  payWithinDays: 3,
                  otherwise: { due: { USD: 4000 }, bankDetails: null },
                },
              ).join("\n")}`
            : expectedBody(what),
      });
      expect(mail?.text_body.split("\n")[0]).toBe("Hello,");
      expect(`${mail?.subject}\n${mail?.text_body}`).not.toContain(t);
    },
  );

  it("is the same mail whatever the visitor typed as name and message", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 100 }),
        fc.string({ maxLength: 300 }),
        async (name, message) => {
          fc.pre(name.trim() !== "" && message.trim() !== "");
          const id = await leads.send("feedback", { name, email: freshAddress(), message });
          const [mail] = await leads.acknowledgementsOf([id]);
          expect(mail?.subject).toBe(`We received ${leadKindViews.feedback.whatTheySent}`);
          expect(mail?.text_body).toBe(expectedBody(leadKindViews.feedback.whatTheySent));
        },
      ),
      { numRuns: 15 },
    );
  });

  it("sends none for a honeypot hit", async () => {
    const email = freshAddress();
    await leads.send("feedback", {
      ...validLeads.feedback(tag()),
      email,
      [HONEYPOT_FIELD]: "https://spam.example",
    });
    const mails = await leads.site.app.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", email)
      .execute();
    expect(mails).toEqual([]);
  });

  it("goes once a day to a mailbox, whatever its +tag, its case and the form", async () => {
    const domain = `${tag()}.example.org`;
    const ids = [
      await leads.send("feedback", { ...validLeads.feedback(tag()), email: `victim@${domain}` }),
      await leads.send("need", { ...validLeads.need(tag()), email: `victim+1@${domain}` }),
      await leads.send("course", { ...validLeads.course(tag()), email: `Victim+2@${domain.toUpperCase()}` }),
      await leads.send("online", { ...validLeads.online(tag()), email: `VICTIM+refund+now@${domain}` }),
      await leads.send("feedback", { ...validLeads.feedback(tag()), email: `victim+4@${domain}` }),
    ];
    const mails = await leads.acknowledgementsOf(ids);
    expect(mails.map((mail) => mail.lead_id)).toEqual([ids[0]]);
    // Every lead is stored all the same, and a dotted address elsewhere is a mailbox of its own.
    expect(await leads.stored(ids)).toBe(5);
    const other = await leads.send("feedback", { ...validLeads.feedback(tag()), email: `vic.tim@${domain}` });
    expect(await leads.acknowledgementsOf([other])).toHaveLength(1);
  });

  it("takes a Gmail address's dots, +tag and googlemail.com for the one mailbox they are", async () => {
    const t = tag();
    const ids = [
      await leads.send("feedback", { ...validLeads.feedback(t), email: `asha.${t}@gmail.com` }),
      await leads.send("feedback", { ...validLeads.feedback(t), email: `A.s.h.a${t}+x@GoogleMail.com` }),
      await leads.send("feedback", { ...validLeads.feedback(t), email: `asha${t}@gmail.com` }),
    ];
    expect((await leads.acknowledgementsOf(ids)).map((mail) => mail.lead_id)).toEqual([ids[0]]);
  });

  it("sends one acknowledgement to a mailbox whose leads arrive all at once", async () => {
    const domain = `${tag()}.example.org`;
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        leads.send("feedback", { ...validLeads.feedback(tag()), email: `burst+${index}@${domain}` }),
      ),
    );
    expect(await leads.acknowledgementsOf(ids)).toHaveLength(1);
    expect(await leads.stored(ids)).toBe(12);
  });

  /**
   * Sends a feedback lead to `email` while a transaction of the test's own holds that mailbox's new
   * budget row, and runs `meanwhile` once the lead's count waits for it; then ends that transaction
   * (`end`) and answers the lead's id.
   */
  const sentPastHeldMailbox = async (
    email: string,
    end: "rollback" | "commit",
    meanwhile: () => Promise<void> = async () => {},
  ) => {
    const { db } = leads.site.app;
    return db.connection().execute(async (connection) => {
      await sql`begin`.execute(connection);
      await connection
        .insertInto("acknowledgement_budgets")
        .values({ key: `mailbox:${email}`, day: indiaDayOf(new Date()), used: 1 })
        .execute();
      const sending = leads.send("feedback", { ...validLeads.feedback(tag()), email });
      for (let waited = 0; ; waited += 1) {
        const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
          from pg_stat_activity
          where wait_event_type = 'Lock' and query like 'insert into "acknowledgement_budgets"%'`.execute(db);
        if ((rows[0]?.waiting ?? 0) > 0) break;
        if (waited > 500) throw new Error("the lead's count never waited for the held one");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await meanwhile();
      await sql.raw(end).execute(connection);
      return sending;
    });
  };

  // A lead counting its mailbox while another transaction holds that mailbox's new row: PostgreSQL
  // makes it wait for that transaction, then counts what was committed. SQLite takes one writer at
  // a time, so only PostgreSQL can get there.
  it.skipIf(dialect !== "postgres")(
    "counts a mailbox another transaction holds once that one ends: its own if rolled back, nothing if committed",
    async () => {
      const rolledBack = await sentPastHeldMailbox(freshAddress(), "rollback");
      expect(await leads.acknowledgementsOf([rolledBack])).toHaveLength(1);
      const committed = await sentPastHeldMailbox(freshAddress(), "commit");
      expect(await leads.acknowledgementsOf([committed])).toEqual([]);
    },
  );

  // One commit holds the lead and its acknowledgement (decision 039): while the acknowledgement
  // waits, nobody sees the lead either, and once it is written both are there. Only PostgreSQL lets
  // a reader in while a writer waits in the middle of its transaction.
  it.skipIf(dialect !== "postgres")(
    "commits a lead together with its acknowledgement: no reader sees one without the other",
    async () => {
      const email = freshAddress();
      const feedbackTo = () =>
        leads.site.app.db.selectFrom("feedback").select("id").where("email", "=", email).execute();
      const id = await sentPastHeldMailbox(email, "rollback", async () => {
        expect(await feedbackTo()).toEqual([]);
      });
      expect(await feedbackTo()).toEqual([{ id }]);
      expect(await leads.acknowledgementsOf([id])).toHaveLength(1);
    },
  );

  it(`goes to ${acknowledgementBudgets.domain} mailboxes of a domain a day, and tells the company once`, async () => {
    const domain = `${tag()}.example.org`;
    const ids = await Promise.all(
      Array.from({ length: acknowledgementBudgets.domain + 5 }, (_, index) =>
        leads.send("feedback", { ...validLeads.feedback(tag()), email: `person${index}@${domain}` }),
      ),
    );
    expect(await leads.acknowledgementsOf(ids)).toHaveLength(acknowledgementBudgets.domain);
    expect(await leads.stored(ids)).toBe(ids.length);
    const told = (await leads.notices()).filter((notice) => notice.subject.includes(domain));
    expect(told).toEqual([
      {
        subject: `Acknowledgements to addresses at ${domain} stopped for today`,
        text_body: expect.stringContaining(
          `sent ${acknowledgementBudgets.domain} automatic acknowledgements`,
        ),
      },
    ]);
    expect(told[0]?.text_body).toContain(
      `https://www.example.in/admin/inbox?from=${indiaDayOf(new Date())}&to=${indiaDayOf(new Date())}`,
    );
  });

  it("says once in the log that a domain's budget is spent, with the domain", async () => {
    const { log, lines } = capturedLog();
    const domain = `${tag()}.example.org`;
    const { app, config, site } = leads.site;
    for (let index = 0; index < acknowledgementBudgets.domain + 2; index += 1)
      await app.db.transaction().execute((trx) =>
        acknowledge(
          trx,
          { log, config, site },
          {
            leadId: randomUUID(),
            to: `p${index}@${domain}`,
            what: leadKindViews.feedback.whatTheySent,
            at: new Date().toISOString(),
          },
        ),
      );
    const spent = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === "acknowledgement budget spent");
    expect(spent).toMatchObject([{ level: 40, budget: "domain", domain, day: indiaDayOf(new Date()) }]);
  });

  it("is written from the admins' version of its template, and not at all while it is off", async () => {
    const saved = await saveTemplate(leads.site.app.db, ADMIN, "acknowledgement", {
      subject: "Thanks from {company}",
      body: "Got {what}. Office time: {officeHours}.",
      enabled: true,
    });
    expect(saved).toEqual({ ok: true });
    const on = await leads.send("feedback", { ...validLeads.feedback(tag()), email: freshAddress() });
    expect(await leads.acknowledgementsOf([on])).toMatchObject([
      {
        subject: `Thanks from ${PUBLISHED_NAME}`,
        text_body: `Got your feedback. Office time: ${defaultProfile.officeHours}.`,
      },
    ]);

    await saveTemplate(leads.site.app.db, ADMIN, "acknowledgement", {
      subject: "x",
      body: "y",
      enabled: false,
    });
    const off = await leads.send("feedback", { ...validLeads.feedback(tag()), email: freshAddress() });
    expect(await leads.acknowledgementsOf([off])).toEqual([]);

    await resetTemplate(leads.site.app.db, ADMIN, "acknowledgement");
    const again = await leads.send("feedback", { ...validLeads.feedback(tag()), email: freshAddress() });
    expect(await leads.acknowledgementsOf([again])).toMatchObject([{ subject: "We received your feedback" }]);
  });

  it("refuses to keep an acknowledgement that names the visitor, and keeps the text it had", async () => {
    const refused = await saveTemplate(leads.site.app.db, ADMIN, "acknowledgement", {
      subject: "Thanks, {name}",
      body: "Dear {name}, {admin} got {what} from {name}.",
      enabled: true,
    });
    expect(refused).toEqual({ ok: false, refused: { subject: ["name"], body: ["name", "admin"] } });
    expect(await templateOf(leads.site.app.db, "acknowledgement")).toMatchObject({ edited: false });
    // A reply is written by an admin who reads it first: it may name the visitor.
    expect(
      await saveTemplate(leads.site.app.db, ADMIN, "reply-thanks", {
        subject: "Hi {name}",
        body: "b",
        enabled: true,
      }),
    ).toEqual({ ok: true });
    await resetTemplate(leads.site.app.db, ADMIN, "reply-thanks");
  });
});

// The site's budget spends a whole day's acknowledgements: a site of its own.
describe.each(testDialects)("the acknowledgement's site budget on %s", (dialect) => {
  let leads: Awaited<ReturnType<typeof openSite>>;
  beforeAll(async () => {
    leads = await openSite(dialect);
  });
  afterAll(() => leads.site.close());

  it("leaves a lead stored and answered 201 when its acknowledgement cannot be written", async () => {
    await sql`alter table acknowledgement_budgets rename to budgets_away`.execute(leads.site.app.db);
    try {
      const id = await leads.send("feedback", { ...validLeads.feedback(tag()), email: freshAddress() });
      expect(await leads.stored([id])).toBe(1);
      expect(await leads.acknowledgementsOf([id])).toEqual([]);
    } finally {
      await sql`alter table budgets_away rename to acknowledgement_budgets`.execute(leads.site.app.db);
    }
  });

  it(`sends ${acknowledgementBudgets.site} a day in all, tells the company once, then writes nothing more`, {
    timeout: 30_000,
  }, async () => {
    const ids: string[] = [];
    // Each lead on a domain of its own, so that only the site's budget counts; ten at a time.
    for (let sent = 0; sent < acknowledgementBudgets.site + 5; sent += 10)
      ids.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () =>
            leads.send("feedback", { ...validLeads.feedback(tag()), email: freshAddress() }),
          ),
        )),
      );
    expect(await leads.acknowledgementsOf(ids)).toHaveLength(acknowledgementBudgets.site);
    expect(await leads.notices()).toEqual([
      {
        subject: "Acknowledgements stopped for today",
        text_body: expect.stringContaining(`sent ${acknowledgementBudgets.site} automatic acknowledgements`),
      },
    ]);
    // Once the site's budget is spent, a lead costs no budget row at all.
    const rows = () =>
      leads.site.app.db
        .selectFrom("acknowledgement_budgets")
        .select("key")
        .execute()
        .then((all) => all.length);
    const before = await rows();
    const late = await leads.send("feedback", { ...validLeads.feedback(tag()), email: freshAddress() });
    expect(await leads.acknowledgementsOf([late])).toEqual([]);
    expect(await rows()).toBe(before);
    expect(await leads.stored([...ids, late])).toBe(ids.length + 1);
  });
});
