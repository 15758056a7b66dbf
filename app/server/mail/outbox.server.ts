import { EventEmitter } from "node:events";
import { type Kysely, sql } from "kysely";
import { queryTemplate } from "../db/query-template.server";
import type { Database, MailPurpose } from "../db/schema.server";
import { nowIso, timeOrderedId } from "../ids.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The body carries a one-time link: the outbox keeps it only until the mail is sent. */
  clearWhenSent?: boolean;
  /** The lead it is about, and why it is sent: its timeline shows it. */
  leadId?: string;
  purpose?: MailPurpose;
}

/** Tells the outbox worker of this process that new mail is waiting, so it need not wait for its next poll. */
export const outboxSignal = new EventEmitter();

const insertMail = queryTemplate(
  ["id", "to", "subject", "text", "html", "replyTo", "clearWhenSent", "leadId", "purpose", "now"],
  (db: Kysely<Database>, mail) =>
    db.insertInto("mail_outbox").values({
      id: mail.id,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      reply_to: mail.replyTo,
      clear_when_sent: sql<0 | 1>`${mail.clearWhenSent}`,
      next_attempt_at: mail.now,
      last_error: null,
      created_at: mail.now,
      sent_at: null,
      lead_id: mail.leadId,
      purpose: mail.purpose as MailPurpose,
    }),
);

/** The insert that puts a mail in the outbox, to run in the transaction of what the mail is about. */
export const mailInsert = (db: Kysely<Database>, mail: Mail, id = timeOrderedId()) =>
  insertMail(db, {
    ...mail,
    id,
    html: mail.html ?? null,
    replyTo: mail.replyTo ?? null,
    clearWhenSent: mail.clearWhenSent ? 1 : 0,
    leadId: mail.leadId ?? null,
    purpose: mail.purpose ?? null,
    now: nowIso(),
  });

/**
 * Puts a mail in the outbox. Call it inside the transaction that stores what the mail is about:
 * the lead and its notification are committed together or not at all.
 */
export async function enqueueMail(db: Kysely<Database>, mail: Mail): Promise<string> {
  const id = timeOrderedId();
  await db.executeQuery(mailInsert(db, mail, id));
  return id;
}

/** Call after the transaction that queued mail has committed. */
export const mailQueued = () => outboxSignal.emit("queued");
