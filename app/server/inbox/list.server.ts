import { type Kysely, type RawBuilder, sql } from "kysely";
import { formatDateTime } from "~/lib/format";
import type { AdminChoice, FilterChoices, InboxFilter, LeadRow } from "~/lib/inbox";
import { LIST_PAGE_SIZE, offsetOf } from "~/lib/schemas/list";
import { leadSourceExpression } from "../analytics/roll-up.server";
import type { AppContext } from "../app-context.server";
import type { Database } from "../db/schema.server";
import { matchingLeads } from "./query.server";

/** The page's ids are picked from the index the filters use, then only its leads are read. */
export async function listLeads(
  { db, dialect }: Pick<AppContext, "db" | "dialect">,
  filter: InboxFilter,
  page: number,
): Promise<{ rows: LeadRow[]; total: number }> {
  const matching = matchingLeads(db, dialect, filter);
  const pageIds = matching
    .select("leads.id")
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(LIST_PAGE_SIZE)
    .offset(offsetOf(page));
  const [counted, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .leftJoin("users", "users.id", "leads.assignee_id")
      .where("leads.id", "in", pageIds)
      .select([
        "leads.id",
        "leads.kind",
        "leads.created_at",
        "leads.name",
        "leads.email",
        "leads.mobile",
        "leads.summary",
        "leads.stage",
        leadSourceExpression.as("source"),
        "users.name as assignee_name",
        "users.email as assignee_email",
      ])
      .orderBy("leads.created_at", "desc")
      .orderBy("leads.id", "desc")
      .execute(),
  ]);
  return {
    total: Number(counted.count),
    rows: rows.map(({ created_at, assignee_name, assignee_email, ...row }) => ({
      ...row,
      receivedAt: formatDateTime(created_at),
      assignee: assignee_email ? assignee_name || assignee_email : null,
    })),
  };
}

export const leadsToChange = (db: Kysely<Database>, ids: string[]) =>
  db
    .selectFrom("leads")
    .select(["id", "name", "email", "summary"])
    .where("id", "in", ids)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();

export async function listAdmins(db: Kysely<Database>): Promise<AdminChoice[]> {
  return db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where("role", "=", "admin")
    .orderBy("name")
    .orderBy("email")
    .execute();
}

/** More would make a list nobody reads; the filter still takes any value from an address. */
const MAX_CHOICES = 200;

/** Each value once whatever its case, as the filters match without case. */
const distinctValues = (values: string[]) => {
  const seen = new Map<string, string>();
  for (const value of values)
    if (value && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  return [...seen.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
};

/** The sources and campaigns of all leads, read without an index. */
export async function filterChoices(db: Kysely<Database>): Promise<FilterChoices> {
  const choices = async (value: RawBuilder<string>) => {
    const rows = await db
      .selectFrom("leads")
      .select(value.as("value"))
      .distinct()
      .where(value, "<>", "")
      .limit(MAX_CHOICES)
      .execute();
    return distinctValues(rows.map((row) => row.value));
  };
  const [sources, campaigns] = await Promise.all([
    choices(leadSourceExpression),
    choices(sql.ref<string>("utm_campaign")),
  ]);
  return { sources, campaigns };
}
