import type { Kysely } from "kysely";
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram } from "prom-client";
import { createContext, type MiddlewareFunction } from "react-router";
import { type LeadKind, leadKinds } from "~/lib/lead-kinds";
import type { Database } from "./db/schema.server";
import type { Logger } from "./logger.server";
import { rateRules } from "./rate-limit.server";

/** An AggregatorRegistry only because making one is what makes a worker answer the primary. */
export const registry = new AggregatorRegistry();
AggregatorRegistry.setRegistries(registry);

const requestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Requests by route pattern, method and status, and how long they took; _count counts them.",
  labelNames: ["route", "method", "status"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

const leadsTaken = new Counter({
  name: "leads_taken_total",
  help: "Leads stored, by kind.",
  labelNames: ["kind"],
  registers: [registry],
});

const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused over a rate limit, by rule.",
  labelNames: ["rule"],
  registers: [registry],
});

/** A path as label would let clients mint series. */
export const UNMATCHED = "unmatched";

/** Filled by countRoutePattern, read by server/app.ts once the request is answered. */
export const requestMetricsSlot = createContext<{ metricsRoute?: string } | null>(null);

export const countRoutePattern: MiddlewareFunction<Response> = ({ pattern, context }, next) => {
  const slot = context.get(requestMetricsSlot);
  // React Router joins the routes' paths as written: `userImages/:file` but `/api/feedback`.
  if (slot) slot.metricsRoute = pattern.includes("*") ? UNMATCHED : `/${pattern.replace(/^\/+/, "")}`;
  return next();
};

// Any other method is one label: a client must not be able to mint series.
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function observeRequest(route: string, method: string, status: number, seconds: number) {
  requestDuration.observe({ route, method: METHODS.has(method) ? method : "other", status }, seconds);
}

// Each series from 0: Prometheus's increase() sees a series' first count only if it was there before.
for (const kind of leadKinds) leadsTaken.inc({ kind }, 0);
for (const { name } of Object.values(rateRules)) rateLimitRefusals.inc({ rule: name }, 0);

export const leadTaken = (kind: LeadKind) => leadsTaken.inc({ kind });

export const rateLimitRefused = (rule: string) => rateLimitRefusals.inc({ rule });

async function withinLimit<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database read took too long")), 2_000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The outbox's unsent mails by status; `oldestUnsentAt` null: none. */
async function outboxBacklog(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("mail_outbox")
    .select((eb) => [
      "status",
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("status", "in", ["waiting", "sending", "failed"])
    .groupBy("status")
    .execute();
  const counts = { waiting: 0, sending: 0, failed: 0 };
  let oldestUnsentAt: string | null = null;
  for (const { status, count, oldest } of rows) {
    if (status === "sent") continue;
    counts[status] = Number(count);
    if (status !== "failed" && (oldestUnsentAt === null || oldest < oldestUnsentAt)) oldestUnsentAt = oldest;
  }
  return { counts, oldestUnsentAt };
}

/** Every worker reads the same outbox table, so these gauges take the max, not the sum. */
export function startMetrics({ db, log }: { db: Kysely<Database>; log: Pick<Logger, "warn"> }) {
  collectDefaultMetrics({ register: registry });
  const backlog = async (gauge: Gauge, set: (backlog: Awaited<ReturnType<typeof outboxBacklog>>) => void) => {
    gauge.reset();
    try {
      set(await withinLimit(outboxBacklog(db)));
    } catch (error) {
      log.warn({ err: error }, "metrics: the outbox could not be read");
    }
  };
  new Gauge({
    name: "outbox_mails",
    help: "Mails in the outbox by status: waiting and sending are unsent, failed wait for an admin.",
    labelNames: ["status"],
    aggregator: "max",
    registers: [registry],
    async collect() {
      await backlog(this, ({ counts }) => {
        for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
      });
    },
  });
  new Gauge({
    name: "outbox_oldest_unsent_age_seconds",
    help: "Age of the oldest mail not yet sent (waiting or sending); 0 when there is none.",
    aggregator: "max",
    registers: [registry],
    async collect() {
      await backlog(this, ({ oldestUnsentAt }) => {
        this.set(oldestUnsentAt ? Math.max(0, (Date.now() - Date.parse(oldestUnsentAt)) / 1000) : 0);
      });
    },
  });
}
