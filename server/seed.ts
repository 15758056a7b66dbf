import { randomInt } from "node:crypto";
import type { AreaDocument, AreaKey } from "~/content/site-content";
import type { ActionResult } from "~/lib/action-result";
import { DATA_REQUEST_CONFIRM_PATH } from "~/lib/data-requests";
import { addDays, indiaDayOf } from "~/lib/india-days";
import type { OpeningFacts } from "~/lib/openings";
import { submitApplication } from "~/routes/leads/submit-application.server";
import { registerUser } from "~/server/accounts/accounts.server";
import type { AppContext } from "~/server/app-context.server";
import type { Actor } from "~/server/audit/audit.server";
import { loadConfig } from "~/server/config.server";
import { liveContent } from "~/server/content/live.server";
import { publishDraft, readArea, saveDraft } from "~/server/content/store.server";
import { answerConfirmation } from "~/server/data-requests/confirm.server";
import { requestToken } from "~/server/data-requests/request.server";
import { openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { type LeadForm, leadForms } from "~/server/leads/lead-forms.server";
import { submitLead } from "~/server/leads/submit-lead.server";
import { submitUpload } from "~/server/leads/submit-upload.server";
import { createLogger } from "~/server/logger.server";
import { commandLine } from "./operation-command";

// A demo site made through the functions the site's own pages and forms call, so what it holds is
// what visitors and admins would have made: mails in the outbox, audit lines, lead records.

const actor: Actor = { id: null, email: "operator (npm run seed)" };

/** The password of every demo user, printed by the command. */
const DEMO_PASSWORD = "Demo-pass-2026";

const people = [
  ["Asha Patil", "9820012345"],
  ["Ravi Iyer", "9819023456"],
  ["Meera Shah", "9867034567"],
  ["Kiran Desai", "9833045678"],
  ["Neha Kulkarni", "9870056789"],
  ["Arjun Menon", "9821067890"],
] as const;

/** `run` tells a second seed's people apart: enrolments take one seat per mailbox and per mobile. */
const mailOf = (name: string, run: string) =>
  `${name.toLowerCase().replace(" ", ".")}${run ? `.${run}` : ""}@example.com`;
const mobileOf = (mobile: string, run: string) => (run ? `${mobile.slice(0, 6)}${run.slice(-4)}` : mobile);

/** A small PDF, which the upload checks take for one by its content. */
const cv = (name: string) =>
  new File([`%PDF-1.4\n% CV of ${name}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`], `${name}.pdf`, {
    type: "application/pdf",
  });

async function publish<K extends AreaKey>(
  context: AppContext,
  key: K,
  change: (draft: AreaDocument<K>) => AreaDocument<K>,
) {
  const state = await readArea(context.db, key);
  const saved = await saveDraft(context.db, key, change(state.draft), state.revision, actor);
  const went = saved.ok ? await publishDraft(context.db, key, saved.revision, actor) : saved;
  if (!went.ok) throw new Error(`the demo ${key} were not published: ${JSON.stringify(went)}`);
}

const publishCourses = (context: AppContext, today: string) =>
  publish(context, "courses", (draft) => ({
    ...draft,
    courses: draft.courses.map((course, index) => ({
      ...course,
      // One course full, so its page offers the waitlist.
      batches:
        course.key === "mongoose"
          ? [
              {
                startsOn: addDays(today, 10),
                timing: "Sat–Sun, 10:00–13:00",
                mode: "online",
                place: "",
                seats: 12,
                open: false,
              },
            ]
          : [
              {
                startsOn: addDays(today, 14 + index),
                timing: "Mon–Fri, 18:00–20:00",
                mode: "online",
                place: "",
                seats: 25,
                open: true,
              },
              {
                startsOn: addDays(today, 45 + index),
                timing: "Sat–Sun, 10:00–13:00",
                mode: "classroom",
                place: "Andheri East, Mumbai",
                seats: 15,
                open: true,
              },
            ],
    })),
  }));

const opening = (
  today: string,
  facts: Partial<OpeningFacts> & Pick<OpeningFacts, "slug" | "title">,
): OpeningFacts => ({
  type: "full-time",
  remote: false,
  location: "Andheri East, Mumbai",
  description: "Build and look after web applications for our clients, with a small team.",
  skills: ["JavaScript", "SQL"],
  postedOn: today,
  closesOn: addDays(today, 60),
  experience: "junior",
  positions: 2,
  salaryMin: 40_000,
  salaryMax: 70_000,
  salaryPer: "month",
  filled: false,
  ...facts,
});

const publishOpenings = (context: AppContext, today: string) =>
  publish(context, "openings", (draft) => ({
    ...draft,
    openings: [
      opening(today, {
        slug: "node-js-developer",
        title: "Node.js developer",
        skills: ["Node.js", "Express", "SQL"],
      }),
      opening(today, {
        slug: "web-design-intern",
        title: "Web design intern",
        type: "internship",
        experience: "fresher",
        positions: 3,
        salaryMin: 12_000,
        salaryMax: 15_000,
        skills: ["HTML", "CSS"],
      }),
    ],
  }));

const demoReferrers = [
  "https://www.google.co.in/",
  "https://in.linkedin.com/",
  "https://www.google.com/",
  "https://l.facebook.com/",
  "",
  "https://www.linkedin.com/feed/",
];

/** Each lead from an address of its own, as visitors would be: the forms' rate limits count per address. */
async function seedDemoSite(contextFor: (visitor: number) => AppContext, run = "") {
  const context = contextFor(0);
  const today = indiaDayOf(new Date());
  await publishCourses(context, today);
  await publishOpenings(context, today);
  await context.site.refresh();

  const leads: Record<string, number> = {};
  let visitor = 0;
  const taken = async (kind: string, answer: unknown) => {
    const { data, init } = (await answer) as { data: ActionResult; init: ResponseInit | null };
    const status = init?.status ?? 200;
    if (status !== 201)
      throw new Error(`the demo ${kind} lead was refused (${status}): ${JSON.stringify(data)}`);
    leads[kind] = (leads[kind] ?? 0) + 1;
  };
  // Each person came from somewhere, so the inbox's Source column and filter have something to show.
  let referer = "";
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request(`${context.config.APP_URL}/seed`, {
      method: "POST",
      headers: { ...headers, accept: "application/json", referer },
      body,
    });
  const json = (body: unknown) => post(JSON.stringify(body), { "content-type": "application/json" });
  const multipart = (fields: Record<string, string>, name: string) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set("file", cv(name));
    return post(form);
  };

  for (const [index, [name, phone]] of people.entries()) {
    referer = demoReferrers[index % demoReferrers.length] ?? "";
    const email = mailOf(name, run);
    const mobile = mobileOf(phone, run);
    const at = () => contextFor(++visitor);
    const message = `${name.split(" ")[0]} liked the site and asked about your services.`;
    const forms: [kind: string, fields: object, form: LeadForm][] = [
      ["feedback", { name, email, message }, leadForms.feedback],
      ["need", { selection: "WebDevelopment", name, mobile, email }, leadForms.need],
      [
        "online",
        { selection: "OnlineCertification", courseSelection: "Java", name, mobile, email },
        leadForms.online,
      ],
      ["enrolments", { mobile, email, javaProgramming: true, nodeJs: true }, leadForms.course],
      ["waitlist", { course: "mongoose", email, name }, leadForms.waitlist],
    ];
    for (const [kind, fields, form] of forms) await taken(kind, submitLead(json(fields), at(), form));
    await taken("uploads", submitUpload(multipart({ name, email }, name), at(), "file-upload"));
    await taken(
      "applications",
      submitApplication(
        multipart({ name, email, mobile, note: "Available from next month." }, name),
        at(),
        "node-js-developer",
      ),
    );
    const token = requestToken(context.config.SESSION_SECRET, { email, request: "see", note: "" });
    await taken(
      "data_requests",
      answerConfirmation(
        new Request(`${context.config.APP_URL}${DATA_REQUEST_CONFIRM_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({ token }),
        }),
        at(),
      ),
    );
    const user = await registerUser(context, { name, email, mno: mobile, password: DEMO_PASSWORD }, null);
    if (user === "email-taken") throw new Error(`${email} is registered already`);
  }
  const published = context.site.current().content;
  return {
    users: people.length,
    leads,
    courses: published.courses.courses.length,
    openings: published.openings.openings.length,
  };
}

const usage = "Usage: npm run seed [-- --force]   (--force: add the demo data to a site that has leads)";

/** Fills an empty site with demo data; a site with leads is refused unless --force. */
export async function seedCommand(argv: string[], write: (text: string) => void): Promise<number> {
  const line = commandLine(
    { args: argv, options: { force: { type: "boolean", default: false } } },
    write,
    usage,
  );
  if (!line) return 2;
  const { force } = line.values;
  const config = loadConfig();
  const log = createLogger({ ...config, LOG_LEVEL: "warn" });
  const { db, dialect } = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest({ db, dialect });
    const { count } = await db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0 && !force) {
      write(`This site already has ${count} leads: npm run seed fills an empty one. ${usage}\n`);
      return 1;
    }
    const site = liveContent(db);
    // Digits only: a run's mark also ends its people's mobile numbers.
    const run = Number(count) > 0 ? String(randomInt(1000, 10_000)) : "";
    const demo = await seedDemoSite(
      (visitor) => ({
        config,
        db,
        dialect,
        log,
        site,
        nonce: "seed",
        requestId: `seed-${visitor}`,
        // TEST-NET-2: one documentation address per visitor.
        clientIp: `198.51.100.${(visitor % 254) + 1}`,
      }),
      run,
    );
    const leads = Object.entries(demo.leads).map(([kind, n]) => `${n} ${kind}`);
    write(
      [
        `Demo site ready: ${demo.courses} courses with batches, ${demo.openings} openings, ${demo.users} users (password ${DEMO_PASSWORD}).`,
        `Leads: ${leads.join(", ")}. Their mails wait in the outbox${config.SMTP_URL ? " and go to example.com addresses" : ""}.`,
        "",
      ].join("\n"),
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
