import { type Kysely, type Selectable, sql } from "kysely";
import { type Area, areaOf } from "~/lib/area-home";
import { LIST_PAGE_SIZE } from "~/lib/schemas/list";
import type { Config } from "../config.server";
import type { Database, UsersTable } from "../db/schema.server";
import { nowIso } from "../ids.server";
import {
  areaCookie,
  clearedCookies,
  readSessionId,
  sessionCookie,
  siteCookies,
  xsrfCookie,
} from "./cookies.server";
import { describeDevice } from "./devices.server";
import { hmac, newSecretToken, tokenHash } from "./secrets.server";

/** A session ends after a week without use, and a month after login whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * An admin's session holds the whole company's data: it ends after a working day without use, and a
 * week after sign-in (decision 037).
 */
export const ADMIN_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const ADMIN_SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long the password (and second factor) given at sign-in or at /confirm-access opens the
 * sensitive actions (decision 037): a session taken later is not enough to change how the account
 * signs in.
 */
export const CONFIRMATION_MS = 10 * 60 * 1000;

/** How long a session of this role may go unused, and may last at all. */
export function sessionLimits(role: string) {
  return role === "admin"
    ? { idleMs: ADMIN_SESSION_IDLE_MS, absoluteMs: ADMIN_SESSION_ABSOLUTE_MS }
    : { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS };
}
/**
 * Last use and its address are written at most this often, not on every request: reading a
 * session stays one SELECT, and the profile's list is still right to the minute.
 */
export const TOUCH_MS = 60 * 1000;
/** How long a session waiting for its second factor lasts (docs/decisions/029). */
export const SECOND_FACTOR_PENDING_MS = 10 * 60 * 1000;

export type User = Selectable<UsersTable>;

export interface SignedIn {
  user: User;
  /** The stored (hashed) id of this session. */
  sessionHash: string;
  /** The XSRF token this session's forms and scripts must send back. */
  csrfToken: string;
  /** When the owner last gave the password (and second factor) in this session; null if never. */
  confirmedAt: string | null;
}

/** Whether the session's last confirmation still opens the sensitive actions. */
export const isConfirmed = (signedIn: Pick<SignedIn, "confirmedAt">, now = Date.now()) =>
  signedIn.confirmedAt !== null && now - new Date(signedIn.confirmedAt).getTime() < CONFIRMATION_MS;

interface SessionDeps {
  db: Kysely<Database>;
  config: Pick<Config, "SESSION_SECRET" | "APP_URL">;
  /** The client's address, kept as the session's last one. */
  clientIp: string;
}

export const csrfTokenFor = (secret: string, sessionHash: string) => hmac(secret, `xsrf:${sessionHash}`);

/**
 * Starts a session for a user: a new random id every time (so a planted id is useless), stored
 * hashed. The session the browser signed in with before, whoever's it was, ends: a sign-in
 * replaces it rather than leaving it alive behind the new cookie. A session pending its second
 * factor signs in nothing and ends within minutes; the second step replaces it with a new one.
 * `confirmed`: the sign-in took the password and, if the account has one, the second factor, so
 * the sensitive actions are open for a while (decision 037).
 */
export async function startSession(
  { db, config, clientIp }: SessionDeps,
  request: Request,
  userId: string,
  {
    pendingSecondFactor = false,
    confirmed = false,
  }: { pendingSecondFactor?: boolean; confirmed?: boolean } = {},
) {
  const previous = await readSessionId(request, config.SESSION_SECRET, config.APP_URL);
  if (previous && previous.length <= 100) {
    await db.deleteFrom("sessions").where("id_hash", "=", tokenHash(previous)).execute();
  }
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

/**
 * The cookies of a session, kept by the browser until the session's absolute end: the session, its
 * XSRF token and the account's area (none while the session waits for its second factor).
 */
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
    areaCookie(area, maxAge, site),
  ];
}

