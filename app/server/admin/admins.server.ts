import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { findByEmail } from "../accounts/accounts.server";
import { type Actor, recordAudit } from "../audit/audit.server";
import { clearCodeFailures } from "../auth/code-failures.server";
import { removePasskeys } from "../auth/passkeys.server";
import { hashPassword } from "../auth/passwords.server";
import { removeRecoveryCodes } from "../auth/recovery-codes.server";
import { endUserSessions } from "../auth/sessions.server";
import { removeTotp } from "../auth/totp.server";
import type { Config } from "../config.server";
import { isUniqueViolation } from "../db/errors.server";
import type { Database } from "../db/schema.server";
import { newId, nowIso } from "../ids.server";
import type { Logger } from "../logger.server";
import { factorChangedMail } from "../mail/account-mails.server";
import { enqueueMail } from "../mail/outbox.server";

export interface AdminRequest {
  email: string;
  name?: string;
  mobile?: string;
  /** For an existing account, the password that replaces its own when it is promoted. */
  password?: string;
}

/** The name an admin made without one is given until they set their own: it signs their replies. */
export const DEFAULT_ADMIN_NAME = "Administrator";

const operator: Actor = { id: null, email: "operator (command line)" };

async function createAdmin(db: Kysely<Database>, email: string, request: Omit<AdminRequest, "email">) {
  const generatedPassword = request.password ? null : randomBytes(15).toString("base64url");
  const passwordHash = await hashPassword(request.password ?? (generatedPassword as string));
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("users")
      .values({
        id,
        name: request.name?.trim() || DEFAULT_ADMIN_NAME,
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
  return { outcome: "created", userId: id, generatedPassword } as const;
}

// Anyone can register an address without owning it: an unverified account is promoted only with a
// password from the operator, which replaces its own and locks out whoever registered it.
export async function createOrPromoteAdmin(db: Kysely<Database>, request: AdminRequest) {
  const email = request.email.trim().toLowerCase();
  const existing = await findByEmail(db, email);
  if (!existing) return createAdmin(db, email, request);
  const result = { userId: existing.id, generatedPassword: null };
  if (existing.role === "admin") return { outcome: "already-admin", ...result } as const;
  if (!request.password && existing.is_verified !== 1) return { outcome: "unverified", ...result } as const;
  const passwordHash = request.password ? await hashPassword(request.password) : null;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ role: "admin", ...(passwordHash ? { password_hash: passwordHash } : {}), updated_at: nowIso() })
      .where("id", "=", existing.id)
      .execute();
    // A change of privilege: its owner logs in again, as an admin.
    await endUserSessions(trx, [existing.id]);
    await recordAudit(trx, operator, {
      action: "user.promoted",
      targetType: "user",
      targetId: existing.id,
      details: { email, passwordReplaced: passwordHash !== null },
    });
  });
  return { outcome: passwordHash ? "promoted-with-password" : "promoted", ...result } as const;
}

/** The operator's way back in for an admin who lost every second factor, or whose SESSION_SECRET changed. */
export async function resetSecondFactors(
  db: Kysely<Database>,
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL">,
  email: string,
): Promise<"reset" | "no-account"> {
  const account = await findByEmail(db, email.trim().toLowerCase());
  if (!account) return "no-account";
  await db.transaction().execute(async (trx) => {
    await removeTotp(trx, account.id);
    await removeRecoveryCodes(trx, account.id);
    await removePasskeys(trx, account.id);
    await clearCodeFailures(trx, account.id);
    await endUserSessions(trx, [account.id]);
    await recordAudit(trx, operator, {
      action: "two-factor.reset",
      targetType: "user",
      targetId: account.id,
      details: { email },
    });
    await enqueueMail(
      trx,
      factorChangedMail(
        account,
        { kind: "reset" },
        { at: nowIso() },
        { appUrl: config.APP_URL, companyEmail: config.COMPANY_EMAIL },
      ),
    );
  });
  return "reset";
}

export const DEFAULT_ADMIN_EMAIL = "admin@example.com";
/** Opens the plain line that gives the first admin's password. */
export const FIRST_ADMIN_CREATED = "First admin created";

// Start-up never promotes: whoever registered the address first would become admin the moment
// ADMIN_EMAIL named it.
function warnNotPromoted(log: Logger, email: string) {
  log.warn(
    { email },
    `${email} is an ordinary account and is not promoted at start: to make it an admin, run \`npm run create-admin -- --email ${email}\` once its owner has verified the address, or add \`--password <new password>\` to replace its password and end its sessions`,
  );
}

export async function ensureFirstAdmin(
  db: Kysely<Database>,
  config: Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD">,
  log: Logger,
  print: (text: string) => void,
) {
  try {
    const named = config.ADMIN_EMAIL?.trim().toLowerCase();
    if (named && config.ADMIN_PASSWORD) {
      const existing = await findByEmail(db, named);
      if (!existing) {
        await createAdmin(db, named, { password: config.ADMIN_PASSWORD });
        log.info({ email: named, outcome: "created" }, "admin from ADMIN_EMAIL");
      } else if (existing.role !== "admin") warnNotPromoted(log, named);
      return;
    }
    const anyAdmin = await db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .limit(1)
      .executeTakeFirst();
    if (anyAdmin) return;
    const email = named ?? DEFAULT_ADMIN_EMAIL;
    if (await findByEmail(db, email)) {
      warnNotPromoted(log, email);
      return;
    }
    const result = await createAdmin(db, email, {});
    // One plain line of its own among the JSON log lines, so the operator finds it (and grep does).
    print(
      `${FIRST_ADMIN_CREATED}: ${email} password: ${result.generatedPassword} (shown only now: sign in at /login, keep it safe or choose a new one through /forget)\n`,
    );
  } catch (error) {
    // Several instances starting together: another one made the admin first.
    if (!isUniqueViolation(error)) throw error;
  }
}
