import { randomUUID } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, indiaDayOf, indiaDayStart } from "~/lib/india-days";
import { sourceName } from "~/lib/referrer-sites";
import {
  lastDays,
  OTHER_VALUE,
  type TrafficDimension,
  trafficDimensions,
  VALUES_PER_DAY,
} from "~/lib/traffic";
import { type DeviceClass, noVisitSource, type VisitSource } from "~/lib/visit-source";
import { rollUp, startRollUps } from "~/server/analytics/roll-up.server";
import { conversion } from "~/server/analytics/traffic.server";
import { viewBuffer } from "~/server/analytics/view-buffer.server";
import { type AppDatabase, openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";

const EVENTS = 10_000;
const DAYS = 40;
const RAW_DAYS = 30;
/** Noon in Mumbai on the last day of the events: "now" for the roll-up. */
const NOW = new Date("2026-12-03T06:30:00Z");
const TODAY = "2026-12-03";
const SECOND = 1000;

/** A small seeded generator, so a failure can be run again as it was. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

interface Event {
  /** The India day the test means the view to fall on, written down beside its instant. */
  day: string;
  at: Date;
  visitor: string;
  path: string;
  visit: VisitSource;
  device: DeviceClass;
}

/**
 * Views over DAYS India days up to TODAY. A third fall on the first or the last second of their
 * India day (18:30:00Z the day before, 18:29:59Z that day), the rest anywhere in it.
 */
function events(): Event[] {
  const pick = generator(36);
  const paths = ["/", "/services", "/about", "/feedback", "/need", "/online-course", "/contact"];
  const sources = [
    { referrer: "", utmSource: "" },
    { referrer: "google.com", utmSource: "" },
    { referrer: "", utmSource: "newsletter" },
    { referrer: "partner.example", utmSource: "" },
    { referrer: "google.com", utmSource: "ads" },
  ];
  const campaigns = ["", "", "diwali", "monsoon"];
  const devices: DeviceClass[] = ["desktop", "mobile", "tablet"];
  return Array.from({ length: EVENTS }, () => {
    const day = addDays(TODAY, -pick(DAYS));
    const start = Date.parse(indiaDayStart(day));
    const when = pick(3);
    const offset = when === 0 ? 0 : when === 1 ? 24 * 3600 * SECOND - SECOND : pick(24 * 3600) * SECOND;
    const source = sources[pick(sources.length)] ?? sources[0];
    return {
      day,
      at: new Date(start + offset),
      visitor: `visitor-${pick(250)}`,
      path: paths[pick(paths.length)] ?? "/",
      visit: {
        ...noVisitSource,
        ...source,
        landing: paths[pick(3)] ?? "/",
        utmCampaign: campaigns[pick(campaigns.length)] ?? "",
      },
      device: devices[pick(devices.length)] ?? "desktop",
    } as Event;
  });
}

const valueIn: Record<TrafficDimension, (event: Event) => string> = {
  site: () => "",
  page: (event) => event.path,
  source: (event) => sourceName(event.visit),
  campaign: (event) => event.visit.utmCampaign,
  device: (event) => event.device,
  landing: (event) => event.visit.landing,
};

