import type { Kysely } from "kysely";
import { endUserSessions } from "../auth/sessions.server";
import { revokeTokens, TOKEN_PURPOSES } from "../auth/tokens.server";
import type { Database } from "../db/schema.server";
import { type ChangeOrigin, type EmailChange, emailChangedMail } from "../mail/account-mails.server";
import { enqueueMail } from "../mail/outbox.server";

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
