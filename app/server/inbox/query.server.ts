import { type Kysely, type RawBuilder, sql } from "kysely";
import { type InboxFilter, UNASSIGNED } from "~/lib/inbox";
import { addDays, indiaDayStart } from "~/lib/india-days";
import { leadSourceExpression } from "../analytics/roll-up.server";
import type { Database, Dialect } from "../db/schema.server";
import { leadMatches } from "../db/search.server";

/** Without case: a tag arrives as each link's author typed it. */
const sameText = (column: RawBuilder<string> | ReturnType<typeof sql.ref>, value: string) =>
  sql<boolean>`lower(${column}) = lower(${value})`;

// The visit's source and campaign have no index: an admin's rare question reads the leads, so that
// every lead's insert stays cheap.
export function matchingLeads(db: Kysely<Database>, dialect: Dialect, filter: InboxFilter) {
  let query = db.selectFrom("leads");
  if (filter.kind) query = query.where("leads.kind", "=", filter.kind);
  if (filter.stages.length > 0) query = query.where("leads.stage", "in", filter.stages);
  if (filter.assignee === UNASSIGNED) query = query.where("leads.assignee_id", "is", null);
  else if (filter.assignee) query = query.where("leads.assignee_id", "=", filter.assignee);
  if (filter.from) query = query.where("leads.created_at", ">=", indiaDayStart(filter.from));
  if (filter.to) query = query.where("leads.created_at", "<", indiaDayStart(addDays(filter.to, 1)));
  if (filter.contact === "made") query = query.where("leads.first_contact_at", "is not", null);
  if (filter.contact === "waiting") query = query.where("leads.first_contact_at", "is", null);
  if (filter.q) query = query.where(leadMatches(dialect, filter.q));
  if (filter.source) query = query.where(sameText(leadSourceExpression, filter.source));
  if (filter.campaign) query = query.where(sameText(sql.ref("leads.utm_campaign"), filter.campaign));
  if (filter.landing) query = query.where("leads.landing_page", "=", filter.landing);
  if (filter.opening) {
    const slug = filter.opening;
    query = query.where("leads.id", "in", (eb) =>
      eb.selectFrom("applications").select("applications.id").where("applications.opening_slug", "=", slug),
    );
  }
  return query;
}
