import type { Transaction } from "kysely";
import { courseSelectionLabel, selectionLabel } from "~/content/pages/enquiry-forms";
import { leadKindViews } from "~/lib/lead-kinds";
import type { NeedEnquiry, OnlineEnquiry } from "~/lib/schemas/enquiry";
import type { Database, EnquiryKind } from "../db/schema.server";
import { announceLead, insertLead, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";

type Enquiry = NeedEnquiry | (OnlineEnquiry & { courseSelection?: string });

const titles: Record<EnquiryKind, string> = { need: "client-need enquiry", online: "online enquiry" };
const articles: Record<EnquiryKind, string> = { need: "a", online: "an" };

/** Links only unlinked uploads from the same form. */
export async function storeEnquiry(
  trx: Transaction<Database>,
  store: LeadStore,
  kind: EnquiryKind,
  enquiry: Enquiry,
  visit: LeadVisit,
) {
  const courseSelection = "courseSelection" in enquiry ? (enquiry.courseSelection ?? null) : null;
  const lead = await insertLead(trx, {
    kind,
    table: "enquiries",
    row: {
      kind,
      // The column predates the optional selector: an empty text is "none chosen".
      selection: enquiry.selection ?? "",
      other_comment: enquiry.otherComment ?? null,
      course_selection: courseSelection,
      name: enquiry.name,
      mobile: enquiry.mobile,
      email: enquiry.email,
      general_comment: enquiry.generalComment ?? null,
    },
    visit,
  });
  const files = enquiry.uploadIds?.length
    ? await trx
        .updateTable("uploads")
        .set({ enquiry_id: lead.id, updated_at: lead.at })
        .where("id", "in", enquiry.uploadIds)
        .where("source", "=", kind)
        .where("enquiry_id", "is", null)
        .executeTakeFirst()
        .then((result) => Number(result.numUpdatedRows))
    : 0;
  await announceLead(
    trx,
    store,
    lead,
    {
      to: store.config.COMPANY_EMAIL,
      subject: `New ${titles[kind]} from ${enquiry.name}`,
      intro: `A visitor sent ${articles[kind]} ${titles[kind]} through the website.`,
      rows: [
        ["Selection", enquiry.selection && selectionLabel(enquiry.selection)],
        ["Please specify", enquiry.otherComment],
        ["Course", courseSelection && courseSelectionLabel(courseSelection)],
        ["Name", enquiry.name],
        ["Mobile", enquiry.mobile],
        ["Email", enquiry.email],
        ["Description", enquiry.generalComment],
        ["Files uploaded with it", files || undefined],
      ],
    },
    { email: enquiry.email, what: leadKindViews[kind].whatTheySent },
  );
  return { id: lead.id };
}