/** The events kept: one per visitor, page and minute. */
function onceAMinute(all: Event[]) {
  const seen = new Set<string>();
  return all.filter((event) => {
    const key = `${event.day} ${event.visitor} ${event.path} ${Math.floor(event.at.getTime() / 60_000)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The daily counts as a plain count of the events: views, and distinct visitors within each day. */
function plainCounts(all: Event[]) {
  const counts = new Map<string, { views: number; visitors: Set<string> }>();
  for (const event of onceAMinute(all))
    for (const dimension of trafficDimensions) {
      const key = `${event.day} ${dimension} ${valueIn[dimension](event)}`;
      const count = counts.get(key) ?? { views: 0, visitors: new Set<string>() };
      count.views += 1;
      count.visitors.add(event.visitor);
      counts.set(key, count);
    }
  return [...counts].map(([key, count]) => `${key} ${count.views} ${count.visitors.size}`).sort();
}

let minutes = 0;
/** A raw view as the buffer writes it, of a day, a visitor and a landing page, each in a minute of its own. */
const rawView = (day: string, visitor: string, landing = "/services") => ({
  day,
  visitor,
  path: "/services",
  landing_page: landing,
  referrer_host: "",
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  device: "desktop" as const,
  minute: ++minutes,
});

describe.each(testDialects)("the roll-up of page views on %s", (dialect) => {
  let database: TestDatabase;
  let app: AppDatabase;
  const all = events();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = openDatabase(database.url);
    await migrateToLatest(app);
  }, 60_000);

  afterAll(async () => {
    await app?.db.destroy();
    await database?.drop();
  });

  const stored = async () =>
    (
      await app.db
        .selectFrom("traffic_daily")
        .select(["day", "dimension", "value", "views", "visitors"])
        .execute()
    )
      .map((row) => `${row.day} ${row.dimension} ${row.value} ${row.views} ${row.visitors}`)
      .sort();

  it("spreads the events across India midnights, as meant", () => {
    const days = new Set(all.map((event) => event.day));
    expect(days.size).toBe(DAYS);
    const iso = all.map((event) => event.at.toISOString().slice(11));
    expect(iso.filter((time) => time === "18:30:00.000Z").length).toBeGreaterThan(EVENTS / 4);
    expect(iso.filter((time) => time === "18:29:59.000Z").length).toBeGreaterThan(EVENTS / 4);
  });

  it("counts each India day's views, one per visitor, page and minute, and visitors as a plain count of the events does, then deletes the raw views past the setting and keeps the counts", async () => {
    const buffer = viewBuffer(app.db, 60_000, pino({ level: "silent" }));
    for (const event of all)
      buffer.record({
        at: event.at,
        ip: "203.0.113.7",
        userAgent: event.visitor,
        path: event.path,
        visit: event.visit,
        device: event.device,
      });
    await buffer.stop();
    expect(
      Number(
        (
          await app.db
            .selectFrom("page_views")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        )?.n,
      ),
    ).toBe(onceAMinute(all).length);
    // A third of the events fall on a day's first or last second: many repeat a visitor's page in a minute.
    expect(onceAMinute(all).length).toBeLessThan(EVENTS);
    // One salt a day, made on first need.
    expect(await app.db.selectFrom("analytics_salts").select("day").execute()).toHaveLength(DAYS);

    const expected = plainCounts(all);
    const rolled = await rollUp(app.db, dialect, { rawDays: RAW_DAYS, now: NOW });
    const firstKept = addDays(TODAY, -(RAW_DAYS - 1));
    expect(rolled).toEqual({
      days: DAYS,
      rawViewsDeleted: onceAMinute(all).filter((event) => event.day < firstKept).length,
      saltsDeleted: DAYS - 1,
    });
    expect(await stored()).toEqual(expected);

    const rawDays = await app.db.selectFrom("page_views").select("day").distinct().orderBy("day").execute();
    expect(rawDays.map((row) => row.day)).toEqual(
      Array.from({ length: RAW_DAYS }, (_, index) => addDays(firstKept, index)),
    );
    expect(await app.db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: TODAY }]);

    // Again, as the next run of the timer: only yesterday and today are counted anew, the same.
    expect(await rollUp(app.db, dialect, { rawDays: RAW_DAYS, now: NOW })).toEqual({
      days: 2,
      rawViewsDeleted: 0,
      saltsDeleted: 0,
    });
    expect(await stored()).toEqual(expected);

    // A view written late for a past day changes nothing: that day was counted once, for good.
    await app.db
      .insertInto("page_views")
      .values(rawView(addDays(TODAY, -5), "late"))
      .execute();
    expect(await rollUp(app.db, dialect, { rawDays: RAW_DAYS, now: NOW })).toMatchObject({ days: 2 });
    expect(await stored()).toEqual(expected);
  });

  it("divides each source's and landing page's converting visitors by its visitors, and counts its leads on India days of their arrival", async () => {
    const span = lastDays(30, TODAY);
    await app.db.deleteFrom("traffic_daily").execute();
    await app.db
      .insertInto("traffic_daily")
      .values([
        { day: span.from, dimension: "source", value: "newsletter", views: 9, visitors: 4, converted: 2 },
        { day: TODAY, dimension: "source", value: "newsletter", views: 3, visitors: 1, converted: 1 },
        // A day counted before sources were grouped by site: read as Google.
        { day: TODAY, dimension: "source", value: "google.com", views: 10, visitors: 10, converted: 1 },
        {
          day: addDays(span.from, -1),
          dimension: "source",
          value: "newsletter",
          views: 50,
          visitors: 50,
          converted: 50,
        },
        { day: TODAY, dimension: "landing", value: "/services", views: 8, visitors: 8, converted: 2 },
      ])
      .execute();
    const lead = (
      createdAt: string,
      visit: { utm_source?: string; referrer_host?: string; landing_page?: string },
    ) => ({
      id: randomUUID(),
      kind: "feedback" as const,
      lost_reason: null,
      name: "Asha",
      email: "asha@example.com",
      mobile: "",
      summary: "A website",
      search_text: "Asha",
      created_at: createdAt,
      updated_at: createdAt,
      // Every row names every column: a multi-row insert writes null where one leaves a column out.
      utm_source: "",
      referrer_host: "",
      landing_page: "",
      ...visit,
    });
    const firstInstant = Date.parse(indiaDayStart(span.from));
    await app.db
      .insertInto("leads")
      .values([
        // The first second of the span's first India day, and the last second before it.
        lead(new Date(firstInstant).toISOString(), { utm_source: "newsletter", landing_page: "/services" }),
        lead(new Date(firstInstant - SECOND).toISOString(), {
          utm_source: "newsletter",
          landing_page: "/services",
        }),
        // The UTM source wins over the referring host; without one the host is the source.
        lead(NOW.toISOString(), {
          utm_source: "newsletter",
          referrer_host: "google.com",
          landing_page: "/services",
        }),
        lead(NOW.toISOString(), { referrer_host: "google.com", landing_page: "/about" }),
        lead(NOW.toISOString(), {}),
      ])
      .execute();

    expect(await conversion(app.db, "source", span)).toEqual([
      { value: "newsletter", visitors: 5, converted: 3, leads: 2, rate: 3 / 5 },
      { value: "Google", visitors: 10, converted: 1, leads: 1, rate: 1 / 10 },
      { value: "", visitors: 0, converted: 0, leads: 1, rate: null },
    ]);
    expect(await conversion(app.db, "landing", span)).toEqual([
      { value: "/services", visitors: 8, converted: 2, leads: 2, rate: 2 / 8 },
      { value: "", visitors: 0, converted: 0, leads: 1, rate: null },
      { value: "/about", visitors: 0, converted: 0, leads: 1, rate: null },
    ]);
  });

  it("keeps the most viewed values of a day and folds the rest into one 'other', visitors counted once", async () => {
    const day = addDays(TODAY, 10);
    const now = new Date(Date.parse(indiaDayStart(day)) + 12 * 3600 * SECOND);
    const extra = 40;
    // Landing pages /kept-0… viewed twice each by two visitors; /rare-0… once, all by three visitors.
    const views = [
      ...Array.from({ length: VALUES_PER_DAY }, (_, index) => [
        rawView(day, "a", `/kept-${index}`),
        rawView(day, "b", `/kept-${index}`),
      ]).flat(),
      ...Array.from({ length: extra }, (_, index) =>
        rawView(day, ["a", "b", "c"][index % 3] ?? "c", `/rare-${index}`),
      ),
    ];
    await app.db.insertInto("page_views").values(views).execute();
    await rollUp(app.db, dialect, { rawDays: RAW_DAYS, now });
    const landing = await app.db
      .selectFrom("traffic_daily")
      .select(["value", "views", "visitors"])
      .where("day", "=", day)
      .where("dimension", "=", "landing")
      .execute();
    expect(landing).toHaveLength(VALUES_PER_DAY + 1);
    expect(landing.filter((row) => row.value.startsWith("/kept-")).map((row) => Number(row.views))).toEqual(
      Array.from({ length: VALUES_PER_DAY }, () => 2),
    );
    expect(landing.find((row) => row.value === OTHER_VALUE)).toMatchObject({ views: extra, visitors: 3 });
    // The site's count keeps every view.
    expect(
      await app.db
        .selectFrom("traffic_daily")
        .select(["views", "visitors"])
        .where("day", "=", day)
        .where("dimension", "=", "site")
        .execute(),
    ).toEqual([{ views: 2 * VALUES_PER_DAY + extra, visitors: 3 }]);
  });

  it("rolls up a past day on its own timer, with two workers running it", async () => {
    const day = addDays(indiaDayOf(new Date()), -3);
    for (const table of ["page_views", "traffic_daily", "traffic_final_days"] as const)
      await app.db.deleteFrom(table).where("day", "=", day).execute();
    await app.db.insertInto("page_views").values(rawView(day, "timer")).execute();
    const log = pino({ level: "silent" });
    const config = { ANALYTICS_RAW_DAYS: RAW_DAYS, ANALYTICS_ROLL_UP_MS: 100 };
    const workers = [1, 2].map(() => startRollUps({ db: app.db, dialect, config, log }));
    try {
      await expect
        .poll(() =>
          app.db
            .selectFrom("traffic_daily")
            .select(["value", "views"])
            .where("day", "=", day)
            .where("dimension", "=", "page")
            .execute(),
        )
        .toEqual([{ value: "/services", views: 1 }]);
      await expect
        .poll(() => app.db.selectFrom("traffic_final_days").select("day").where("day", "=", day).execute())
        .toEqual([{ day }]);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });
});
