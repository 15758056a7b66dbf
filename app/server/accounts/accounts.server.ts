import type { Kysely, Transaction } from "kysely";
import { indiaDayOf } from "~/lib/india-days";
import { mailboxOf } from "~/lib/mailbox";
import type { Profile, Registration } from "~/lib/schemas/account";
import { actorOf, recordAudit } from "../audit/audit.server";
import { clearLoginFailures } from "../auth/login-throttle.server";
import { type PasskeySummary, passkeysOf } from "../auth/passkeys.server";
import { hashPassword, verifyPassword } from "../auth/passwords.server";
import { endUserSessions, type SignedIn } from "../auth/sessions.server";
import {
  consumeToken,
  issueToken,
  PASSWORD_PURPOSES,
  revokeTokens,
  TOKEN_PURPOSES,
  tokenIsValid,
} from "../auth/tokens.server";
import type { Config } from "../config.server";
import { isUniqueViolation } from "../db/errors.server";
import type { Database, TokenPurpose } from "../db/schema.server";
import { newId, nowIso } from "../ids.server";
import { takeVerificationBudgets } from "../leads/acknowledgement.server";
import type { Logger } from "../logger.server";
import {
  type ChangeOrigin,
  type EmailChange,
  emailChangedMail,
  passwordResetNoticeMail,
  resetMail,
  setPasswordMail,
  verificationMail,
} from "../mail/account-mails.server";
import { enqueueMail, mailQueued } from "../mail/outbox.server";
import { rateRules, takeRateLimit } from "../rate-limit.server";
import { removeAvatar } from "./avatars.server";

export interface AccountDeps {
  db: Kysely<Database>;
  config: Pick<Config, "APP_URL" | "DATA_DIR" | "COMPANY_EMAIL">;
}

export const findByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

const linkMails = {
  "verify-email": verificationMail,
  "reset-password": resetMail,
  "set-password": setPasswordMail,
} satisfies Record<TokenPurpose, unknown>;

/** Counted only when a mail would go. A cap reached leaves the last link mailed working. */
async function mayMailLink(trx: Transaction<Database>, email: string, purpose: TokenPurpose) {
  if (purpose === "verify-email")
    return takeVerificationBudgets(trx, mailboxOf(email), indiaDayOf(new Date()));
  if (purpose === "reset-password") return (await takeRateLimit(trx, rateRules.mailToAddress, email)).allowed;
  return true;
}

/** Whether it queued the mail; the caller wakes the outbox once its transaction has committed. */
async function queueLinkMail(
  trx: Transaction<Database>,
  appUrl: string,
  userId: string,
  email: string,
  purpose: TokenPurpose,
) {
  if (!(await mayMailLink(trx, email, purpose))) return false;
  const token = await issueToken(trx, userId, purpose);
  await enqueueMail(trx, linkMails[purpose](appUrl, { email }, token));
  return true;
}

export interface NewAccount {
  passwordHash: string | null;
  image: string | null;
  firstLink: "verify-email" | "set-password";
}

/** On any failure the picture, already stored, is removed again. */
export async function createAccount(
  { db, config }: AccountDeps,
  person: Pick<Registration, "name" | "email" | "mno">,
  { passwordHash, image, firstLink }: NewAccount,
  alsoIn?: (trx: Kysely<Database>, id: string) => Promise<unknown>,
): Promise<{ id: string } | "email-taken"> {
  const id = newId();
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("users")
        .values({
          id,
          name: person.name,
          email: person.email,
          mobile: person.mno,
          password_hash: passwordHash,
          image,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await queueLinkMail(trx, config.APP_URL, id, person.email, firstLink);
      await alsoIn?.(trx, id);
    });
  } catch (error) {
    await removeAvatar(image, config.DATA_DIR);
    if (isUniqueViolation(error)) return "email-taken";
    throw error;
  }
  mailQueued();
  return { id };
}

export async function registerUser(deps: AccountDeps, registration: Registration, image: string | null) {
  const passwordHash = await hashPassword(registration.password);
  return createAccount(deps, registration, { passwordHash, image, firstLink: "verify-email" });
}

/** Costs the same for unknown addresses, so the timing does not tell which exist. */
export async function authenticate(db: Kysely<Database>, email: string, password: string) {
  const user = await findByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash, password);
  return ok && user ? user : null;
}

/** A verification link goes only to an address not verified yet. */
export async function requestLink(
  { db, config }: AccountDeps,
  email: string,
  purpose: "verify-email" | "reset-password",
): Promise<"no-account" | "mailed" | "capped"> {
  const user = await findByEmail(db, email);
  if (!user || (purpose === "verify-email" && user.is_verified === 1)) return "no-account";
  const queued = await db
    .transaction()
    .execute((trx) => queueLinkMail(trx, config.APP_URL, user.id, user.email, purpose));
  if (queued) mailQueued();
  return queued ? "mailed" : "capped";
}

