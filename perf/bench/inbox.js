// The leads of `npm run bench`'s inbox part: sent through the site's own public endpoints (so every
// lead has its record, search text and mails exactly as a visitor's would), then spread over 12
// weeks, the stages and an assignee in the database, as months of use would leave them.
import Database from "better-sqlite3";
import pg from "pg";

const FIRST = [
  "Asha",
  "Ravi",
  "Meera",
  "Vikram",
  "Priya",
  "Arjun",
  "Kavya",
  "Rohan",
  "Divya",
  "Sanjay",
].concat(["Anita", "Suresh", "Pooja", "Rahul", "Neha", "Amit", "Sneha", "Karan", "Isha", "Manoj"]);
const LAST = [
  "Sharma",
  "Iyer",
  "Nair",
  "Patel",
  "Reddy",
  "Menon",
  "Gupta",
  "Rao",
  "Joshi",
  "Kulkarni",
].concat(["Desai", "Shah", "Mehta", "Pillai", "Singh", "Verma", "Kapoor", "Bose", "Das", "Chopra"]);
const DOMAINS = ["gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com", "example.in"];
/** Visitors: each sends ten leads over the 50,000. */
const VISITORS = 5000;
/** The surname the inbox search's worst case looks for: one visitor in twenty has it. */
export const INBOX_TERM = "Kulkarni";

/** The n-th visitor's name, e-mail address and mobile. */
export function visitor(/** @type {number} */ v) {
  const first = FIRST[v % FIRST.length] ?? "";
  const last = LAST[Math.floor(v / FIRST.length) % LAST.length] ?? "";
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}${v}@${DOMAINS[v % DOMAINS.length]}`.toLowerCase(),
    mobile: String(9_000_000_000 + v),
  };
}
/** Twelve weeks, in seconds: how far back the leads are spread. */
const SPREAD_S = 12 * 7 * 24 * 60 * 60;

/**
 * The body of the n-th lead and the endpoint it goes to: feedback, need and online enquiries and
 * course enrolments in turn, from VISITORS visitors (so the same person has several leads).
 * @param {number} n
 * @returns {[string, Record<string, unknown>]}
 */
function lead(n) {
  const { name, email, mobile } = visitor(n % VISITORS);
  switch (n % 4) {
    case 0:
      return ["/api/feedback", { name, email, message: `Feedback number ${n}: the site is easy to use.` }];
    case 1:
      return [
        "/api/needs",
        { selection: "WebDevelopment", name, mobile, email, generalComment: `Shop ${n}` },
      ];
    case 2:
      return [
        "/api/online/submit-form",
        { selection: "OnlineCertification", courseSelection: "Java", name, mobile, email },
      ];
    default:
      return [
        "/submitCourseData",
        { mobile, email, description: `Evenings, ${name}`, javaProgramming: true },
      ];
  }
}

/**
 * Sends `count` leads through the public endpoints, `concurrency` at a time.
 * @param {{ url: string, count: number, concurrency: number }} options
 */
export async function sendLeads({ url, count, concurrency }) {
  let next = 0;
  const lane = async () => {
    for (let n = next++; n < count; n = next++) {
      const [pathname, body] = lead(n);
      const response = await fetch(`${url}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (response.status !== 201)
        throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

/** Stages by the lead's number: three in ten new, then two each contacted, qualified and won, one lost. */
const STAGE_CASE = `case (n % 10) when 0 then 'new' when 1 then 'new' when 2 then 'new' when 3 then 'contacted'
  when 4 then 'contacted' when 5 then 'qualified' when 6 then 'qualified' when 7 then 'won' when 8 then 'won' else 'lost' end`;

/**
 * Spreads the leads over the last 12 weeks, sets their stages (with a first contact hours after
 * arrival where the stage says so) and puts the admin on every third one.
 * @param {{ databaseUrl: string, adminEmail: string }} options
 */
export async function spreadLeads({ databaseUrl, adminEmail }) {
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length));
    db.pragma("busy_timeout = 5000");
    const admin = /** @type {{ id: string }} */ (
      db.prepare("select id from users where email = ?").get(adminEmail)
    );
    db.transaction(() => {
      db.prepare(
        `update leads set
          created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ((rowid * 7919) % ${SPREAD_S}) || ' seconds'),
          stage = ${STAGE_CASE.replaceAll("n %", "rowid %")},
          lost_reason = case when rowid % 10 = 9 then 'Bench' end,
          assignee_id = case when rowid % 3 = 0 then ? end`,
      ).run(admin.id);
      db.prepare(
        `update leads set first_contact_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+' || (1 + rowid % 72) || ' hours')
          where stage in ('contacted', 'qualified', 'won')`,
      ).run();
    })();
    db.pragma("optimize");
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const admin = await client.query("select id from users where email = $1", [adminEmail]);
    await client.query(
      `with numbered as (select id, row_number() over (order by id) as n from leads)
        update leads set
          created_at = now() - ((n * 7919) % ${SPREAD_S}) * interval '1 second',
          stage = ${STAGE_CASE},
          lost_reason = case when n % 10 = 9 then 'Bench' end,
          assignee_id = case when n % 3 = 0 then $1 end,
          first_contact_at = case when n % 10 between 3 and 8
            then now() - ((n * 7919) % ${SPREAD_S}) * interval '1 second' + (1 + n % 72) * interval '1 hour' end
        from numbered where leads.id = numbered.id`,
      [admin.rows[0]?.id],
    );
    // As autovacuum leaves the table between bursts of use: right after a bulk update nothing is
    // marked visible yet, and a count reads every row of the table instead of an index.
    await client.query("vacuum analyze leads");
  } finally {
    await client.end();
  }
}
