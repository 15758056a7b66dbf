import type { Kysely, Selectable } from "kysely";
import type { Config } from "../config.server";
import type { Database, UsersTable } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { clearedCookies, isSecure, readSessionId, sessionCookie, xsrfCookie } from "./cookies.server";
import { hmac, newSecretToken, tokenHash } from "./secrets.server";

/** A session ends after a week without use, and a month after login whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Last-seen is written at most this often, not on every request. */
const TOUCH_MS = 10 * 60 * 1000;
/** How long a session waiting for its second factor lasts (docs/decisions/027). */
export const SECOND_FACTOR_PENDING_MS = 10 * 60 * 1000;

export type User = Selectable<UsersTable>;

export interface SignedIn {
  user: User;
  /** The stored (hashed) id of this session. */
  sessionHash: string;
  /** The XSRF token this session's forms and scripts must send back. */
  csrfToken: string;
}

interface SessionDeps {
  db: Kysely<Database>;
  config: Pick<Config, "SESSION_SECRET" | "APP_URL">;
}

export const csrfTokenFor = (secret: string, sessionHash: string) => hmac(secret, `xsrf:${sessionHash}`);

/**
 * Starts a session for a user: a new random id every time (so a planted id is useless), stored hashed.
 * A session pending its second factor signs in nothing and ends within minutes; the second step
 * replaces it with a new one.
 */
export async function startSession(
  { db, config }: SessionDeps,
  request: Request,
  userId: string,
  { pendingSecondFactor = false }: { pendingSecondFactor?: boolean } = {},
) {
  const id = newSecretToken();
  const hash = tokenHash(id);
  const now = new Date();
  const lifetime = pendingSecondFactor ? SECOND_FACTOR_PENDING_MS : SESSION_ABSOLUTE_MS;
  await db
    .insertInto("sessions")
    .values({
      id_hash: hash,
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetime).toISOString(),
      second_factor_pending: pendingSecondFactor ? 1 : 0,
    })
    .execute();
  const secure = isSecure(request, config.APP_URL);
  const maxAgeSeconds = lifetime / 1000;
  return [
    await sessionCookie(config.SESSION_SECRET, secure).serialize(id, { maxAge: maxAgeSeconds }),
    xsrfCookie(csrfTokenFor(config.SESSION_SECRET, hash), { maxAgeSeconds, secure }),
  ];
}

/** The signed-in user of a request, or null: unknown, idle or expired sessions count as signed out. */
export async function readSession({ db, config }: SessionDeps, request: Request): Promise<SignedIn | null> {
  const id = await readSessionId(request, config.SESSION_SECRET);
  if (!id || id.length > 100) return null;
  const hash = tokenHash(id);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select(["sessions.last_seen_at", "sessions.expires_at"])
    .where("sessions.id_hash", "=", hash)
    .where("sessions.second_factor_pending", "=", 0)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (new Date(row.expires_at).getTime() <= now || lastSeen + SESSION_IDLE_MS <= now) {
    await db.deleteFrom("sessions").where("id_hash", "=", hash).execute();
    return null;
  }
  if (now - lastSeen > TOUCH_MS) {
    await db.updateTable("sessions").set({ last_seen_at: nowIso() }).where("id_hash", "=", hash).execute();
  }
  const { last_seen_at: _seen, expires_at: _expires, ...user } = row;
  return { user, sessionHash: hash, csrfToken: csrfTokenFor(config.SESSION_SECRET, hash) };
}

/**
 * The user whose password was right and whose second factor is awaited, with that session's stored
 * id; null for anyone else, a signed-in session included.
 */
export async function readPendingSession({ db, config }: SessionDeps, request: Request) {
  const id = await readSessionId(request, config.SESSION_SECRET);
  if (!id || id.length > 100) return null;
  const hash = tokenHash(id);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .where("sessions.id_hash", "=", hash)
    .where("sessions.second_factor_pending", "=", 1)
    .where("sessions.expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row ? { user: row, sessionHash: hash } : null;
}

/** Ends one session on the server and tells the browser to forget both cookies. */
export async function endSession({ db, config }: SessionDeps, request: Request, sessionHash: string) {
  await db.deleteFrom("sessions").where("id_hash", "=", sessionHash).execute();
  return clearSessionCookies(request, config.APP_URL);
}

export function clearSessionCookies(request: Request, appUrl: string) {
  return clearedCookies(isSecure(request, appUrl));
}

/** Ends every session of a user, except one when given (a password change keeps the current one). */
export async function endUserSessions(db: Kysely<Database>, userId: string, keepHash?: string) {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepHash) query = query.where("id_hash", "!=", keepHash);
  await query.execute();
}