/**
 * The signed-in user of a request, or null: unknown, idle or expired sessions count as signed out,
 * by the limits of the user's role now (an admin's are shorter; `sessionLimits`).
 * `movedTo` is the id this request's own action moved the session to (`replaceSession`): the
 * request still carries the old one in its cookie.
 */
export async function readSession(
  { db, config, clientIp }: SessionDeps,
  request: Request,
  movedTo?: string,
): Promise<SignedIn | null> {
  const id = movedTo ?? (await readSessionId(request, config.SESSION_SECRET, config.APP_URL));
  if (!id || id.length > 100) return null;
  const hash = tokenHash(id);
  const row = await sessionWithUser(db, hash, 0).executeTakeFirst();
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

/**
 * The user whose password was right and whose second factor is awaited, with that session's stored
 * id; null for anyone else, a signed-in session included.
 */
export async function readPendingSession({ db, config }: Omit<SessionDeps, "clientIp">, request: Request) {
  const id = await readSessionId(request, config.SESSION_SECRET, config.APP_URL);
  if (!id || id.length > 100) return null;
  const hash = tokenHash(id);
  const row = await sessionWithUser(db, hash, 1)
    .where("sessions.expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const {
    last_seen_at: _seen,
    expires_at: _expires,
    started_at: _started,
    confirmed_at: _confirmed,
    ...user
  } = row;
  return { user, sessionHash: hash };
}

/** A stored session by its id's hash, signed in (pending 0) or waiting for its second factor (1), with its user. */
const sessionWithUser = (db: Kysely<Database>, hash: string, pending: 0 | 1) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select([
      "sessions.last_seen_at",
      "sessions.expires_at",
      "sessions.created_at as started_at",
      "sessions.confirmed_at",
    ])
    .where("sessions.id_hash", "=", hash)
    .where("sessions.second_factor_pending", "=", pending);

/**
 * Moves a session to a new id, on a change of privilege or of the e-mail address, or when its
 * owner confirms the password again (`confirmed`: the confirmation time is kept with it): the row
 * takes the new id's hash and keeps its start, end, device and address, so whoever copied the old
 * id is signed out and this browser is not. The new id and the session's end; null when it had ended.
 */
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

/** Ends one session on the server and tells the browser to forget both cookies. */
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

/**
 * Ends every session of these users, except one when given: the one a user acts from keeps going
 * when they log out elsewhere or change their address, as an admin's does when they change their
 * own account.
 */
export async function endUserSessions(db: Kysely<Database>, userIds: string[], keepHash?: string) {
  if (userIds.length === 0) return;
  let query = db.deleteFrom("sessions").where("user_id", "in", userIds);
  if (keepHash) query = query.where("id_hash", "!=", keepHash);
  await query.execute();
}

/** A session as its owner sees it on the profile. */
export interface SessionView {
  current: boolean;
  device: string | null;
  ip: string | null;
  lastSeenAt: string;
}

/**
 * A user's live sessions for the profile: this one first, then the most recently used, as many as
 * a list page holds (a script that logs in again and again must not make the profile endless).
 */
export async function listSessions(
  db: Kysely<Database>,
  { id: userId, role }: Pick<User, "id" | "role">,
  currentHash: string,
  now = new Date(),
): Promise<SessionView[]> {
  const { idleMs, absoluteMs } = sessionLimits(role);
  const rows = await db
    .selectFrom("sessions")
    .select(["id_hash", "device", "ip", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("second_factor_pending", "=", 0)
    .where("expires_at", ">", now.toISOString())
    .where("last_seen_at", ">", new Date(now.getTime() - idleMs).toISOString())
    .where("created_at", ">", new Date(now.getTime() - absoluteMs).toISOString())
    .orderBy(sql`case when id_hash = ${currentHash} then 0 else 1 end`)
    .orderBy("last_seen_at", "desc")
    .limit(LIST_PAGE_SIZE)
    .execute();
  return rows.map((row) => ({
    current: row.id_hash === currentHash,
    device: row.device,
    ip: row.ip,
    lastSeenAt: row.last_seen_at,
  }));
}
