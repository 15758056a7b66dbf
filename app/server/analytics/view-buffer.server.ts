import { createHash, randomBytes } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import { indiaDayOf } from "~/lib/india-days";
import type { DeviceClass, VisitSource } from "~/lib/visit-source";
import type { AppContext } from "../app-context.server";
import type { Database, PageViewsTable } from "../db/schema.server";
import type { Logger } from "../logger.server";

export interface PendingView {
  at: Date;
  ip: string;
  userAgent: string;
  path: string;
  visit: VisitSource;
  device: DeviceClass;
}

export const FLUSH_BATCH = 500;
/** While the database takes no writes, the oldest views beyond this are dropped. */
const MAX_HELD = 20_000;

/** The address and User-Agent live only here, until the flush turns them into the day's hash. */
export function viewBuffer(db: Kysely<Database>, flushMs: number, log: Logger) {
  let held: PendingView[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let failing = false;
  // The salts of the last batch's days: the next batch is most likely of the same day.
  let salts = new Map<string, string>();

  const write = async (views: PendingView[]) => {
    const days = views.map((view) => indiaDayOf(view.at));
    const batchSalts = new Map<string, string>();
    for (const day of new Set(days)) batchSalts.set(day, salts.get(day) ?? (await saltOfDay(db, day)));
    salts = batchSalts;
    const rows: Insertable<PageViewsTable>[] = views.map((view, index) => {
      const day = days[index] as string;
      return {
        day,
        visitor: visitorHash(batchSalts.get(day) as string, view.ip, view.userAgent),
        path: view.path,
        landing_page: view.visit.landing,
        referrer_host: view.visit.referrer,
        utm_source: view.visit.utmSource,
        utm_medium: view.visit.utmMedium,
        utm_campaign: view.visit.utmCampaign,
        device: view.device,
        minute: Math.floor(view.at.getTime() / 60_000),
      };
    });
    // One view per visitor, page and minute: the conflict drops a repeat.
    for (let start = 0; start < rows.length; start += FLUSH_BATCH)
      await db
        .insertInto("page_views")
        .values(rows.slice(start, start + FLUSH_BATCH))
        .onConflict((conflict) => conflict.columns(["day", "visitor", "path", "minute"]).doNothing())
        .execute();
  };

  // At most one write waits behind the one under way, taking everything held when it starts. It
  // resolves when written, or given back after a failure.
  let queued = false;
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (queued) return writing;
    queued = true;
    writing = writing.then(async () => {
      queued = false;
      const views = held;
      held = [];
      if (views.length === 0) return;
      try {
        await write(views);
        if (failing) log.info("page views are written again");
        failing = false;
      } catch (error) {
        // Logged once until a write works again.
        held = [...views, ...held].slice(-MAX_HELD);
        if (!failing) log.warn({ err: error }, "writing page views failed; they are tried again");
        failing = true;
        timer ??= setTimeout(flush, flushMs).unref();
      }
    });
    return writing;
  };

  return {
    record(view: PendingView) {
      held.push(view);
      if (held.length > MAX_HELD) held.shift();
      // While writes fail, only the timer retries, not every arriving view.
      if (held.length >= FLUSH_BATCH && !failing) void flush();
      else timer ??= setTimeout(flush, flushMs).unref();
    },
    flush,
    async stop() {
      await flush();
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

// Per connection, not per process: a test's own connection has its own.
const buffers = new WeakMap<Kysely<Database>, ReturnType<typeof viewBuffer>>();

export function viewsOf({ db, config, log }: Pick<AppContext, "db" | "config" | "log">) {
  const buffer = buffers.get(db) ?? viewBuffer(db, config.ANALYTICS_FLUSH_MS, log);
  buffers.set(db, buffer);
  return buffer;
}

/** Call before the database closes. */
export const stopViews = (db: Kysely<Database>) => buffers.get(db)?.stop() ?? Promise.resolve();

/** Made by whichever process first needs it (the first insert wins), so every process counts alike. */
export async function saltOfDay(db: Kysely<Database>, day: string): Promise<string> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const { salt } = await db
    .selectFrom("analytics_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  return salt;
}

/** Without the salt, gone once the day is, it names nobody; 128 bits keep a day's visitors apart. */
export const visitorHash = (salt: string, ip: string, userAgent: string) =>
  createHash("sha256").update(`${salt}\n${ip}\n${userAgent}`).digest("base64url").slice(0, 22);

export async function deleteOldSalts(db: Kysely<Database>, today: string): Promise<number> {
  const result = await db.deleteFrom("analytics_salts").where("day", "<", today).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// Per connection: a test's own database has its own salts.
const todaysSalts = new WeakMap<Kysely<Database>, { day: string; salt: string }>();

// The visitor key a request's page views get, so a lead can be matched to its visit: the salt is
// read once a day per process, and a lead costs no more writes.
export async function visitorOfRequest(
  { db, clientIp }: Pick<AppContext, "db" | "clientIp">,
  request: Request,
  now = new Date(),
): Promise<string> {
  const userAgent = request.headers.get("user-agent") ?? "";
  if (!userAgent) return "";
  const day = indiaDayOf(now);
  let known = todaysSalts.get(db);
  if (known?.day !== day) {
    known = { day, salt: await saltOfDay(db, day) };
    todaysSalts.set(db, known);
  }
  return visitorHash(known.salt, clientIp, userAgent);
}
