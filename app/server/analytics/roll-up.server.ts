import { type Kysely, type RawBuilder, sql } from "kysely";
import { addDays, indiaDayOf, indiaDayStart } from "~/lib/india-days";
import { referrerSites } from "~/lib/referrer-sites";
import { OTHER_VALUE, type TrafficDimension, trafficDimensions, VALUES_PER_DAY } from "~/lib/traffic";
import type { AppContext } from "../app-context.server";
import type { Config } from "../config.server";
import type { Database, Dialect } from "../db/schema.server";
import { startPeriodic } from "../periodic.server";
import { takeRateLimit } from "../rate-limit.server";
import { deleteOldSalts } from "./view-buffer.server";

// `groupedSource` (app/lib/referrer-sites.ts) in SQL. Literals, not parameters: PostgreSQL matches a
// GROUP BY to its SELECT only when both are the same text.
export function groupedSourceSql(value: RawBuilder<string>): RawBuilder<string> {
  const lowered = sql`lower(${value})`;
  const whens = referrerSites.map(
    (site) =>
      sql`when ${sql.join(
        site.patterns.map((pattern) => sql`${lowered} like ${sql.lit(pattern)}`),
        sql` or `,
      )} then ${sql.lit(site.name)}`,
  );
  return sql<string>`case ${sql.join(whens, sql` `)} else ${value} end`;
}

/** Must match `sourceName` (app/lib/referrer-sites.ts): the UTM source, else the referring host, grouped. */
export const sourceExpression = (table: "leads" | "page_views"): RawBuilder<string> =>
  groupedSourceSql(
    sql<string>`case when ${sql.ref(`${table}.utm_source`)} <> '' then ${sql.ref(`${table}.utm_source`)} else ${sql.ref(`${table}.referrer_host`)} end`,
  );

export const leadSourceExpression = sourceExpression("leads");

/** Any fixed number would do: this one spells "traff" in hex. */
const ROLL_UP_LOCK = 0x7472616666;

const dimensionValue: Record<Exclude<TrafficDimension, "site">, RawBuilder<string>> = {
  page: sql.ref<string>("page_views.path"),
  source: sourceExpression("page_views"),
  campaign: sql.ref<string>("page_views.utm_campaign"),
  device: sql.ref<string>("page_views.device"),
  landing: sql.ref<string>("page_views.landing_page"),
};

/** PostgreSQL answers counts and sums as text. */
export const asCount = (
  row: { value: string } & Record<"views" | "visitors" | "converted", number | string>,
) => ({
  value: row.value,
  views: Number(row.views),
  visitors: Number(row.visitors),
  converted: Number(row.converted),
});

/** Only reads: no write lock is held while it counts. */
async function countsOf(db: Kysely<Database>, day: string, dimension: TrafficDimension) {
  // The day's key is salted anew each day: a lead of that day is the only one that can match.
  const leadVisitors = db
    .selectFrom("leads")
    .select("leads.visitor")
    .where("leads.visitor", "<>", "")
    .where("leads.created_at", ">=", indiaDayStart(day))
    .where("leads.created_at", "<", indiaDayStart(addDays(day, 1)));
  const visitor = sql.ref("page_views.visitor");
  const ofDay = db
    .selectFrom("page_views")
    .where("page_views.day", "=", day)
    .select((eb) => [
      eb.fn.countAll<number | string>().as("views"),
      eb.fn.count<number | string>("page_views.visitor").distinct().as("visitors"),
      // A subset of the visitors counted beside it, so the converted share never exceeds the whole.
      sql<number | string>`count(distinct case when ${visitor} in (${leadVisitors}) then ${visitor} end)`.as(
        "converted",
      ),
    ]);
  // PostgreSQL refuses to group by a constant: the whole site is one count of the day.
  if (dimension === "site") {
    const site = asCount({ value: "", ...(await ofDay.executeTakeFirstOrThrow()) });
    return site.views > 0 ? [site] : [];
  }
  const value = dimensionValue[dimension];
  const counts = (
    await ofDay
      .select(value.as("value"))
      .groupBy(value)
      .orderBy("views", "desc")
      .orderBy("value")
      .limit(VALUES_PER_DAY + 1)
      .execute()
  ).map(asCount);
  if (counts.length <= VALUES_PER_DAY) return counts;
  const kept = counts.slice(0, VALUES_PER_DAY);
  const keptValues = kept.map((count) => count.value);
  const rest = await ofDay.where(value, "not in", keptValues).executeTakeFirstOrThrow();
  return [...kept, asCount({ value: OTHER_VALUE, ...rest })];
}

