import { sql } from "kysely";
import { firstStages, type LeadKind, leadKinds } from "~/lib/lead-kinds";
import type { AppContext } from "~/server/app-context.server";

export async function adminOverview({ db }: Pick<AppContext, "db">) {
  const [users, byKind, broken, outbox] = await Promise.all([
    db
      .selectFrom("users")
      .select([
        sql<number | string>`count(*)`.as("total"),
        sql<number | string>`count(*) filter (where is_verified = 0)`.as("unverified"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .select(["kind", (eb) => eb.fn.countAll<number | string>().as("count")])
      // Each kind's first stage: "new" for a sale, "applied" for a candidate.
      .where("stage", "in", firstStages)
      .groupBy("kind")
      .execute(),
    db
      .selectFrom("not_found_reports")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("status", "=", "new")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("mail_outbox")
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("status", "in", ["waiting", "sending", "failed"])
      .groupBy("status")
      .execute(),
  ]);
  const counted = new Map(byKind.map((row) => [row.kind, Number(row.count)]));
  const mails = new Map(outbox.map((row) => [row.status, Number(row.count)]));
  const inbox = {
    leads: Object.fromEntries(leadKinds.map((kind) => [kind, counted.get(kind) ?? 0])) as Record<
      LeadKind,
      number
    >,
    brokenLinks: Number(broken.count),
    // Waiting means not yet delivered: a mail being sent right now is one of them.
    outbox: {
      waiting: (mails.get("waiting") ?? 0) + (mails.get("sending") ?? 0),
      failed: mails.get("failed") ?? 0,
    },
  };
  return { users: { total: Number(users.total), unverified: Number(users.unverified) }, inbox };
}
