import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_EMAIL } from "~/server/admin/admins.server";
import { openDatabase } from "~/server/db/database.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { npmRun } from "../support/operations";
import { type RunningServer, startServer } from "../support/server";
import { siteClient, tag } from "../support/site-client";

/** `npm run create-admin -- …` as an operator runs it, on the test's database. */
const createAdmin = (database: TestDatabase, args: string[]) =>
  npmRun("create-admin", args, { DATABASE_URL: database.url, DATA_DIR: database.dataDir });

describe.each(testDialects)("the first admin on %s", (dialect) => {
  let database: TestDatabase;
  let server: RunningServer | undefined;
  const client = siteClient(() => server?.url ?? "");

  const start = async (env: Record<string, string> = {}) => {
    server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir, ...env });
    return server;
  };
  const stop = async () => {
    expect(await server?.stop()).toBe(0);
    server = undefined;
  };
  const roleOf = async (email: string) => {
    const { db } = openDatabase(database.url);
    try {
      return (await db.selectFrom("users").select("role").where("email", "=", email).executeTakeFirst())
        ?.role;
    } finally {
      await db.destroy();
    }
  };
  const auditActions = async () => {
    const { db } = openDatabase(database.url);
    try {
      return (await db.selectFrom("audit_log").select("action").orderBy("created_at").execute()).map(
        (row) => row.action,
      );
    } finally {
      await db.destroy();
    }
  };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    if (server) await stop();
    await database.drop();
  });

  it("creates one when none exists, prints its password once, and that password opens the admin area", async () => {
    const first = await start();
    const printed = first.logs.join("\n");
    expect(printed).toContain("An admin account was created");
    const password = /password: (\S+)/.exec(printed)?.[1] ?? "";
    expect(password).toMatch(/^[\w-]{20}$/);
    const session = await client.login({ email: DEFAULT_ADMIN_EMAIL, password });
    const home = await client.request("/admin/home", { headers: { cookie: session.cookie } });
    expect(home.status).toBe(200);
    await stop();

    const second = await start();
    expect(second.logs.join("\n")).not.toContain("An admin account was created");
    expect(second.logs.join("\n")).not.toContain(password);
    expect(await auditActions()).toEqual(["user.added"]);
  }, 60_000);

  it("makes ADMIN_EMAIL an admin with ADMIN_PASSWORD, and prints no password", async () => {
    const email = `owner.${tag()}@example.in`;
    const running = await start({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "Owner-pass-123" });
    expect(running.logs.join("\n")).not.toContain("An admin account was created");
    await client.login({ email, password: "Owner-pass-123" });
    expect(await roleOf(email)).toBe("admin");
  }, 60_000);

  it("promotes an ordinary account named by ADMIN_EMAIL and keeps its own password", async () => {
    await start({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    const user = await client.newUserSession();
    const own = await client.postJson("/logout", {}, client.as(user));
    expect(own.status).toBe(200);
    await stop();

    await start({ ADMIN_EMAIL: user.email, ADMIN_PASSWORD: "Something-else-1" });
    expect(await roleOf(user.email)).toBe("admin");
    const refused = await client.postJson("/login", { email: user.email, password: "Something-else-1" });
    expect(refused.status).toBe(401);
    expect(await auditActions()).toEqual(["user.added", "user.promoted"]);
  }, 60_000);

  it("never promotes an ordinary account that happens to use the default admin address", async () => {
    await start({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    // The first start made the default admin; make it an ordinary account, as after a demotion.
    const { db } = openDatabase(database.url);
    await db.updateTable("users").set({ role: "user" }).execute();
    await db.destroy();
    await stop();

    const again = await start();
    expect(again.logs.join("\n")).toContain("npm run create-admin");
    expect(await roleOf(DEFAULT_ADMIN_EMAIL)).toBe("user");
  }, 60_000);

  it("npm run create-admin creates an admin, promotes an account, and refuses bad input with a usage line", async () => {
    const email = `ops.${tag()}@example.in`;
    const created = await createAdmin(database, ["--email", email, "--name", "Ops Team"]);
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`Admin account created: ${email}`);
    const password = /shown only now\): (\S+)/.exec(created.output)?.[1] ?? "";
    expect(password).toMatch(/^[\w-]{20}$/);

    const again = await createAdmin(database, ["--email", email.toUpperCase()]);
    expect(again.output).toContain("is already an admin");

    await start({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" });
    expect(server?.logs.join("\n")).not.toContain("An admin account was created");
    const session = await client.login({ email, password });
    expect((await client.request("/admin/dashboard", { headers: { cookie: session.cookie } })).status).toBe(
      200,
    );
    const user = await client.newUserSession();
    const promoted = await createAdmin(database, ["--email", user.email]);
    expect(promoted.output).toContain("is now an admin");
    // Roles are read on every request: the open session gets in at once.
    expect((await client.request("/admin/dashboard", { headers: { cookie: user.cookie } })).status).toBe(200);

    for (const bad of [
      [],
      ["--email", "not-an-address"],
      ["--email"],
      ["--email", email, "--password", "short"],
      ["--bogus"],
    ]) {
      const refused = await createAdmin(database, bad);
      expect(refused.code, bad.join(" ")).toBe(2);
      expect(refused.output.trim().split("\n").length, refused.output).toBeLessThanOrEqual(2);
    }
  }, 90_000);
});
