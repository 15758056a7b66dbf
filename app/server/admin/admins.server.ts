import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { hashPassword } from "../auth/passwords.server";
import { endUserSessions } from "../auth/sessions.server";
import type { Config } from "../config.server";
import { isUniqueViolation } from "../db/errors.server";
import type { Database } from "../db/schema.server";
import { newId, nowIso } from "../ids.server";
import type { Logger } from "../logger.server";
import { type Actor, recordAudit } from "./audit.server";

export interface AdminRequest {
  email: string;
  name?: string;
  mobile?: string;
  /** Without one, a new admin gets a generated password, returned once. */
  password?: string;
}

export type AdminOutcome =
  | { outcome: "created"; userId: string; generatedPassword: string | null }
  | { outcome: "promoted" | "already-admin"; userId: string; generatedPassword: null };

/** The operator, for the audit log, when the change comes from the environment or the command line. */
const operator: Actor = { id: null, email: "operator (command line)" };

/** Long enough to be safe, short enough to type once: 20 URL-safe characters. */
const generatePassword = () => randomBytes(15).toString("base64url");

/**
 * Makes an admin account for the address, or promotes the account that already uses it. An existing
 * password is kept (changing it is the account owner's business); one given for a new account is used.
 * A promoted account's sessions end, as on any change of privilege: its owner logs in again as an admin.
 */
export async function createOrPromoteAdmin(
  db: Kysely<Database>,
  request: AdminRequest,
): Promise<AdminOutcome> {
  const email = request.email.trim().toLowerCase();
  const existing = await db
    .selectFrom("users")
    .select(["id", "role"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing?.role === "admin")
    return { outcome: "already-admin", userId: existing.id, generatedPassword: null };
  if (existing) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({ role: "admin", updated_at: nowIso() })
        .where("id", "=", existing.id)
        .execute();
      await endUserSessions(trx, [existing.id]);
      await recordAudit(trx, operator, {
        action: "user.promoted",
        targetType: "user",
        targetId: existing.id,
        details: { email },
      });
    });
    return { outcome: "promoted", userId: existing.id, generatedPassword: null };
  }
  const generatedPassword = request.password ? null : generatePassword();
  const passwordHash = await hashPassword(request.password ?? (generatedPassword as string));
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("users")
      .values({
        id,
        name: request.name?.trim() || "Administrator",
        email,
        mobile: request.mobile?.trim() ?? "",
        password_hash: passwordHash,
        image: null,
        role: "admin",
        is_verified: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordAudit(trx, operator, {
      action: "user.added",
      targetType: "user",
      targetId: id,
      details: { email, role: "admin" },
    });
  });
  return { outcome: "created", userId: id, generatedPassword };
}

/** The address of the admin made when none exists and ADMIN_EMAIL is unset. */
export const DEFAULT_ADMIN_EMAIL = "admin@example.com";

/**
 * At start: ADMIN_EMAIL + ADMIN_PASSWORD name an admin that must exist. Otherwise, when there is no
 * admin at all, one is created and its password printed once to the console, so a fresh install can
 * be administered without any setup. An address already used by an ordinary account is never
 * promoted this way: promotion is an operator's explicit act (`npm run create-admin`).
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  config: Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD">,
  log: Logger,
  print: (text: string) => void,
) {
  try {
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const result = await createOrPromoteAdmin(db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
      });
      if (result.outcome !== "already-admin")
        log.info({ email: config.ADMIN_EMAIL, outcome: result.outcome }, "admin from ADMIN_EMAIL");
      return;
    }
    const anyAdmin = await db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .limit(1)
      .executeTakeFirst();
    if (anyAdmin) return;
    const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    const taken = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    if (taken) {
      log.warn(
        { email },
        "no admin exists and the address is used by an ordinary account: run `npm run create-admin -- --email <address>`",
      );
      return;
    }
    const result = await createOrPromoteAdmin(db, { email });
    print(
      [
        "",
        "An admin account was created, because there was none.",
        `  email:    ${email}`,
        `  password: ${result.generatedPassword}`,
        "This password is shown only now. Log in at /login and keep it safe, or choose a new one through /forget.",
        "",
      ].join("\n"),
    );
  } catch (error) {
    // Several instances starting together: another one made the admin first.
    if (!isUniqueViolation(error)) throw error;
  }
}
