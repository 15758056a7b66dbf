import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import { type RunningServer, startServer } from "../support/server";
import { siteClient } from "../support/site-client";

const readiness = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: await response.json() };
};

describe.each(testDialects)("readiness on %s", (dialect) => {
  let site: LeadSite | undefined;
  let bare: { server: RunningServer; database: TestDatabase } | undefined;

  afterEach(async () => {
    if (site) await stopLeadSite(site);
    site = undefined;
    if (bare) {
      expect(await bare.server.stop()).toBe(0);
      await bare.database.drop();
      bare = undefined;
    }
  });

  it("is ready when the database answers and the outbox worker runs", async () => {
    site = await startLeadSite(dialect);
    expect(await readiness(site.server.url)).toEqual({
      status: 200,
      body: { ok: true, database: true, outbox: "running" },
    });
  });

  it("is ready without SMTP_URL: the worker is off and mail waits in the outbox", async () => {
    const database = await createTestDatabase(dialect);
    bare = {
      database,
      server: await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir }),
    };
    expect(await readiness(bare.server.url)).toEqual({
      status: 200,
      body: { ok: true, database: true, outbox: "disabled" },
    });
  });

  it.runIf(dialect === "postgres")(
    "is not ready (503) while the database refuses connections, and ready again after",
    async () => {
      site = await startLeadSite(dialect);
      // A signed-in visitor, whose page needs the database to find the session.
      const session = await siteClient(() => site?.server.url ?? "").newUserSession();
      const name = new URL(site.database.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`alter database ${name} allow_connections false`);
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [
          name,
        ]);
        const down = await readiness(site.server.url);
        expect(down.status).toBe(503);
        expect(down.body).toMatchObject({ ok: false, database: false });
        expect((await fetch(`${site.server.url}/healthz`)).status).toBe(503);

        // A page that needs the database fails with the generic error page, as a 503 saying when
        // to try again (decision 049), which quotes the request id a visitor can report; the log
        // line of the failure carries the same id.
        const failed = await fetch(`${site.server.url}/home`, {
          headers: { cookie: session.cookie, "x-request-id": "support-ticket-42" },
        });
        expect(failed.status).toBe(503);
        expect(failed.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(failed.headers.get("x-request-id")).toBe("support-ticket-42");
        const page = await failed.text();
        expect(page).toContain("Something went wrong.");
        expect(/<code data-request-id[^>]*>([^<]*)<\/code>/.exec(page)?.[1], page.slice(-3000)).toBe(
          "support-ticket-42",
        );
        expect(page).not.toMatch(/at \w+ \(|node_modules|ECONNREFUSED|does not allow connections/);
        // Said once for the outage, not once per request (decision 048).
        const logged = site.server.logs.filter((line) => line.includes("database unavailable: "));
        expect(logged).toHaveLength(1);
        expect(JSON.parse(logged[0] ?? "{}").level).toBe(40);

        await admin.query(`alter database ${name} allow_connections true`);
        await expect
          .poll(async () => (await readiness(site?.server.url ?? "")).status, { timeout: 15_000 })
          .toBe(200);
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
        await admin.end();
      }
    },
    60_000,
  );
});
