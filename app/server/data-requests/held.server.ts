import type { Kysely } from "kysely";
import type { DataRequestPanelData, DataRequestRow, Held, HeldLead } from "~/lib/data-requests";
import { leadKindViews } from "~/lib/lead-kinds";
import { sourceName } from "~/lib/referrer-sites";
import type { Database } from "../db/schema.server";
import { leadCells, leadFiles } from "../leads/kinds.server";

export async function dataRequestOf(db: Kysely<Database>, id: string): Promise<DataRequestRow | null> {
  const row = await db
    .selectFrom("data_requests")
    .select([
      "id",
      "email",
      "request",
      "note",
      "due_on as dueOn",
      "done_at as doneAt",
      "outcome",
      "done_note as doneNote",
      "created_at as createdAt",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

/** Every lead but the data requests themselves, which are the record kept of them. */
const heldLeads = (db: Kysely<Database>, email: string) =>
  db.selectFrom("leads").where("email", "=", email.toLowerCase()).where("kind", "!=", "data_requests");

export const heldLeadIds = async (db: Kysely<Database>, email: string) =>
  (await heldLeads(db, email).select("id").execute()).map((row) => row.id);

/** Everything held under one address, for the request's page and its export alike. */
export async function heldUnder(db: Kysely<Database>, address: string): Promise<Held> {
  const email = address.toLowerCase();
  const leads = await heldLeads(db, email).selectAll().orderBy("created_at").orderBy("id").execute();
  const ids = leads.map((lead) => lead.id);
  const held: HeldLead[] = [];
  for (const lead of leads) {
    const cells = await leadCells(db, lead.kind, lead.id);
    const labels = leadKindViews[lead.kind].columns as Record<string, string>;
    held.push({
      id: lead.id,
      kind: lead.kind,
      kindLabel: leadKindViews[lead.kind].label,
      stage: lead.stage,
      receivedAt: lead.created_at,
      details: Object.fromEntries(
        Object.entries(cells)
          .filter(([, value]) => value)
          .map(([column, value]) => [labels[column] ?? column, value]),
      ),
      visit: {
        source: sourceName({ utmSource: lead.utm_source, referrer: lead.referrer_host }),
        landing: lead.landing_page,
        referrer: lead.referrer_host,
        device: lead.device,
      },
      files: await leadFiles(db, lead.kind, lead.id),
    });
  }
  const [account, payments, mails] = await Promise.all([
    db
      .selectFrom("users")
      .select(["id", "name", "email", "mobile", "role", "is_verified", "created_at"])
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
      .executeTakeFirst(),
    ids.length
      ? db
          .selectFrom("course_payments")
          .select([
            "enrolment_id as enrolmentId",
            "amount",
            "currency",
            "paid_on as paidOn",
            "reference",
            "receipt_number as receiptNumber",
            "stored_name as storedName",
          ])
          .where("enrolment_id", "in", ids)
          .orderBy("paid_on")
          .execute()
      : [],
    db
      .selectFrom("mail_outbox")
      .select(["to_address as to", "subject", "created_at as at", "status", "purpose"])
      .where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["to_address"]), "=", email),
          ...(ids.length ? [eb("lead_id", "in", ids)] : []),
        ]),
      )
      .orderBy("created_at")
      .execute(),
  ]);
  return {
    email,
    leads: held,
    account: account
      ? {
          id: account.id,
          name: account.name,
          email: account.email,
          mobile: account.mobile,
          role: account.role,
          verified: account.is_verified === 1,
          createdAt: account.created_at,
        }
      : null,
    payments,
    mails,
  };
}

/** What the request's page shows: stored file names stay on the server. */
export async function dataRequestPanel(
  db: Kysely<Database>,
  id: string,
): Promise<DataRequestPanelData | null> {
  const request = await dataRequestOf(db, id);
  if (!request) return null;
  const held = await heldUnder(db, request.email);
  return {
    request,
    held: {
      ...held,
      leads: held.leads.map((lead) => ({
        ...lead,
        files: lead.files.map(({ storedName: _, ...file }) => file),
      })),
      payments: held.payments.map(({ storedName: _, ...payment }) => payment),
    },
  };
}