export async function verifyEmail(db: Kysely<Database>, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const userId = await consumeToken(trx, token, "verify-email");
    if (!userId) return false;
    await trx
      .updateTable("users")
      .set({ is_verified: 1, updated_at: nowIso() })
      .where("id", "=", userId)
      .execute();
    return true;
  });
}

// Also revokes every other password link: one still in someone's mailbox must not set it again.
// Returns the passkeys that still sign in without the password, for the owner to check; null for a bad link.
export async function resetPassword(
  { db, config }: AccountDeps,
  token: string,
  password: string,
  origin: { clientIp: string; device: string | null; log: Logger },
): Promise<PasskeySummary[] | null> {
  // A made-up token must cost a lookup, not an argon2 hash; the conditional UPDATE below still
  // decides, should the link be used up in between.
  if (!(await tokenIsValid(db, token, PASSWORD_PURPOSES))) return null;
  const passwordHash = await hashPassword(password);
  const reset = await db.transaction().execute(async (trx) => {
    const userId = await consumeToken(trx, token, PASSWORD_PURPOSES);
    if (!userId) return null;
    const user = await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where("id", "=", userId)
      .returning(["id", "email", "name"])
      .executeTakeFirstOrThrow();
    await revokeTokens(trx, userId, PASSWORD_PURPOSES);
    await endUserSessions(trx, [userId]);
    // The link proved the mailbox is the owner's: someone's wrong guesses must not delay them now.
    await clearLoginFailures(trx, user.email);
    await recordAudit(trx, actorOf(user), {
      action: "account.password-reset",
      targetType: "user",
      targetId: user.id,
      details: { ip: origin.clientIp },
    });
    const passkeys = await passkeysOf(trx, userId);
    await enqueueMail(
      trx,
      passwordResetNoticeMail(
        user,
        passkeys,
        { at: nowIso(), device: origin.device, ip: origin.clientIp },
        { appUrl: config.APP_URL, companyEmail: config.COMPANY_EMAIL },
      ),
    );
    return { userId, passkeys };
  });
  if (!reset) return null;
  mailQueued();
  origin.log.info({ userId: reset.userId, ip: origin.clientIp }, "password reset");
  return reset.passkeys;
}

// Links mailed earlier are voided: the old address may be an attacker's way back. The caller
// rotates `keepSession` and wakes the outbox once committed.
export async function settleEmailChange(
  trx: Kysely<Database>,
  userId: string,
  change: EmailChange,
  origin: ChangeOrigin,
  { companyEmail, keepSession }: { companyEmail: string; keepSession?: string },
) {
  await revokeTokens(trx, userId, TOKEN_PURPOSES);
  await endUserSessions(trx, [userId], keepSession);
  await enqueueMail(trx, emailChangedMail(change, origin, companyEmail));
}

// A new address hands the account to whoever reads it: the caller has checked that access was
// confirmed, and rotates this session afterwards.
export async function updateProfile(
  { db, config }: AccountDeps,
  { user, sessionHash }: Pick<SignedIn, "user" | "sessionHash">,
  profile: Profile,
  image: string | null,
  origin: ChangeOrigin,
): Promise<"saved" | "email-changed" | "email-taken" | "verification-capped"> {
  const emailChanged = profile.email !== user.email;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({
          name: profile.name,
          email: profile.email,
          mobile: profile.mno,
          ...(image ? { image } : {}),
          ...(emailChanged ? { is_verified: 0 as const } : {}),
          updated_at: nowIso(),
        })
        .where("id", "=", user.id)
        .execute();
      if (!emailChanged) return;
      const change = { from: user.email, to: profile.email, byAdmin: false };
      await settleEmailChange(trx, user.id, change, origin, {
        companyEmail: config.COMPANY_EMAIL,
        keepSession: sessionHash,
      });
      if (!(await queueLinkMail(trx, config.APP_URL, user.id, profile.email, "verify-email")))
        throw new VerificationCapped();
    });
  } catch (error) {
    await removeAvatar(image, config.DATA_DIR);
    if (error instanceof VerificationCapped) return "verification-capped";
    if (isUniqueViolation(error)) return "email-taken";
    throw error;
  }
  if (image) await removeAvatar(user.image, config.DATA_DIR);
  if (!emailChanged) return "saved";
  mailQueued();
  return "email-changed";
}

class VerificationCapped extends Error {}
