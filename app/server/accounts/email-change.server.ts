import type { Kysely } from "kysely";
import { endUserSessions } from "../auth/sessions.server";
import { revokeTokens, TOKEN_PURPOSES } from "../auth/tokens.server";
import type { Database } from "../db/schema.server";
import { type ChangeOrigin, type EmailChange, emailChangedMail } from "../mail/account-mails.server";
import { enqueueMail } from "../mail/outbox.server";

/**
 * What every change of an account's address sets off, whoever makes it, in the change's transaction
 * (decision 027): a notice to the old address saying what changed, when and from where; every link
 * mailed to the account voided (the old address may be an attacker's way back); and its sessions
 * ended, but `keepSession`, the one an owner changes their own address from (the caller rotates it).
 * The caller wakes the outbox once it has committed.
 */
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
