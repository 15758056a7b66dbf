import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_EMAIL } from "~/server/admin/admins.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";
import { siteClient } from "../support/site-client";

// A newcomer's first start, as the README's Quick start tells it: the admin's password is one plain
// line of the output, not inside a JSON log line, and signs in (second factor off, as on a laptop).
describe.each(testDialects)("a first start on %s", (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  const client = siteClient(() => server.url);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      REQUIRE_ADMIN_2FA: "false",
    });
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
    await database.drop();
  });

  it("prints the admin's password as one plain line, and that password signs in", async () => {
    const lines = server.logs.filter((line) => line.includes("password"));
    expect(lines).toHaveLength(1);
    const [line = ""] = lines;
    expect(() => JSON.parse(line)).toThrow();
    const match = new RegExp(`^First admin created: ${DEFAULT_ADMIN_EMAIL} password: (\\S+) \\(`).exec(line);
    expect(match, line).not.toBeNull();

    const admin = await client.login({ email: DEFAULT_ADMIN_EMAIL, password: match?.[1] ?? "" });
    const inbox = await client.request("/admin/inbox", {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    expect(inbox.status).toBe(200);
  });
});
