import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { type AppDatabase, openDatabase } from "~/server/db/database.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";

const tag = () => randomBytes(4).toString("hex");

describe.each(testDialects)("rate limits on %s", (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  let app: AppDatabase;

  const start = () =>
    startServer({
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      COMPANY_EMAIL: "hello@example.in",
      HR_EMAIL: "jobs@example.in",
    });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await start();
    app = openDatabase(database.url);
  });

  afterAll(async () => {
    await app?.db.destroy();
    expect(await server?.stop()).toBe(0);
    await database?.drop();
  });

  const postJson = (pathname: string, body: unknown) =>
    fetch(new URL(pathname, server.url), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  /** One valid post per lead form, in turn: every form counts against the same limit. */
  const leadPosts = [
    () => postJson("/api/feedback", { name: "A", email: `a.${tag()}@example.com`, message: "m" }),
    () =>
      postJson("/api/needs", {
        selection: "Support",
        name: "B",
        mobile: "9876543210",
        email: `b.${tag()}@example.com`,
      }),
    () =>
      postJson("/api/online/submit-form", {
        selection: "Marketing",
        name: "C",
        mobile: "9876543210",
        email: `c.${tag()}@example.com`,
      }),
    () =>
      postJson("/submitCourseData", { mobile: "9876543210", email: `d.${tag()}@example.com`, nodeJs: true }),
  ];

  const leadRows = async () => {
    let total = 0;
    for (const table of ["feedback", "enquiries", "course_enrolments"] as const) {
      const { count } = await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      total += Number(count);
    }
    return total;
  };

  const upload = (name: string) => {
    const form = new FormData();
    form.append("file", new Blob(["plain text\n"], { type: "text/plain" }), name);
    return fetch(new URL("/api/upload", server.url), {
      method: "POST",
      headers: { accept: "application/json" },
      body: form,
    });
  };

  const retryAfter = (response: Response) => {
    const value = response.headers.get("retry-after") ?? "";
    expect(value).toMatch(/^\d+$/);
    return Number(value);
  };

  it("allows 10 lead posts per 10 minutes from one address, across all lead forms, then answers 429", async () => {
    for (let index = 0; index < 10; index++) {
      const response = await (leadPosts[index % leadPosts.length] as () => Promise<Response>)();
      expect(response.status, `post ${index + 1}`).toBe(201);
    }
    expect(await leadRows()).toBe(10);

    const limited = await leadPosts[0]?.();
    expect(limited?.status).toBe(429);
    const seconds = retryAfter(limited as Response);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    const answer = await limited?.json();
    expect(answer).toMatchObject({ ok: false, error: messages.feedback.failed });
    expect(answer.details).toMatch(/^Too many requests\. Please wait \d+ minutes? and try again\.$/);

    // Each form answers with its own failure message.
    for (const [post, failed] of [
      [leadPosts[1], messages.enquiry.failed],
      [leadPosts[2], messages.enquiry.failed],
      [leadPosts[3], messages.enquiry.failed],
    ] as const) {
      const response = await post?.();
      expect(response?.status).toBe(429);
      expect(response?.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await response?.json()).toMatchObject({ ok: false, error: failed });
    }
    expect(await leadRows()).toBe(10);
  });

  it("counts in the database", async () => {
    const rows = await app.db.selectFrom("rate_limits").selectAll().where("key", "like", "lead:%").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hits).toBe(14);
  });

  it("answers a limited browser form post with the page and the failure message", async () => {
    const response = await fetch(new URL("/feedback", server.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams({ name: "A", email: "a@example.com", message: "m" }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await response.text()).toContain(messages.feedback.failed);
  });

  it("refuses a large limited body without breaking the connection for the next request", async () => {
    const big = await postJson("/api/feedback", {
      name: "A",
      email: "a@example.com",
      message: "m".repeat(60_000),
    });
    expect(big.status).toBe(429);
    const next = await postJson("/api/feedback", { name: "A", email: "a@example.com", message: "m" });
    expect(next.status).toBe(429);
  });

  it("counts uploads separately: 20 per hour, then 429 with the upload failure message", async () => {
    for (let index = 0; index < 20; index++) {
      const response = await upload(`cv-${index}.txt`);
      expect(response.status, `upload ${index + 1}`).toBe(201);
    }
    const limited = await upload("cv-21.txt");
    expect(limited.status).toBe(429);
    expect(retryAfter(limited)).toBeGreaterThan(600);
    expect(await limited.json()).toMatchObject({ ok: false, error: messages.upload.failed });
    const { count } = await app.db
      .selectFrom("uploads")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(20);
  });

  it("counts broken-link reports separately: 30 per 10 minutes, then 429 and no more rows", async () => {
    const report = (index: number) =>
      postJson("/not-found", { path: `/gone-${tag()}-${index}`, referrer: "https://example.com/" });
    const reports = async () => {
      const { count } = await app.db
        .selectFrom("not_found_reports")
        .select((eb) => eb.fn.countAll().as("count"))
        .executeTakeFirstOrThrow();
      return Number(count);
    };
    for (let index = 0; index < 30; index++)
      expect((await report(index)).status, `report ${index + 1}`).toBe(201);
    const limited = await report(30);
    expect(limited.status).toBe(429);
    const seconds = retryAfter(limited);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(await limited.json()).toMatchObject({ ok: false, error: messages.notFound.failed });
    expect(await reports()).toBe(30);
  });

  it("still limits after a restart on the same database", async () => {
    expect(await server.stop()).toBe(0);
    server = await start();
    const response = await leadPosts[1]?.();
    expect(response?.status).toBe(429);
    const seconds = retryAfter(response as Response);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(await response?.json()).toMatchObject({ ok: false, error: messages.enquiry.failed });
    expect(await leadRows()).toBe(10);
  });
});
