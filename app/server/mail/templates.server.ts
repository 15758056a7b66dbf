import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import {
  type MailTemplateKey,
  type MailTemplateText,
  mailTemplateDefaults,
  mailTemplateKeys,
} from "~/content/mail-templates";
import { type Actor, recordAudit } from "../admin/audit.server";
import type { Database, MailTemplatesTable } from "../db/schema.server";
import { nowIso } from "../ids.server";

export type Placeholder = "name" | "what" | "admin" | "company" | "officeHours";
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

/** A template as it reads now: the admins' version, or the default; `edited` when it is theirs. */
export interface MailTemplate extends MailTemplateText {
  key: MailTemplateKey;
  edited: boolean;
}

/**
 * Fills the placeholders in, one after the other in the order given. `fillInSql` does exactly the
 * same in SQL (nested replace()), for the acknowledgement, which is written in the lead's own
 * commit without reading its template first.
 */
export const fillTemplate = (text: string, values: PlaceholderValues) =>
  Object.entries(values).reduce((filled, [key, value]) => filled.replaceAll(`{${key}}`, value), text);

export const fillInSql = (text: Expression<string>, values: PlaceholderValues) =>
  Object.entries(values).reduce<RawBuilder<string>>(
    (filled, [key, value]) => sql<string>`replace(${filled}, ${`{${key}}`}, ${value})`,
    sql<string>`${text}`,
  );

/** What a visitor typed, fit for a mail header: no line breaks. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

/** Every template, in the order of content/mail-templates. */
export async function listTemplates(db: Kysely<Database>): Promise<MailTemplate[]> {
  const rows = await db.selectFrom("mail_templates").selectAll().execute();
  const edited = new Map(rows.map((row) => [row.key, row]));
  return mailTemplateKeys.map((key) => readTemplate(key, edited.get(key)));
}

export async function templateOf(db: Kysely<Database>, key: MailTemplateKey): Promise<MailTemplate> {
  const row = await db.selectFrom("mail_templates").selectAll().where("key", "=", key).executeTakeFirst();
  return readTemplate(key, row);
}

/** The admins' row of a template when there is one (the label stays the default's), else the default. */
function readTemplate(
  key: MailTemplateKey,
  row: Pick<MailTemplatesTable, "subject" | "body" | "enabled"> | undefined,
): MailTemplate {
  const fallback = mailTemplateDefaults[key];
  return row
    ? {
        key,
        label: fallback.label,
        subject: row.subject,
        body: row.body,
        enabled: row.enabled === 1,
        edited: true,
      }
    : { key, ...fallback, edited: false };
}

export interface TemplateChange {
  subject: string;
  body: string;
  enabled: boolean;
}

/** Keeps the admins' version of a template, with its audit entry in the same transaction. */
export async function saveTemplate(
  db: Kysely<Database>,
  actor: Actor,
  key: MailTemplateKey,
  change: TemplateChange,
) {
  const values = {
    subject: change.subject,
    body: change.body,
    enabled: change.enabled ? (1 as const) : (0 as const),
    updated_at: nowIso(),
    updated_by: actor.email,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("mail_templates")
      .values({ key, ...values })
      .onConflict((conflict) => conflict.column("key").doUpdateSet(values))
      .execute();
    await recordAudit(trx, actor, {
      action: "template.saved",
      targetType: "mail_template",
      targetId: key,
      details: { subject: change.subject, enabled: change.enabled },
    });
  });
}

/** Goes back to the default text (and on/off) of content/mail-templates. */
export async function resetTemplate(db: Kysely<Database>, actor: Actor, key: MailTemplateKey) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("mail_templates").where("key", "=", key).execute();
    await recordAudit(trx, actor, { action: "template.reset", targetType: "mail_template", targetId: key });
  });
}
