import { sql } from "kysely";
import { type InboxKind, inboxKinds } from "~/lib/inbox";
import type { AppContext } from "../../app-context.server";
import { filteredRows } from "./query.server";

/** What waits for the staff: new leads per kind, and the outbox's undelivered and failed mails. */
export type InboxCounts = Record<Exclude<InboxKind, "outbox">, number> & {
  outbox: { waiting: number; failed: number };
};

/** The counts the inbox overview and the admin home show. */
export async function countInbox(context: Pick<AppContext, "db" | "dialect">): Promise<InboxCounts> {
  const count = async (kind: InboxKind, status: string) => {
    const row = await filteredRows(context.db, context.dialect, { kind, q: "", status })
      .select(sql<number | string>`count(*)`.as("count"))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  };
  const leads = inboxKinds.filter((kind) => kind !== "outbox");
  const counts = await Promise.all(leads.map((kind) => count(kind, "new")));
  const [waiting, failed] = await Promise.all([count("outbox", "waiting"), count("outbox", "failed")]);
  return {
    ...(Object.fromEntries(leads.map((kind, index) => [kind, counts[index] ?? 0])) as Record<
      Exclude<InboxKind, "outbox">,
      number
    >),
    outbox: { waiting, failed },
  };
}
