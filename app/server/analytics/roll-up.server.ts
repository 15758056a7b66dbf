import { type Kysely, type RawBuilder, sql, type Transaction } from "kysely";
import { addDays, indiaDayOf } from "~/lib/india-days";
import { type TrafficDimension, trafficDimensions } from "~/lib/traffic";
import type { Database, Dialect } from "../db/schema.server";
import { sourceExpression } from "../leads/lead-source-sql.server";
import { deleteOldSalts } from "./visitors.server";

/**
 * The transaction-scoped advisory lock that lets one PostgreSQL instance roll up at a time; the
 * others skip (SQLite's write lock already serialises every writer). Any fixed number would do:
 * this one spells "traff" in hex.
 */
const ROLL_UP_LOCK = 0x7472616666;

/** The value a raw view has in each dimension; the whole site has one value, ''. */
const dimensionValue: Record<Exclude<TrafficDimension, "site">, RawBuilder<string>> = {
  page: sql.ref<string>("page_views.path"),
  source: sourceExpression("page_views"),
  campaign: sql.ref<string>("page_views.utm_campaign"),
  device: sql.ref<string>("page_views.device"),
  landing: sql.ref<string>("page_views.landing_page"),
};

/**
 * Counts the given days again from their raw views: their daily counts are deleted and written
 * anew in the caller's transaction, so a run repeated or interrupted leaves them right. Only days
 * that still have every raw view may be given (`daysWithViews`).
 */
async function recount(trx: Transaction<Database>, days: string[]) {
  if (days.length === 0) return;
  await trx.deleteFrom("traffic_daily").where("day", "in", days).execute();
  for (const dimension of trafficDimensions) {
    const base = trx
      .selectFrom("page_views")
      .where("page_views.day", "in", days)
      .select((eb) => [
        "page_views.day",
        sql.lit(dimension).as("dimension"),
        eb.fn.countAll<number>().as("views"),
        eb.fn.count<number>("page_views.visitor").distinct().as("visitors"),
      ]);
    // PostgreSQL refuses to group by a constant: the whole site is grouped by day alone.
    const counts =
      dimension === "site"
        ? base.select(sql.lit("").as("value")).groupBy("page_views.day")
        : base
            .select(dimensionValue[dimension].as("value"))
            .groupBy(["page_views.day", dimensionValue[dimension]]);
    await trx
      .insertInto("traffic_daily")
      .columns(["day", "dimension", "views", "visitors", "value"])
      .expression(counts)
      .execute();
  }
}

/** The days from `from` on that have raw views: their counts can be made again. */
const daysWithViews = async (trx: Transaction<Database>, from = "") =>
  (await trx.selectFrom("page_views").select("day").distinct().where("day", ">=", from).execute()).map(
    (row) => row.day,
  );

/** Runs `work` in a transaction, on PostgreSQL only when no other instance is rolling up; else null. */
async function onceAcrossInstances<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | null> {
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres") {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${ROLL_UP_LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return null;
    }
    return work(trx);
  });
}

export interface RolledUp {
  days: number;
  rawViewsDeleted: number;
  saltsDeleted: number;
}

/**
 * The roll-up of the maintenance timer (decision 052): every day that still has raw views is
 * counted again, then the raw views of whole India days older than `rawDays` (today counting as
 * one) are deleted, their daily counts staying, and the salts of past days go. Null when another
 * PostgreSQL instance is doing it.
 */
export function rollUp(
  db: Kysely<Database>,
  dialect: Dialect,
  { rawDays, now = new Date() }: { rawDays: number; now?: Date },
): Promise<RolledUp | null> {
  const today = indiaDayOf(now);
  return onceAcrossInstances(db, dialect, async (trx) => {
    const days = await daysWithViews(trx);
    await recount(trx, days);
    const deleted = await trx
      .deleteFrom("page_views")
      .where("day", "<", addDays(today, -(rawDays - 1)))
      .executeTakeFirst();
    return {
      days: days.length,
      rawViewsDeleted: Number(deleted.numDeletedRows),
      saltsDeleted: await deleteOldSalts(trx, today),
    };
  });
}

/**
 * Counts yesterday and today again, for the Traffic page to show views up to the last batch
 * written without waiting for the maintenance timer.
 */
export async function rollUpRecent(db: Kysely<Database>, dialect: Dialect, now = new Date()) {
  await onceAcrossInstances(db, dialect, async (trx) =>
    recount(trx, await daysWithViews(trx, addDays(indiaDayOf(now), -1))),
  );
}
