import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ADMIN_EMAIL, ensureFirstAdmin } from "~/server/admin/admins.server";
import { verifyPassword } from "~/server/auth/passwords.server";
import { issueRecoveryCodes } from "~/server/auth/recovery-codes.server";
import { hasSecondFactor } from "~/server/auth/second-factor.server";
import { startSession } from "~/server/auth/sessions.server";
import { type AppDatabase, openDatabase } from "~/server/db/database.server";
import { migrateToLatest } from "~/server/db/migrate.server";
import { createAdminCommand } from "../../server/operation-command";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { capturedLog, insertUser } from "../support/in-process";
import { npmRun } from "../support/operations";
import { startServer } from "../support/server";
import { siteClient, tag } from "../support/site-client";
import { enrolTestApp } from "../support/two-factor";

// The rules run in process on a real database; one server start and two `npm run create-admin`
// runs check that the start and the command line reach them.
describe.each(testDialects)("the first admin on %s", (dialect) => {
  let database: TestDatabase;
  let app: AppDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    app = openDatabase(database.url);
    await migrateToLatest(app);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await app.db.destroy();
    await database.drop();
  });

  const userOf = (email: string) =>
    app.db
      .selectFrom("users")
      .select(["role", "password_hash"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
  const auditActions = async () =>
    (await app.db.selectFrom("audit_log").select("action").orderBy("created_at").execute()).map(
      (row) => row.action,
    );
  const addOrdinaryUser = (email: string, password: string) => insertUser(app.db, { email, password });
  const ensure = async (config: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }) => {
    const { log, lines } = capturedLog();
    let printed = "";
    await ensureFirstAdmin(app.db, config, log, (text) => {
      printed += text;
    });
    return { printed, logged: lines.join("") };
  };
  /** `npm run create-admin` in process: its exit code and what it wrote. */
  const createAdmin = async (args: string[]) => {
    vi.stubEnv("DATABASE_URL", database.url);
    vi.stubEnv("DATA_DIR", database.dataDir);
    let output = "";
    const code = await createAdminCommand(args, (text) => {
      output += text;
    });
    return { code, output };
  };

  it("creates one when none exists and prints its password once; the next start prints nothing", async () => {
    const first = await ensure({});
    expect(first.printed).toMatch(
      new RegExp(`^First admin created: ${DEFAULT_ADMIN_EMAIL} password: \\S+ \\(shown only now: .*\\)\\n$`),
    );
    const password = /password: (\S+)/.exec(first.printed)?.[1] ?? "";
    expect(password).toMatch(/^[\w-]{20}$/);
    const admin = await userOf(DEFAULT_ADMIN_EMAIL);
    expect(admin.role).toBe("admin");
    expect(await verifyPassword(admin.password_hash, password)).toBe(true);

    const second = await ensure({});
    expect(second.printed).toBe("");
    expect(await auditActions()).toEqual(["user.added"]);
  });

  it("makes ADMIN_EMAIL an admin with ADMIN_PASSWORD, and prints no password", async () => {
    const email = `owner.${tag()}@example.in`;
    const { printed } = await ensure({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "Owner-pass-123" });
    expect(printed).toBe("");
    const owner = await userOf(email);
    expect(owner.role).toBe("admin");
    expect(await verifyPassword(owner.password_hash, "Owner-pass-123")).toBe(true);
  });

  it("leaves an ordinary account named by ADMIN_EMAIL as it is, and logs how to promote it", async () => {
    const email = `user.${tag()}@example.in`;
    await addOrdinaryUser(email, "Own-password-1");
    const { printed, logged } = await ensure({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "Something-else-1" });
    expect(printed).toBe("");
    const left = await userOf(email);
    expect(left.role).toBe("user");
    expect(await verifyPassword(left.password_hash, "Own-password-1")).toBe(true);
    expect(await auditActions()).toEqual([]);
    const warning = JSON.parse(logged);
    expect(warning).toMatchObject({ level: 40, email });
    expect(warning.msg).toContain(`npm run create-admin -- --email ${email}`);
    expect(warning.msg).toContain("--password");
    expect(logged).not.toContain("Something-else-1");
  });

  it("never promotes an ordinary account that happens to use the default admin address", async () => {
    await addOrdinaryUser(DEFAULT_ADMIN_EMAIL, "Own-password-1");
    const { printed, logged } = await ensure({});
    expect(printed).toBe("");
    expect(logged).toContain("npm run create-admin");
    expect((await userOf(DEFAULT_ADMIN_EMAIL)).role).toBe("user");
    expect(await auditActions()).toEqual([]);
  });

  it("create-admin creates an admin, promotes a verified account, and refuses bad input with a usage line", async () => {
    const email = `ops.${tag()}@example.in`;
    const created = await createAdmin(["--email", email, "--name", "Ops Team"]);
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`Admin account created: ${email}`);
    const password = /shown only now\): (\S+)/.exec(created.output)?.[1] ?? "";
    expect(password).toMatch(/^[\w-]{20}$/);
    expect(await verifyPassword((await userOf(email)).password_hash, password)).toBe(true);

    const again = await createAdmin(["--email", email.toUpperCase()]);
    expect(again.output).toContain("is already an admin");

    const ordinary = `user.${tag()}@example.in`;
    const ordinaryId = await addOrdinaryUser(ordinary, "Own-password-1");
    const now = new Date().toISOString();
    await app.db
      .insertInto("sessions")
      .values({
        id_hash: `session-of-${ordinaryId}`,
        user_id: ordinaryId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const promoted = await createAdmin(["--email", ordinary]);
    expect(promoted.output).toContain("is now an admin");
    expect((await userOf(ordinary)).role).toBe("admin");
    expect(await verifyPassword((await userOf(ordinary)).password_hash, "Own-password-1")).toBe(true);
    // A change of privilege: the account's sessions end, and its owner logs in again as an admin.
    expect(
      await app.db.selectFrom("sessions").where("user_id", "=", ordinaryId).selectAll().execute(),
    ).toEqual([]);

    for (const bad of [
      [],
      ["--email", "not-an-address"],
      ["--email"],
      ["--email", email, "--password", "short"],
      ["--bogus"],
    ]) {
      const refused = await createAdmin(bad);
      expect(refused.code, bad.join(" ")).toBe(2);
      expect(refused.output.trim().split("\n").length, refused.output).toBeLessThanOrEqual(2);
    }
    expect(await auditActions()).toEqual(["user.added", "user.promoted"]);
  });

  it("create-admin promotes an unverified account only with --password, which replaces its own and ends its sessions", async () => {
    const email = `squatter.${tag()}@example.in`;
    const id = await addOrdinaryUser(email, "Squatters-pass-1");
    await app.db.updateTable("users").set({ is_verified: 0 }).where("id", "=", id).execute();
    await startSession(
      {
        db: app.db,
        config: { SESSION_SECRET: "s".repeat(32), APP_URL: "https://www.example.in" },
        clientIp: "127.0.0.1",
      },
      new Request("https://www.example.in/login"),
      id,
    );
    const sessions = () =>
      app.db.selectFrom("sessions").select("id_hash").where("user_id", "=", id).execute();
    expect(await sessions()).toHaveLength(1);

    const refused = await createAdmin(["--email", email]);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain("has not verified its address");
    expect((await userOf(email)).role).toBe("user");
    expect(await sessions()).toHaveLength(1);
    expect(await auditActions()).toEqual([]);

    const promoted = await createAdmin(["--email", email, "--password", "Operators-pass-1"]);
    expect(promoted.code, promoted.output).toBe(0);
    expect(promoted.output).toContain("its sessions were ended");
    const admin = await userOf(email);
    expect(admin.role).toBe("admin");
    expect(await verifyPassword(admin.password_hash, "Operators-pass-1")).toBe(true);
    expect(await verifyPassword(admin.password_hash, "Squatters-pass-1")).toBe(false);
    expect(await sessions()).toEqual([]);
    expect(await auditActions()).toEqual(["user.promoted"]);
  });

  it("create-admin --reset-2fa removes an admin's second factors and ends its sessions", async () => {
    const email = `lost.phone.${tag()}@example.in`;
    const created = await createAdmin(["--email", email, "--password", "Lost-phone-pass-1"]);
    expect(created.code, created.output).toBe(0);
    const config = { SESSION_SECRET: "s".repeat(32), APP_URL: "https://www.example.in" };
    const id = await enrolTestApp(app, config, { email, totpSecret: "MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U" });
    await issueRecoveryCodes(app.db, id);
    await app.db
      .insertInto("passkeys")
      .values({
        id: `key-${tag()}`,
        user_id: id,
        name: "Laptop",
        public_key: "pQ",
        transports: null,
        created_at: new Date().toISOString(),
        last_used_at: null,
      })
      .execute();
    await startSession(
      { db: app.db, config, clientIp: "203.0.113.9" },
      new Request("https://www.example.in/login"),
      id,
    );
    expect(await hasSecondFactor(app.db, id)).toBe(true);

    for (const bad of [["--email", email, "--reset-2fa", "--password", "Another-pass-1"], ["--reset-2fa"]]) {
      const refused = await createAdmin(bad);
      expect(refused.code, bad.join(" ")).toBe(2);
      expect(refused.output.trim().split("\n").length, refused.output).toBeLessThanOrEqual(2);
    }
    expect(await hasSecondFactor(app.db, id)).toBe(true);

    const reset = await createAdmin(["--email", email.toUpperCase(), "--reset-2fa"]);
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).toContain(`The second factors of ${email} were removed`);
    expect(await hasSecondFactor(app.db, id)).toBe(false);
    for (const table of ["totp_factors", "recovery_codes", "passkeys", "sessions"] as const) {
      expect(await app.db.selectFrom(table).selectAll().where("user_id", "=", id).execute(), table).toEqual(
        [],
      );
    }
    expect(await auditActions()).toEqual(["user.added", "two-factor.reset"]);

    const unknown = await createAdmin(["--email", `nobody.${tag()}@example.in`, "--reset-2fa"]);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain("Nothing changed");
  });

  it("a fresh start prints a password that opens the admin area, and the npm script answers as the command does", async () => {
    const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir });
    try {
      const password = /password: (\S+)/.exec(server.logs.join("\n"))?.[1] ?? "";
      const client = siteClient(() => server.url);
      const session = await client.login({ email: DEFAULT_ADMIN_EMAIL, password });
      // REQUIRE_ADMIN_2FA is on by default: the new admin is let into the area's two-factor page first.
      const home = await client.request("/admin/home", {
        headers: { accept: "text/html", cookie: session.cookie },
      });
      expect(home.status).toBe(302);
      expect(home.headers.get("location")).toBe("/admin/two-factor?redirectTo=%2Fadmin%2Fhome");
      const enrol = await client.request("/admin/two-factor", { headers: { cookie: session.cookie } });
      expect(enrol.status).toBe(200);

      // Registered, never verified: promoted only with a password of the operator's.
      const user = await client.newUserSession();
      const env = { DATABASE_URL: database.url, DATA_DIR: database.dataDir };
      const refused = await npmRun("create-admin", ["--email", user.email], env);
      expect(refused.code, refused.output).toBe(1);
      expect(refused.output).toContain("has not verified its address");
      const promoted = await npmRun(
        "create-admin",
        ["--email", user.email, "--password", "Operators-pass-1"],
        env,
      );
      expect(promoted.code, promoted.output).toBe(0);
      expect(promoted.output).toContain("is now an admin");
      // The promotion ended the open session; logged in again, the account is an admin at once.
      const ended = await client.request("/admin/dashboard", { headers: { cookie: user.cookie } });
      expect(ended.status).toBe(302);
      expect(ended.headers.get("location")).toBe(
        `/login?redirectTo=${encodeURIComponent("/admin/dashboard")}`,
      );
      const own = await client.login({ email: user.email, password: "Operators-pass-1" });
      const enrolment = await client.request("/admin/two-factor", { headers: { cookie: own.cookie } });
      expect(enrolment.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);
});
