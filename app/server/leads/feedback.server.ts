import type { Transaction } from "kysely";
import { leadKindViews } from "~/lib/lead-kinds";
import type { Feedback } from "~/lib/schemas/feedback";
import type { Database } from "../db/schema.server";
import { announceLead, insertLead, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";

export async function storeFeedback(
  trx: Transaction<Database>,
  store: LeadStore,
  feedback: Feedback,
  visit: LeadVisit,
) {
  const { name, email, message } = feedback;
  const lead = await insertLead(trx, {
    kind: "feedback",
    table: "feedback",
    row: { name, email, message },
    visit,
  });
  await announceLead(
    trx,
    store,
    lead,
    {
      to: store.config.COMPANY_EMAIL,
      subject: `New feedback from ${name}`,
      intro: "A visitor sent feedback through the website.",
      rows: [
        ["Name", name],
        ["Email", email],
        ["Message", message],
      ],
    },
    { email, what: leadKindViews.feedback.whatTheySent },
  );
  return { id: lead.id };
}
