import type { Kysely } from "kysely";
import {
  type MailTemplateKey,
  mailTemplateDefaults,
  mailTemplateKeys,
  type Placeholder,
  placeholderHelp,
  templatePlaceholders,
} from "~/content/mail-templates";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";

const placeholderPattern = new RegExp(`\\{(${Object.keys(placeholderHelp).join("|")})\\}`, "g");

/** One pass: a value is never read for placeholders in its turn (a name typed as "{what}" stays). */
export const fillTemplate = (text: string, values: Partial<Record<Placeholder, string>>) =>
  text.replace(placeholderPattern, (written, key: Placeholder) => values[key] ?? written);

/** Each once, in order. */
export const placeholdersRefused = (key: MailTemplateKey, text: string): Placeholder[] => [
  ...new Set(
    Array.from(text.matchAll(placeholderPattern), (match) => match[1] as Placeholder).filter(
      (placeholder) => !templatePlaceholders[key].includes(placeholder),
    ),
  ),
];

export const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();

export async function listTemplates(db: Kysely<Database>) {
  const rows = await db.selectFrom("mail_templates").selectAll().execute();
  const edited = new Map(rows.map((row) => [row.key, row]));
  return mailTemplateKeys.map((key) => readTemplate(key, edited.get(key)));
}

export async function templateOf(db: Kysely<Database>, key: MailTemplateKey) {
  const row = await db.selectFrom("mail_templates").selectAll().where("key", "=", key).executeTakeFirst();
  return readTemplate(key, row);
}

/** The label always stays the default's. */
function readTemplate(key: MailTemplateKey, row?: { subject: string; body: string; enabled: 0 | 1 }) {
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

/** Refuses a placeholder the template does not offer (a visitor's name in the acknowledgement). */
export async function saveTemplate(
  db: Kysely<Database>,
  actor: Actor,
  key: MailTemplateKey,
  change: { subject: string; body: string; enabled: boolean },
) {
  const refused: Partial<Record<"subject" | "body", Placeholder[]>> = {};
  for (const field of ["subject", "body"] as const) {
    const found = placeholdersRefused(key, change[field]);
    if (found.length > 0) refused[field] = found;
  }
  if (Object.keys(refused).length > 0) return { ok: false as const, refused };
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
  return { ok: true as const };
}

export async function resetTemplate(db: Kysely<Database>, actor: Actor, key: MailTemplateKey) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("mail_templates").where("key", "=", key).execute();
    await recordAudit(trx, actor, { action: "template.reset", targetType: "mail_template", targetId: key });
  });
}
