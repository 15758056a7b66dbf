import { parseCookie, stringifySetCookie } from "cookie";
import { type Kysely, type Selectable, sql } from "kysely";
import { createCookie } from "react-router";
import { AREA_COOKIE, type Area, areaOf } from "~/lib/area-home";
import { LIST_PAGE_SIZE } from "~/lib/schemas/list";
import type { Config } from "../config.server";
import type { Database, UsersTable } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { describeDevice } from "./devices.server";
import { hmac, newSecretToken, tokenHash } from "./secrets.server";

// On an https site every name takes the `__Host-` prefix, so that a sibling subdomain or a
// plain-http answer cannot plant or overwrite them.
export function siteCookies(request: Request, appUrl: string) {
  const https = appUrl.startsWith("https:");
  const prefix = https ? "__Host-" : "";
  return {
    session: `${prefix}sid`,
    xsrf: `${prefix}XSRF-TOKEN`,
    area: `${prefix}${AREA_COOKIE}`,
    signedOut: `${prefix}signed-out`,
    secure: https || new URL(request.url).protocol === "https:",
  };
}

type SiteCookies = ReturnType<typeof siteCookies>;

const attributes = { path: "/", sameSite: "lax" } as const;

/** Signed, so an id not issued here is refused before the database is asked. */
export const sessionCookie = (secret: string, site: SiteCookies) =>
  createCookie(site.session, { ...attributes, httpOnly: true, secure: site.secure, secrets: [secret] });

export async function readSessionId(request: Request, secret: string, appUrl: string) {
  const header = request.headers.get("cookie");
  if (header === null) return undefined;
  const site = siteCookies(request, appUrl);
  const value: unknown = await sessionCookie(secret, site).parse(header);
  // An empty cookie (`sid=`) reads as "", unsigned: no session either.
  return typeof value === "string" && value !== "" ? value : undefined;
}

export const setCookie = (site: SiteCookies, name: string, value: string, maxAge: number, httpOnly = false) =>
  stringifySetCookie({ name, value, ...attributes, maxAge, httpOnly, secure: site.secure });

/** The bare token, for the page's scripts to send back in X-XSRF-TOKEN (createCookie would encode it). */
export const xsrfCookie = (token: string, maxAgeSeconds: number, site: SiteCookies) =>
  setCookie(site, site.xsrf, token, maxAgeSeconds);

export const clearedCookies = (site: SiteCookies) =>
  [site.session, site.xsrf, site.area].map((name) => setCookie(site, name, "", 0, name === site.session));

/** Set by a sign-out for the login page it lands on, which says so once, then clears it. */
export const signedOutCookie = (on: boolean, site: SiteCookies) =>
  setCookie(site, site.signedOut, on ? "1" : "", on ? 60 : 0, true);

export const cameFromSignOut = (request: Request, site: SiteCookies) =>
  parseCookie(request.headers.get("cookie") ?? "")[site.signedOut] === "1";

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// An admin's session holds the whole company's data, so it lives shorter.
export const ADMIN_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const ADMIN_SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a sign-in or /confirm-access keeps the sensitive actions open; a stolen session alone is not enough. */
export const CONFIRMATION_MS = 10 * 60 * 1000;

export function sessionLimits(role: string) {
  return role === "admin"
    ? { idleMs: ADMIN_SESSION_IDLE_MS, absoluteMs: ADMIN_SESSION_ABSOLUTE_MS }
    : { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS };
}
// Last use is written at most this often so that reading a session stays one SELECT.
export const TOUCH_MS = 60 * 1000;
export const SECOND_FACTOR_PENDING_MS = 10 * 60 * 1000;

export type User = Selectable<UsersTable>;

export interface SignedIn {
  user: User;
  sessionHash: string;
  csrfToken: string;
  confirmedAt: string | null;
}

export const isConfirmed = (signedIn: Pick<SignedIn, "confirmedAt">, now = Date.now()) =>
  signedIn.confirmedAt !== null && now - new Date(signedIn.confirmedAt).getTime() < CONFIRMATION_MS;

interface SessionDeps {
  db: Kysely<Database>;
  config: Pick<Config, "SESSION_SECRET" | "APP_URL">;
  clientIp: string;
}

/** An id longer than any issued here is none: it is not hashed, nor looked up. */
const hashOfId = (id: string | undefined) => (id && id.length <= 100 ? tokenHash(id) : null);

export const csrfTokenFor = (secret: string, sessionHash: string) => hmac(secret, `xsrf:${sessionHash}`);

// A new random id every time, so a planted id is useless; the browser's previous session, whoever's
// it was, ends rather than living on behind the new cookie.
export async function startSession(
  { db, config, clientIp }: SessionDeps,
  request: Request,
  userId: string,
  {
    pendingSecondFactor = false,
    confirmed = false,
  }: { pendingSecondFactor?: boolean; confirmed?: boolean } = {},
) {
  const previous = hashOfId(await readSessionId(request, config.SESSION_SECRET, config.APP_URL));
  if (previous) await db.deleteFrom("sessions").where("id_hash", "=", previous).execute();
  const { role } = await db
    .selectFrom("users")
    .select("role")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const id = newSecretToken();
  const now = new Date();
  const lifetime = pendingSecondFactor ? SECOND_FACTOR_PENDING_MS : sessionLimits(role).absoluteMs;
  const expiresAt = new Date(now.getTime() + lifetime).toISOString();
  await db
    .insertInto("sessions")
    .values({
      id_hash: tokenHash(id),
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt,
      device: describeDevice(request.headers.get("user-agent")),
      ip: clientIp,
      second_factor_pending: pendingSecondFactor ? 1 : 0,
      confirmed_at: confirmed && !pendingSecondFactor ? now.toISOString() : null,
    })
    .execute();
  return sessionCookies(config, request, id, expiresAt, pendingSecondFactor ? null : areaOf(role));
}

