import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { readSessionId } from "./cookies.server";
import { tokenHash } from "./secrets.server";
import {
  csrfTokenFor,
  endSession,
  endUserSessions,
  readPendingSession,
  readSession,
  SECOND_FACTOR_PENDING_MS,
  SESSION_IDLE_MS,
  startSession,
} from "./sessions.server";
import { consumeToken, issueToken, TOKEN_LIFETIME_MS, tokenIsValid } from "./tokens.server";

const https = "https://www.example.in";

/** The cookie header a browser would send back after these Set-Cookie values. */
const cookieHeader = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
const requestWith = (cookie?: string, url = `${https}/home`) =>
  new Request(url, { headers: cookie ? { cookie } : {} });

// Sessions and one-time tokens in process on a real database.
describe.each(testDialects)("sessions and tokens on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect, { APP_URL: https });
  });
  afterAll(() => site.close());

  const deps = () => ({ db: site.app.db, config: site.config });
  const newUser = (db = site.app.db) => insertUser(db, { email: `session.${tag()}@example.in` });
  const sessionRows = (userId: string) =>
    site.app.db.selectFrom("sessions").selectAll().where("user_id", "=", userId).execute();

  it("starts a session with a new id each time, stored hashed, and reads it back with its XSRF token", async () => {
    const userId = await newUser();
    const first = await startSession(deps(), requestWith(), userId);
    const second = await startSession(deps(), requestWith(), userId);
    expect(cookieHeader(first)).not.toBe(cookieHeader(second));
    expect(first[0]).toMatch(/^sid=.+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(first[1]).toMatch(/^XSRF-TOKEN=[\w-]+; Max-Age=2592000; Path=\/; Secure; SameSite=Lax$/);

    const signedIn = await readSession(deps(), requestWith(cookieHeader(first)));
    expect(signedIn?.user.id).toBe(userId);
    expect(signedIn?.csrfToken).toBe(csrfTokenFor(site.config.SESSION_SECRET, signedIn?.sessionHash ?? ""));
    expect(first[1]).toContain(`XSRF-TOKEN=${signedIn?.csrfToken};`);
    const rows = await sessionRows(userId);
    expect(rows.map((row) => row.id_hash)).toContain(signedIn?.sessionHash);
    // Only the hash is stored: the cookie's id is in no row, its hash is.
    const id = (await readSessionId(requestWith(cookieHeader(first)), site.config.SESSION_SECRET)) ?? "";
    expect(id.length).toBeGreaterThan(20);
    expect(signedIn?.sessionHash).toBe(tokenHash(id));
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  it("sets no Secure flag when the request and APP_URL are plain http", async () => {
    const plain = await openInProcessSite(dialect, { APP_URL: "http://localhost:3000" });
    try {
      const userId = await newUser(plain.app.db);
      const cookies = await startSession(
        { db: plain.app.db, config: plain.config },
        requestWith(undefined, "http://localhost:3000/login"),
        userId,
      );
      for (const cookie of cookies) expect(cookie).not.toContain("Secure");
    } finally {
      await plain.close();
    }
  });

  it("keeps a session pending its second factor apart: it signs in nothing and ends within minutes", async () => {
    const userId = await newUser();
    const pending = await startSession(deps(), requestWith(), userId, { pendingSecondFactor: true });
    expect(pending[0]).toMatch(
      new RegExp(`^sid=.+; Max-Age=${SECOND_FACTOR_PENDING_MS / 1000}; Path=/; HttpOnly`),
    );
    expect(await readSession(deps(), requestWith(cookieHeader(pending)))).toBeNull();
    const waiting = await readPendingSession(deps(), requestWith(cookieHeader(pending)));
    expect(waiting?.user.id).toBe(userId);
    const [row] = await sessionRows(userId);
    expect(row?.second_factor_pending).toBe(1);
    expect(new Date(row?.expires_at ?? 0).getTime() - new Date(row?.created_at ?? 0).getTime()).toBe(
      SECOND_FACTOR_PENDING_MS,
    );

    // A signed-in session is no pending one, and a pending one past its minutes is none either.
    const full = await startSession(deps(), requestWith(), userId);
    expect(await readPendingSession(deps(), requestWith(cookieHeader(full)))).toBeNull();
    await site.app.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id_hash", "=", waiting?.sessionHash ?? "")
      .execute();
    expect(await readPendingSession(deps(), requestWith(cookieHeader(pending)))).toBeNull();
  });

  it("counts unknown, unsigned, forged and overlong ids as signed out", async () => {
    const userId = await newUser();
    const [sid = ""] = await startSession(deps(), requestWith(), userId);
    const value = /^sid=([^;]+)/.exec(sid)?.[1] ?? "";
    for (const cookie of [
      undefined,
      "sid=",
      "sid=unknown",
      // A changed signature (its first character: the last one may carry only base64 padding bits).
      `sid=${value.replace(/\.(.)/, (_dot, first: string) => `.${first === "A" ? "B" : "A"}`)}`,
      `sid=${"a".repeat(200)}`,
    ])
      expect(await readSession(deps(), requestWith(cookie)), cookie).toBeNull();
  });

  it("ends an idle or expired session and deletes its row; a recent one is kept", async () => {
    const userId = await newUser();
    const idle = await startSession(deps(), requestWith(), userId);
    const expired = await startSession(deps(), requestWith(), userId);
    const live = await startSession(deps(), requestWith(), userId);
    const hashOf = async (cookies: string[]) =>
      (await readSession(deps(), requestWith(cookieHeader(cookies))))?.sessionHash ?? "";
    const [idleHash, expiredHash] = [await hashOf(idle), await hashOf(expired)];
    await site.app.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS - 1000).toISOString() })
      .where("id_hash", "=", idleHash)
      .execute();
    await site.app.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id_hash", "=", expiredHash)
      .execute();

    expect(await readSession(deps(), requestWith(cookieHeader(idle)))).toBeNull();
    expect(await readSession(deps(), requestWith(cookieHeader(expired)))).toBeNull();
    expect((await readSession(deps(), requestWith(cookieHeader(live))))?.user.id).toBe(userId);
    const left = (await sessionRows(userId)).map((row) => row.id_hash);
    expect(left).toHaveLength(1);
    expect(left).not.toContain(idleHash);
    expect(left).not.toContain(expiredHash);
  });

  it("writes last-seen after ten minutes of use, not on every request", async () => {
    const userId = await newUser();
    const cookies = await startSession(deps(), requestWith(), userId);
    const hash = (await readSession(deps(), requestWith(cookieHeader(cookies))))?.sessionHash ?? "";
    const setLastSeen = (ms: number) =>
      site.app.db
        .updateTable("sessions")
        .set({ last_seen_at: new Date(Date.now() - ms).toISOString() })
        .where("id_hash", "=", hash)
        .execute();
    const lastSeen = async () =>
      new Date(
        (
          await site.app.db
            .selectFrom("sessions")
            .select("last_seen_at")
            .where("id_hash", "=", hash)
            .executeTakeFirstOrThrow()
        ).last_seen_at,
      ).getTime();

    await setLastSeen(5 * 60 * 1000);
    const before = await lastSeen();
    await readSession(deps(), requestWith(cookieHeader(cookies)));
    expect(await lastSeen()).toBe(before);

    await setLastSeen(11 * 60 * 1000);
    await readSession(deps(), requestWith(cookieHeader(cookies)));
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);
  });

  it("ends one session, or all of a user's but the one kept", async () => {
    const userId = await newUser();
    const sessions = [];
    for (let n = 0; n < 3; n++) sessions.push(await startSession(deps(), requestWith(), userId));
    const hashes = [];
    for (const cookies of sessions)
      hashes.push((await readSession(deps(), requestWith(cookieHeader(cookies))))?.sessionHash ?? "");

    const cleared = await endSession(deps(), requestWith(), hashes[0] ?? "");
    expect(cleared.join("\n")).toMatch(/sid=;.*Max-Age=0/);
    expect(cleared.join("\n")).toMatch(/XSRF-TOKEN=;.*Max-Age=0/);
    expect(await readSession(deps(), requestWith(cookieHeader(sessions[0] ?? [])))).toBeNull();

    await endUserSessions(site.app.db, userId, hashes[2]);
    expect((await sessionRows(userId)).map((row) => row.id_hash)).toEqual([hashes[2]]);
    await endUserSessions(site.app.db, userId);
    expect(await sessionRows(userId)).toEqual([]);
  });

  it("uses a one-time token once, for its purpose, before it expires; a newer one replaces it", async () => {
    const userId = await newUser();
    const first = await issueToken(site.app.db, userId, "reset-password");
    expect(await tokenIsValid(site.app.db, first, "reset-password")).toBe(true);
    expect(await tokenIsValid(site.app.db, first, "verify-email")).toBe(false);
    expect(await consumeToken(site.app.db, first, "verify-email")).toBeNull();

    const second = await issueToken(site.app.db, userId, "reset-password");
    expect(await tokenIsValid(site.app.db, first, "reset-password")).toBe(false);
    expect(await consumeToken(site.app.db, first, "reset-password")).toBeNull();
    expect(await consumeToken(site.app.db, second, "reset-password")).toBe(userId);
    expect(await consumeToken(site.app.db, second, "reset-password")).toBeNull();
    expect(await tokenIsValid(site.app.db, second, "reset-password")).toBe(false);

    const stored = await site.app.db
      .selectFrom("one_time_tokens")
      .selectAll()
      .where("token_hash", "=", tokenHash(second))
      .executeTakeFirstOrThrow();
    expect(new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()).toBe(
      TOKEN_LIFETIME_MS["reset-password"],
    );

    const late = await issueToken(site.app.db, userId, "verify-email");
    await site.app.db
      .updateTable("one_time_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", tokenHash(late))
      .execute();
    expect(await tokenIsValid(site.app.db, late, "verify-email")).toBe(false);
    expect(await consumeToken(site.app.db, late, "verify-email")).toBeNull();
  });
});