/** SQLite's queries block the event loop: let waiting requests go first. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** Each dimension is read outside any write and replaced in a short transaction, so no lead waits. */
async function countDay(db: Kysely<Database>, dialect: Dialect, day: string) {
  for (const dimension of trafficDimensions) {
    const counts = await countsOf(db, day, dimension);
    await db.transaction().execute(async (trx) => {
      if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${ROLL_UP_LOCK})`.execute(trx);
      await trx
        .deleteFrom("traffic_daily")
        .where("day", "=", day)
        .where("dimension", "=", dimension)
        .execute();
      if (counts.length > 0)
        await trx
          .insertInto("traffic_daily")
          .values(counts.map((count) => ({ day, dimension, ...count })))
          .execute();
    });
    await yieldToRequests();
  }
}

const rawDaysBefore = async (db: Kysely<Database>, before: string) =>
  (
    await db
      .selectFrom("page_views")
      .select("day")
      .distinct()
      .where("day", "<", before)
      .orderBy("day")
      .execute()
  ).map((row) => row.day);

/** Today and yesterday are counted again; an older day once, the first time it is found over. */
export async function rollUp(
  db: Kysely<Database>,
  dialect: Dialect,
  { rawDays, now = new Date() }: { rawDays: number; now?: Date },
) {
  const today = indiaDayOf(now);
  const yesterday = addDays(today, -1);
  const final = new Set(
    (await db.selectFrom("traffic_final_days").select("day").execute()).map((row) => row.day),
  );
  const past = (await rawDaysBefore(db, yesterday)).filter((day) => !final.has(day));
  for (const day of past) {
    await countDay(db, dialect, day);
    await db
      .insertInto("traffic_final_days")
      .values({ day })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .execute();
  }
  const recent = await db
    .selectFrom("page_views")
    .select("day")
    .distinct()
    .where("day", "in", [yesterday, today])
    .execute();
  for (const { day } of recent) await countDay(db, dialect, day);

  const firstKept = addDays(today, -(rawDays - 1));
  let rawViewsDeleted = 0;
  for (const day of await rawDaysBefore(db, firstKept)) {
    rawViewsDeleted += await db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom("page_views").where("day", "=", day).executeTakeFirst();
      await trx.deleteFrom("traffic_final_days").where("day", "=", day).execute();
      return Number(result.numDeletedRows);
    });
    await yieldToRequests();
  }
  return {
    days: past.length + recent.length,
    rawViewsDeleted,
    saltsDeleted: await deleteOldSalts(db, today),
  };
}

/** One worker of one instance per interval: the interval's turn is a rate-limit window of one. */
export const takeRollUpTurn = (db: Kysely<Database>, everyMs: number) =>
  takeRateLimit(db, { name: "traffic-roll-up", limit: 1, windowSeconds: everyMs / 1000 }, "turn");

export function startRollUps(
  context: Pick<AppContext, "db" | "dialect" | "log"> & {
    config: Pick<Config, "ANALYTICS_RAW_DAYS" | "ANALYTICS_ROLL_UP_MS">;
  },
) {
  const { db, dialect, config, log } = context;
  const everyMs = config.ANALYTICS_ROLL_UP_MS;
  const run = async () => {
    try {
      if (!(await takeRollUpTurn(db, everyMs)).allowed) return;
      const rolled = await rollUp(db, dialect, { rawDays: config.ANALYTICS_RAW_DAYS });
      if (rolled.rawViewsDeleted > 0 || rolled.saltsDeleted > 0)
        log.info({ rolled }, "rolled up the page views");
    } catch (error) {
      log.warn({ err: error }, "rolling up the page views failed; it is tried again later");
    }
  };
  return startPeriodic(run, { everyMs });
}