export async function sessionCookies(
  config: SessionDeps["config"],
  request: Request,
  id: string,
  expiresAt: string,
  area: Area | null,
) {
  const site = siteCookies(request, config.APP_URL);
  const maxAge = Math.max(0, Math.round((new Date(expiresAt).getTime() - Date.now()) / 1000));
  return [
    await sessionCookie(config.SESSION_SECRET, site).serialize(id, { maxAge }),
    xsrfCookie(csrfTokenFor(config.SESSION_SECRET, tokenHash(id)), maxAge, site),
    // A hint for the header's area link only (the root loader or a prerendered page's script reads
    // it): every page of an area checks the session itself.
    setCookie(site, site.area, area ?? "", area ? maxAge : 0),
  ];
}

/** `movedTo`: the id this request's own action rotated the session to; its cookie still holds the old one. */
export async function readSession({ db, config, clientIp }: SessionDeps, request: Request, movedTo?: string) {
  const hash = hashOfId(movedTo ?? (await readSessionId(request, config.SESSION_SECRET, config.APP_URL)));
  if (!hash) return null;
  const row = await sessionWithUser(db, hash, 0)
    .select([
      "sessions.last_seen_at",
      "sessions.expires_at",
      "sessions.created_at as started_at",
      "sessions.confirmed_at",
    ])
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  const limits = sessionLimits(row.role);
  if (
    new Date(row.expires_at).getTime() <= now ||
    new Date(row.started_at).getTime() + limits.absoluteMs <= now ||
    lastSeen + limits.idleMs <= now
  ) {
    await db.deleteFrom("sessions").where("id_hash", "=", hash).execute();
    return null;
  }
  if (now - lastSeen >= TOUCH_MS) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: nowIso(), ip: clientIp })
      .where("id_hash", "=", hash)
      .execute();
  }
  const { last_seen_at: _seen, expires_at: _expires, started_at: _started, confirmed_at, ...user } = row;
  return {
    user,
    sessionHash: hash,
    csrfToken: csrfTokenFor(config.SESSION_SECRET, hash),
    confirmedAt: confirmed_at,
  };
}

export async function readPendingSession({ db, config }: Omit<SessionDeps, "clientIp">, request: Request) {
  const hash = hashOfId(await readSessionId(request, config.SESSION_SECRET, config.APP_URL));
  if (!hash) return null;
  const user = await sessionWithUser(db, hash, 1)
    .where("sessions.expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return user ? { user, sessionHash: hash } : null;
}

const sessionWithUser = (db: Kysely<Database>, hash: string, pending: 0 | 1) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .where("sessions.id_hash", "=", hash)
    .where("sessions.second_factor_pending", "=", pending);

/** Rotates the id but keeps the row, so whoever copied the old id is signed out and this browser is not. */
export async function replaceSession(
  db: Kysely<Database>,
  sessionHash: string,
  { confirmed = false }: { confirmed?: boolean } = {},
) {
  const id = newSecretToken();
  const now = nowIso();
  const row = await db
    .updateTable("sessions")
    .set({ id_hash: tokenHash(id), last_seen_at: now, ...(confirmed ? { confirmed_at: now } : {}) })
    .where("id_hash", "=", sessionHash)
    .where("second_factor_pending", "=", 0)
    .returning("expires_at")
    .executeTakeFirst();
  return row ? { id, expiresAt: row.expires_at } : null;
}

export async function endSession(
  { db, config }: Omit<SessionDeps, "clientIp">,
  request: Request,
  sessionHash: string,
) {
  await db.deleteFrom("sessions").where("id_hash", "=", sessionHash).execute();
  return clearSessionCookies(request, config.APP_URL);
}

export function clearSessionCookies(request: Request, appUrl: string) {
  return clearedCookies(siteCookies(request, appUrl));
}

export async function endUserSessions(db: Kysely<Database>, userIds: string[], keepHash?: string) {
  if (userIds.length === 0) return;
  let query = db.deleteFrom("sessions").where("user_id", "in", userIds);
  if (keepHash) query = query.where("id_hash", "!=", keepHash);
  await query.execute();
}

export type SessionView = Awaited<ReturnType<typeof listSessions>>[number];

// Capped at a page: a script that signs in again and again must not make the profile endless.
export async function listSessions(
  db: Kysely<Database>,
  { id: userId, role }: Pick<User, "id" | "role">,
  currentHash: string,
  now = new Date(),
) {
  const { idleMs, absoluteMs } = sessionLimits(role);
  const rows = await db
    .selectFrom("sessions")
    .select(["id_hash", "device", "ip", "last_seen_at as lastSeenAt"])
    .where("user_id", "=", userId)
    .where("second_factor_pending", "=", 0)
    .where("expires_at", ">", now.toISOString())
    .where("last_seen_at", ">", new Date(now.getTime() - idleMs).toISOString())
    .where("created_at", ">", new Date(now.getTime() - absoluteMs).toISOString())
    .orderBy(sql`case when id_hash = ${currentHash} then 0 else 1 end`)
    .orderBy("last_seen_at", "desc")
    .limit(LIST_PAGE_SIZE)
    .execute();
  return rows.map(({ id_hash, ...row }) => ({ current: id_hash === currentHash, ...row }));
}
