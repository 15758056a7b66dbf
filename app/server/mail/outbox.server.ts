import { EventEmitter } from "node:events";
import type { Kysely } from "kysely";
import type { Database, MailPurpose } from "../db/schema.server";
import { nowIso, timeOrderedId } from "../ids.server";

/** A file under the uploads folder, sent under `fileName` as `contentType`. */
export interface MailAttachment {
  storedName: string;
  fileName: string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The outbox keeps the body only until the mail is sent. */
  clearWhenSent?: boolean;
  leadId?: string;
  purpose?: MailPurpose;
  attachments?: readonly MailAttachment[];
}

/** Text for an HTML mail body: everything a visitor or user typed is shown as text, never as markup. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** Wakes this process's outbox worker before its next poll. */
export const outboxSignal = new EventEmitter();

/** Call it inside the transaction that stores what the mail is about. */
export async function enqueueMail(db: Kysely<Database>, mail: Mail): Promise<string> {
  const id = timeOrderedId();
  const now = nowIso();
  await db
    .insertInto("mail_outbox")
    .values({
      id,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      reply_to: mail.replyTo ?? null,
      clear_when_sent: mail.clearWhenSent ? 1 : 0,
      next_attempt_at: now,
      last_error: null,
      created_at: now,
      sent_at: null,
      lead_id: mail.leadId ?? null,
      purpose: mail.purpose ?? null,
    })
    .execute();
  const attachments = mail.attachments ?? [];
  if (attachments.length > 0)
    await db
      .insertInto("mail_attachments")
      .values(
        attachments.map((file, position) => ({
          mail_id: id,
          position,
          stored_name: file.storedName,
          file_name: file.fileName,
          content_type: file.contentType,
        })),
      )
      .execute();
  return id;
}

/** Call after the transaction that queued mail has committed. */
export const mailQueued = () => outboxSignal.emit("queued");
