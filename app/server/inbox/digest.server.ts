import type { Kysely } from "kysely";
import { digestMail as text, visitLabels } from "~/content/pages/admin-inbox";
import { withoutFormatCharacters } from "~/lib/file-names";
import { inboxAddress, leadAddress } from "~/lib/inbox";
import { INDIA_OFFSET_MS, indiaDayOf } from "~/lib/india-days";
import { firstStages, leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { personName } from "~/lib/person";
import { leadSourceExpression } from "../analytics/roll-up.server";
import { actorOf, recordAudit } from "../audit/audit.server";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { enqueueMail } from "../mail/outbox.server";

/** Digests go out from this hour of the India day: staff read them when they start. */
const DIGEST_HOUR = 8;
const WAITING_MS = 24 * 60 * 60 * 1000;
/** Leads listed one by one in each part of a digest; the counts cover them all. */
const LISTED = 20;

export async function isSubscribed(db: Kysely<Database>, userId: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom("digest_subscriptions")
      .select("user_id")
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  );
}

export async function setSubscription(
  db: Kysely<Database>,
  admin: { id: string; email: string },
  on: boolean,
) {
  await db.transaction().execute(async (trx) => {
    if (on)
      await trx
        .insertInto("digest_subscriptions")
        .values({ user_id: admin.id, last_sent_on: null, created_at: nowIso() })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .execute();
    else await trx.deleteFrom("digest_subscriptions").where("user_id", "=", admin.id).execute();
    await recordAudit(trx, actorOf(admin), {
      action: on ? "digest.subscribed" : "digest.unsubscribed",
      targetType: "user",
      targetId: admin.id,
    });
  });
}

export async function digestContent(db: Kysely<Database>, now: Date) {
  const dayAgo = new Date(now.getTime() - WAITING_MS).toISOString();
  const fields = ["id", "kind", "name", "email", "summary", "created_at"] as const;
  const count = db.fn.countAll<number | string>().as("count");
  const freshLeads = db.selectFrom("leads").where("created_at", ">=", dayAgo);
  const waitingLeads = db
    .selectFrom("leads")
    .where("stage", "in", firstStages)
    .where("first_contact_at", "is", null)
    .where("created_at", "<", dayAgo);
  const [fresh, freshByKind, freshBySource, waiting, waitingCount] = await Promise.all([
    freshLeads.select(fields).orderBy("created_at", "desc").limit(LISTED).execute(),
    freshLeads.select(["kind", count]).groupBy("kind").execute(),
    freshLeads
      .select([leadSourceExpression.as("source"), count])
      .groupBy(leadSourceExpression)
      .execute(),
    waitingLeads.select(fields).orderBy("created_at").limit(LISTED).execute(),
    waitingLeads.select(count).executeTakeFirstOrThrow(),
  ]);
  const byKind = new Map(freshByKind.map((row) => [row.kind, Number(row.count)]));
  return {
    fresh,
    freshCount: [...byKind.values()].reduce((sum, count) => sum + count, 0),
    freshByKind: leadKinds
      .filter((kind) => byKind.has(kind))
      .map((kind) => [kind, byKind.get(kind) ?? 0] as const),
    freshBySource: freshBySource
      .map((row) => [row.source, Number(row.count)] as const)
      .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)),
    waiting,
    waitingCount: Number(waitingCount.count),
  };
}

type Content = Awaited<ReturnType<typeof digestContent>>;

/** What visitors typed goes without format characters, which could make it read backwards. */
export function digestText(content: Content, appUrl: string, name: string): string {
  const line = (lead: Content["fresh"][number]) =>
    `- ${leadKindViews[lead.kind].label}: ${withoutFormatCharacters(`${lead.name || lead.email || lead.summary} (${lead.summary.slice(0, 80)})`)} ${appUrl}${leadAddress(lead.id)}`;
  const kinds = content.freshByKind
    .map(([kind, count]) => `${leadKindViews[kind].label} ${count}`)
    .join(", ");
  const sources = content.freshBySource
    .map(([source, count]) => `${visitLabels.sourceText(source)} ${count}`)
    .join(", ");
  return [
    text.greeting(name),
    "",
    text.fresh(content.freshCount, kinds),
    ...(sources ? [text.bySource(sources)] : []),
    ...content.fresh.map(line),
    "",
    text.waiting(content.waitingCount),
    ...content.waiting.map(line),
    "",
    `${text.open}: ${appUrl}${inboxAddress({ stages: firstStages, contact: "waiting" })}`,
    "",
    text.footer(`${appUrl}/admin/digest`),
  ].join("\n");
}

// Each admin's day is claimed by one conditional UPDATE in the transaction that queues the mail,
// so instances running this together send one digest each.
export async function queueDigests(db: Kysely<Database>, config: Pick<Config, "APP_URL">, now = new Date()) {
  if (new Date(now.getTime() + INDIA_OFFSET_MS).getUTCHours() < DIGEST_HOUR) return 0;
  const today = indiaDayOf(now);
  const due = await db
    .selectFrom("digest_subscriptions")
    .innerJoin("users", "users.id", "digest_subscriptions.user_id")
    .select(["users.id", "users.name", "users.email"])
    .where("users.role", "=", "admin")
    .where((eb) =>
      eb.or([
        eb("digest_subscriptions.last_sent_on", "is", null),
        eb("digest_subscriptions.last_sent_on", "<", today),
      ]),
    )
    .execute();
  if (due.length === 0) return 0;
  const content = await digestContent(db, now);
  const worthSending = content.freshCount > 0 || content.waitingCount > 0;
  let queued = 0;
  for (const admin of due) {
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable("digest_subscriptions")
        .set({ last_sent_on: today })
        .where("user_id", "=", admin.id)
        .where((eb) => eb.or([eb("last_sent_on", "is", null), eb("last_sent_on", "<", today)]))
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1 || !worthSending) return false;
      await enqueueMail(trx, {
        to: admin.email,
        subject: text.subject(today, content.freshCount, content.waitingCount),
        text: digestText(content, config.APP_URL, personName(admin)),
        purpose: "digest",
      });
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}
