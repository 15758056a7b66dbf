import type { Kysely, Transaction } from "kysely";
import { indiaDayOf } from "~/lib/india-days";
import { mailboxOf } from "~/lib/mailbox";
import type { Profile, Registration } from "~/lib/schemas/account";
import { recordAudit } from "../admin/audit.server";
import { clearLoginFailures } from "../auth/login-throttle.server";
import { type PasskeySummary, passkeysOf } from "../auth/passkeys.server";
import { hashPassword, verifyPassword } from "../auth/passwords.server";
import { endUserSessions, type SignedIn, type User } from "../auth/sessions.server";
import {
  consumeToken,
  issueToken,
  PASSWORD_PURPOSES,
  revokeTokens,
  tokenIsValid,
} from "../auth/tokens.server";
import type { Config } from "../config.server";
import { isUniqueViolation } from "../db/errors.server";
import type { Database, TokenPurpose } from "../db/schema.server";
import { newId, nowIso } from "../ids.server";
import { takeVerificationBudgets } from "../leads/acknowledgement-budgets.server";
import type { Logger } from "../logger.server";
import {
  type ChangeOrigin,
  passwordResetNoticeMail,
  resetMail,
  setPasswordMail,
  verificationMail,
} from "../mail/account-mails.server";
import { enqueueMail, mailQueued } from "../mail/outbox.server";
import { rateRules, takeRateLimit } from "../rate-limit.server";
import { removeAvatar } from "./avatars.server";
import { settleEmailChange } from "./email-change.server";

export interface AccountDeps {
  db: Kysely<Database>;
  config: Pick<Config, "APP_URL" | "DATA_DIR" | "COMPANY_EMAIL">;
}

const findByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

/** The mail that carries each kind of single-use link. */
const linkMails = {
  "verify-email": verificationMail,
  "reset-password": resetMail,
  "set-password": setPasswordMail,
} satisfies Record<TokenPurpose, unknown>;

/**
 * Whether a link mail to `email` may go out, counted only when it would (an unknown address or a
 * refused request spends nothing): a verification mail within the acknowledgement's daily budgets
 * per mailbox and per domain, a reset mail within the address's hourly cap. A cap reached leaves the
 * last link mailed within its lifetime working, as no new one replaces it (decision 010).
 */
async function mayMailLink(trx: Transaction<Database>, email: string, purpose: TokenPurpose) {
  if (purpose === "verify-email")
    return takeVerificationBudgets(trx, mailboxOf(email), indiaDayOf(new Date()));
  if (purpose === "reset-password") return (await takeRateLimit(trx, rateRules.mailToAddress, email)).allowed;
  return true;
}

/**
 * Issues a single-use link of `purpose` for the account and queues the mail that carries it to
 * `email`, in the caller's transaction, when its caps allow: whether it did. The caller wakes the
 * outbox once it has committed.
 */
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

/** Mails the account a link of `purpose`, unless its caps are spent: whether it did. */
async function mailLink({ db, config }: AccountDeps, user: User, purpose: TokenPurpose) {
  const queued = await db
    .transaction()
    .execute((trx) => queueLinkMail(trx, config.APP_URL, user.id, user.email, purpose));
  if (queued) mailQueued();
  return queued;
}

/** What a request for a link did: no account to mail, a mail queued, or none over a cap. */
export type LinkRequestOutcome = "no-account" | "mailed" | "capped";

/** A new account as registration and the admin's Add user write it. */
export interface NewAccount {
  passwordHash: string | null;
  image: string | null;
  /** The link its first mail carries: to verify the address, or to choose a password. */
  firstLink: "verify-email" | "set-password";
}

/**
 * Creates an account and queues its first link's mail, in one transaction with whatever `alsoIn`
 * writes (an audit entry). "email-taken" when the address is already registered. On any failure the
 * picture, already stored, is removed again.
 */
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

/** Registers a visitor, who verifies the address with the mailed link. */
export async function registerUser(deps: AccountDeps, registration: Registration, image: string | null) {
  const passwordHash = await hashPassword(registration.password);
  return createAccount(deps, registration, { passwordHash, image, firstLink: "verify-email" });
}

/** The user whose email and password match, or null (with the same cost for unknown addresses). */
export async function authenticate(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<User | null> {
  const user = await findByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash, password);
  return ok && user ? user : null;
}

/** Sends a new verification link when the address belongs to an unverified account. */
export async function requestVerification(deps: AccountDeps, email: string): Promise<LinkRequestOutcome> {
  const user = await findByEmail(deps.db, email);
  if (!user || user.is_verified === 1) return "no-account";
  return (await mailLink(deps, user, "verify-email")) ? "mailed" : "capped";
}

/** Uses a verification link: true when it was valid, and the account is now verified. */
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

/** Sends a reset link when the address has an account. */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<LinkRequestOutcome> {
  const user = await findByEmail(deps.db, email);
  if (!user) return "no-account";
  return (await mailLink(deps, user, "reset-password")) ? "mailed" : "capped";
}

/** Where a password reset came from, for its log line and its notice. */
export interface ResetOrigin {
  clientIp: string;
  device: string | null;
  log: Logger;
}

/**
 * Sets a new password with a reset or set-password link: null when the link is invalid, used or
 * expired. Every session of the account ends (whoever knew the old password is signed out), and
 * every other password link of the account stops working: a link mailed earlier, still in someone's
 * mailbox, must not set the password again. This is the only way an existing account's password
 * changes. It is logged and audited, and its owner gets a notice that lists the passkeys that still
 * sign in without the password (decision 037): they are returned for the page to list too, so the
 * owner can remove one they do not know.
 */
export async function resetPassword(
  { db, config }: AccountDeps,
  token: string,
  password: string,
  origin: ResetOrigin,
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
    // The link proved the mailbox is the owner's: the delay earned by someone's wrong guesses
    // (login-throttle.server.ts) no longer keeps them out with the password they just chose.
    await clearLoginFailures(trx, user.email);
    await recordAudit(
      trx,
      { id: user.id, email: user.email },
      {
        action: "account.password-reset",
        targetType: "user",
        targetId: user.id,
        details: { ip: origin.clientIp },
      },
    );
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

export type ProfileUpdate = "saved" | "email-changed" | "email-taken" | "verification-capped";

/**
 * Saves the signed-in user's own profile: name, email, mobile and, when given, a new picture. Only
 * these columns are written, whatever else the request carried. A new address must be verified
 * again, and it hands the account to whoever reads it, so the caller has checked that access was
 * confirmed: it sets off what every change of address does (`settleEmailChange`), this session
 * kept, which the caller then rotates. Refused, changing nothing, when the new address's
 * verification budgets are spent for the day.
 */
export async function updateProfile(
  { db, config }: AccountDeps,
  { user, sessionHash }: Pick<SignedIn, "user" | "sessionHash">,
  profile: Profile,
  image: string | null,
  origin: ChangeOrigin,
): Promise<ProfileUpdate> {
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

/** Rolls a profile's change back when its new address may not be mailed a link today. */
class VerificationCapped extends Error {}
