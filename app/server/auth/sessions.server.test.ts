import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { tokenHash } from "./secrets.server";
import {
  ADMIN_SESSION_ABSOLUTE_MS,
  ADMIN_SESSION_IDLE_MS,
  CONFIRMATION_MS,
  csrfTokenFor,
  endSession,
  endUserSessions,
  isConfirmed,
  listSessions,
  readPendingSession,
  readSession,
  readSessionId,
  replaceSession,
  SECOND_FACTOR_PENDING_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  type SignedIn,
  sessionCookies,
  startSession,
  TOUCH_MS,
} from "./sessions.server";
import { consumeToken, issueToken, TOKEN_LIFETIME_MS, tokenIsValid } from "./tokens.server";

const https = "https://www.example.in";

/** The cookie header a browser would send back after these Set-Cookie values. */
const cookieHeader = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
const requestWith = (cookie?: string, url = `${https}/home`, userAgent?: string) =>
  new Request(url, {
    headers: { ...(cookie ? { cookie } : {}), ...(userAgent ? { "user-agent": userAgent } : {}) },
  });
const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

// Sessions and one-time tokens in process on a real database.
describe.each(testDialects)("sessions and tokens on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect, { APP_URL: https });
  });
  afterAll(() => site.close());

  const deps = (clientIp = "203.0.113.7") => ({ db: site.app.db, config: site.config, clientIp });
  const newUser = (db = site.app.db) => insertUser(db, { email: `session.${tag()}@example.in` });
  const sessionRows = (userId: string) =>
    site.app.db.selectFrom("sessions").selectAll().where("user_id", "=", userId).execute();

  it("ends the session a browser had when it signs in again, whoever's it was", async () => {
    const userId = await newUser();
    const other = await newUser();
    const kept = await startSession(deps(), requestWith(), userId);
    const before = await startSession(deps(), requestWith(), userId);
    const again = await startSession(deps(), requestWith(cookieHeader(before)), other);
    expect(await readSession(deps(), requestWith(cookieHeader(before)))).toBeNull();
    expect((await readSession(deps(), requestWith(cookieHeader(again))))?.user.id).toBe(other);
    expect((await readSession(deps(), requestWith(cookieHeader(kept))))?.user.id).toBe(userId);
    expect(await sessionRows(userId)).toHaveLength(1);
  });

  it("starts a session with a new id each time, stored hashed, and reads it back with its XSRF token", async () => {
    const userId = await newUser();
    const first = await startSession(deps(), requestWith(), userId);
    const second = await startSession(deps(), requestWith(), userId);
    expect(cookieHeader(first)).not.toBe(cookieHeader(second));
    // APP_URL is https: both names carry the __Host- prefix.
    expect(first[0]).toMatch(/^__Host-sid=.+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(first[1]).toMatch(/^__Host-XSRF-TOKEN=[\w-]+; Max-Age=2592000; Path=\/; Secure; SameSite=Lax$/);
    // The account's area, for the header's link: readable by scripts, as long-lived.
    expect(first[2]).toBe("__Host-area=user; Max-Age=2592000; Path=/; Secure; SameSite=Lax");

    const signedIn = await readSession(deps(), requestWith(cookieHeader(first)));
    expect(signedIn?.user.id).toBe(userId);
    expect(signedIn?.csrfToken).toBe(csrfTokenFor(site.config.SESSION_SECRET, signedIn?.sessionHash ?? ""));
    expect(first[1]).toContain(`__Host-XSRF-TOKEN=${signedIn?.csrfToken};`);
    const rows = await sessionRows(userId);
    expect(rows.map((row) => row.id_hash)).toContain(signedIn?.sessionHash);
    // Only the hash is stored: the cookie's id is in no row, its hash is.
    const id =
      (await readSessionId(requestWith(cookieHeader(first)), site.config.SESSION_SECRET, https)) ?? "";
    expect(id.length).toBeGreaterThan(20);
    expect(signedIn?.sessionHash).toBe(tokenHash(id));
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  it("sets no Secure flag when the request and APP_URL are plain http", async () => {
    const plain = await openInProcessSite(dialect, { APP_URL: "http://localhost:3000" });
    try {
      const userId = await newUser(plain.app.db);
      const cookies = await startSession(
        { db: plain.app.db, config: plain.config, clientIp: "203.0.113.7" },
        requestWith(undefined, "http://localhost:3000/login"),
        userId,
      );
      for (const cookie of cookies) expect(cookie).not.toContain("Secure");
      // Nor the __Host- prefix, which a browser takes only with Secure: the names stay as they were.
      expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["sid", "XSRF-TOKEN", "area"]);
    } finally {
      await plain.close();
    }
  });

  it("keeps a session pending its second factor apart: it signs in nothing and ends within minutes", async () => {
    const userId = await newUser();
    const pending = await startSession(deps(), requestWith(), userId, { pendingSecondFactor: true });
    // Not signed in yet: no area (an earlier one is forgotten).
    expect(pending[2]).toMatch(/^__Host-area=; Max-Age=0; /);
    expect(pending[0]).toMatch(
      new RegExp(`^__Host-sid=.+; Max-Age=${SECOND_FACTOR_PENDING_MS / 1000}; Path=/; HttpOnly`),
    );
    expect(await readSession(deps(), requestWith(cookieHeader(pending)))).toBeNull();
    const waiting = await readPendingSession(deps(), requestWith(cookieHeader(pending)));
    expect(waiting?.user.id).toBe(userId);
    // Nor is it one of the user's sessions on the profile, and it cannot be moved to a new id.
    expect(await listSessions(site.app.db, { id: userId, role: "user" }, waiting?.sessionHash ?? "")).toEqual(
      [],
    );
    expect(await replaceSession(site.app.db, waiting?.sessionHash ?? "")).toBeNull();
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
    const value = /^__Host-sid=([^;]+)/.exec(sid)?.[1] ?? "";
    for (const cookie of [
      undefined,
      "__Host-sid=",
      "__Host-sid=unknown",
      // A changed signature (its first character: the last one may carry only base64 padding bits).
      `__Host-sid=${value.replace(/\.(.)/, (_dot, first: string) => `.${first === "A" ? "B" : "A"}`)}`,
      `__Host-sid=${"a".repeat(200)}`,
    ])
      expect(await readSession(deps(), requestWith(cookie)), cookie).toBeNull();
  });

  it("ends an admin's session after 12 hours without use, or 7 days after sign-in, where a user's goes on", async () => {
    const adminId = await newUser();
    await site.app.db.updateTable("users").set({ role: "admin" }).where("id", "=", adminId).execute();
    const userId = await newUser();
    const started = async (id: string) => {
      const cookies = await startSession(deps(), requestWith(), id);
      const row = (await sessionRows(id)).at(-1);
      return { cookies, hash: row?.id_hash ?? "", row };
    };
    const age = (hash: string, set: { last_seen_at?: string; created_at?: string }) =>
      site.app.db.updateTable("sessions").set(set).where("id_hash", "=", hash).execute();
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

    // The cookie and the row end a week after an admin's sign-in, a month after a user's.
    const admin = await started(adminId);
    const adminEnds = new Date(admin.row?.expires_at ?? 0).getTime() - Date.now();
    expect(adminEnds).toBeGreaterThan(ADMIN_SESSION_ABSOLUTE_MS - 60_000);
    expect(adminEnds).toBeLessThanOrEqual(ADMIN_SESSION_ABSOLUTE_MS);
    expect(admin.cookies[0]).toMatch(
      new RegExp(
        `Max-Age=${ADMIN_SESSION_ABSOLUTE_MS / 1000 - 1}|Max-Age=${ADMIN_SESSION_ABSOLUTE_MS / 1000}`,
      ),
    );

    const idleAdmin = await started(adminId);
    const idleUser = await started(userId);
    for (const { hash } of [idleAdmin, idleUser])
      await age(hash, { last_seen_at: ago(ADMIN_SESSION_IDLE_MS + 1000) });
    expect(await readSession(deps(), requestWith(cookieHeader(idleAdmin.cookies)))).toBeNull();
    expect((await readSession(deps(), requestWith(cookieHeader(idleUser.cookies))))?.user.id).toBe(userId);

    // A week-old session of an admin ends even while in use (its row's end aside, as for an account promoted since).
    const oldAdmin = await started(adminId);
    const oldUser = await started(userId);
    for (const { hash } of [oldAdmin, oldUser])
      await age(hash, { created_at: ago(ADMIN_SESSION_ABSOLUTE_MS + 1000) });
    expect(await readSession(deps(), requestWith(cookieHeader(oldAdmin.cookies)))).toBeNull();
    expect((await readSession(deps(), requestWith(cookieHeader(oldUser.cookies))))?.user.id).toBe(userId);
    expect((await readSession(deps(), requestWith(cookieHeader(admin.cookies))))?.user.id).toBe(adminId);
  });

  it("keeps when the password was last confirmed: confirmed for 10 minutes from a full sign-in or a confirmation, never from a passkey alone", async () => {
    const userId = await newUser();
    const read = async (cookies: string[], movedTo?: string) =>
      (await readSession(deps(), requestWith(cookieHeader(cookies)), movedTo)) as SignedIn;
    const passkeyAlone = await read(await startSession(deps(), requestWith(), userId));
    expect(passkeyAlone.confirmedAt).toBeNull();
    expect(isConfirmed(passkeyAlone)).toBe(false);

    const signedIn = await read(await startSession(deps(), requestWith(), userId, { confirmed: true }));
    expect(isConfirmed(signedIn)).toBe(true);
    const confirmedAt = new Date(signedIn.confirmedAt ?? 0).getTime();
    expect(isConfirmed(signedIn, confirmedAt + CONFIRMATION_MS - 1)).toBe(true);
    expect(isConfirmed(signedIn, confirmedAt + CONFIRMATION_MS)).toBe(false);
    // A pending session confirms nothing.
    await startSession(deps(), requestWith(), userId, { pendingSecondFactor: true, confirmed: true });
    expect((await sessionRows(userId)).filter((row) => row.second_factor_pending === 1)).toMatchObject([
      { confirmed_at: null },
    ]);

    // Confirming again moves the session to a new id that carries the new time; a plain move keeps it.
    const moved = await replaceSession(site.app.db, passkeyAlone.sessionHash, { confirmed: true });
    const now = (await readSession(deps(), requestWith(), moved?.id)) as SignedIn;
    expect(isConfirmed(now)).toBe(true);
    const again = await replaceSession(site.app.db, now.sessionHash);
    expect(((await readSession(deps(), requestWith(), again?.id)) as SignedIn).confirmedAt).toBe(
      now.confirmedAt,
    );
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

  it("keeps the device and address of a login, and writes last use with its address at most once a minute", async () => {
    const userId = await newUser();
    const cookies = await startSession(
      deps("198.51.100.4"),
      requestWith(undefined, undefined, FIREFOX_ON_WINDOWS),
      userId,
    );
    const hash =
      (await readSession(deps("198.51.100.4"), requestWith(cookieHeader(cookies))))?.sessionHash ?? "";
    const row = () =>
      site.app.db.selectFrom("sessions").selectAll().where("id_hash", "=", hash).executeTakeFirstOrThrow();
    expect(await row()).toMatchObject({ device: "Firefox on Windows", ip: "198.51.100.4" });
    const setLastSeen = (ms: number) =>
      site.app.db
        .updateTable("sessions")
        .set({ last_seen_at: new Date(Date.now() - ms).toISOString() })
        .where("id_hash", "=", hash)
        .execute();

    // Used again from another address within the minute: nothing is written.
    await setLastSeen(TOUCH_MS - 5_000);
    const before = await row();
    await readSession(deps("198.51.100.5"), requestWith(cookieHeader(cookies)));
    expect(await row()).toEqual(before);

    await setLastSeen(TOUCH_MS + 5_000);
    await readSession(deps("198.51.100.5"), requestWith(cookieHeader(cookies)));
    const touched = await row();
    expect(Date.now() - new Date(touched.last_seen_at).getTime()).toBeLessThan(5_000);
    expect(touched).toMatchObject({ device: "Firefox on Windows", ip: "198.51.100.5" });
  });

  it("lists a user's live sessions, this one first and marked, with device, address and last use", async () => {
    const userId = await newUser();
    const start = async (ip: string, userAgent?: string) => {
      const cookies = await startSession(deps(ip), requestWith(undefined, undefined, userAgent), userId);
      return (await readSession(deps(ip), requestWith(cookieHeader(cookies))))?.sessionHash ?? "";
    };
    const older = await start("198.51.100.10", "curl/8.5.0");
    const current = await start("198.51.100.11", FIREFOX_ON_WINDOWS);
    const idle = await start("198.51.100.12");
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const setLastSeen = (hash: string, at: string) =>
      site.app.db.updateTable("sessions").set({ last_seen_at: at }).where("id_hash", "=", hash).execute();
    const [olderSeen, currentSeen] = [ago(60_000), ago(120_000)];
    await setLastSeen(older, olderSeen);
    await setLastSeen(current, currentSeen);
    await setLastSeen(idle, ago(SESSION_IDLE_MS + 1000));
    // Someone else's session is not listed.
    await start("198.51.100.13");
    await startSession(deps(), requestWith(), await newUser());

    const listed = await listSessions(site.app.db, { id: userId, role: "user" }, current);
    expect(listed).toEqual([
      { current: true, device: "Firefox on Windows", ip: "198.51.100.11", lastSeenAt: currentSeen },
      { current: false, device: null, ip: "198.51.100.13", lastSeenAt: expect.any(String) },
      { current: false, device: "curl", ip: "198.51.100.10", lastSeenAt: olderSeen },
    ]);
    expect(JSON.stringify(listed)).not.toContain(current);
  });

  it("moves a session to a new id: the old one is dead, the new one reads the same user, start, end and device kept", async () => {
    const userId = await newUser();
    const cookies = await startSession(deps(), requestWith(undefined, undefined, FIREFOX_ON_WINDOWS), userId);
    const old = await readSession(deps(), requestWith(cookieHeader(cookies)));
    const oldHash = old?.sessionHash ?? "";
    const before = await site.app.db
      .selectFrom("sessions")
      .selectAll()
      .where("id_hash", "=", oldHash)
      .executeTakeFirstOrThrow();

    const moved = await replaceSession(site.app.db, oldHash);
    expect(moved?.expiresAt).toBe(before.expires_at);
    expect(await readSession(deps(), requestWith(cookieHeader(cookies)))).toBeNull();
    const now = await readSession(deps(), requestWith(), moved?.id);
    expect(now?.user.id).toBe(userId);
    expect(now?.sessionHash).not.toBe(oldHash);
    expect(now?.csrfToken).not.toBe(old?.csrfToken);
    const rows = await sessionRows(userId);
    expect(rows).toEqual([{ ...before, id_hash: now?.sessionHash, last_seen_at: expect.any(String) }]);

    // Its cookies read back as the new session, and live until the session's own end.
    const fresh = await sessionCookies(
      site.config,
      requestWith(),
      moved?.id ?? "",
      moved?.expiresAt ?? "",
      "user",
    );
    expect((await readSession(deps(), requestWith(cookieHeader(fresh))))?.sessionHash).toBe(now?.sessionHash);
    const maxAge = Number(/Max-Age=(\d+)/.exec(fresh[0] ?? "")?.[1]);
    expect(maxAge).toBeLessThanOrEqual(SESSION_ABSOLUTE_MS / 1000);
    expect(maxAge).toBeGreaterThan(SESSION_ABSOLUTE_MS / 1000 - 60);
    // The area cookie, for the header's link, lives as long; scripts may read it.
    expect(fresh[2]).toBe(`__Host-area=user; Max-Age=${maxAge}; Path=/; Secure; SameSite=Lax`);
    expect(fresh[2]).not.toMatch(/HttpOnly/i);

    // A session that ended meanwhile is not brought back.
    expect(await replaceSession(site.app.db, oldHash)).toBeNull();
  });

  it("ends one session, or all of a user's but the one kept", async () => {
    const userId = await newUser();
    const sessions = [];
    for (let n = 0; n < 3; n++) sessions.push(await startSession(deps(), requestWith(), userId));
    const hashes = [];
    for (const cookies of sessions)
      hashes.push((await readSession(deps(), requestWith(cookieHeader(cookies))))?.sessionHash ?? "");

    const cleared = await endSession(deps(), requestWith(), hashes[0] ?? "");
    expect(cleared.join("\n")).toMatch(/__Host-sid=;.*Max-Age=0/);
    expect(cleared.join("\n")).toMatch(/__Host-XSRF-TOKEN=;.*Max-Age=0/);
    expect(await readSession(deps(), requestWith(cookieHeader(sessions[0] ?? [])))).toBeNull();

    await endUserSessions(site.app.db, [userId], hashes[2]);
    expect((await sessionRows(userId)).map((row) => row.id_hash)).toEqual([hashes[2]]);
    await endUserSessions(site.app.db, [userId]);
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
