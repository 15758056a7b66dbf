import { whatTheySent } from "~/content/mail-templates";
import type { NeedEnquiry, OnlineEnquiry } from "~/lib/schemas/enquiry";
import type { EnquiryKind } from "../db/schema.server";
import { nowIso, timeOrderedId } from "../ids.server";
import { leadMail } from "../mail/lead-mails.server";
import { mailInsert } from "../mail/outbox.server";
import { leadInsert } from "./lead-record.server";
import type { LeadStore, LeadWrites } from "./lead-store.server";

type Enquiry = NeedEnquiry | (OnlineEnquiry & { courseSelection?: string });

const titles: Record<EnquiryKind, string> = { need: "client-need enquiry", online: "online enquiry" };
const articles: Record<EnquiryKind, string> = { need: "a", online: "an" };

/**
 * The writes that store a need or online enquiry with its pipeline record and its notification (the
 * visitor's acknowledgement is written after them), and link the files the visitor uploaded on the
 * same page (only unlinked uploads from the same form). The mail counts the
 * files as they stand just before; the link itself is made in the same commit as the enquiry.
 */
export async function enquiryWrites(
  { db, config }: LeadStore,
  kind: EnquiryKind,
  enquiry: Enquiry,
): Promise<LeadWrites> {
  const id = timeOrderedId();
  const now = nowIso();
  const courseSelection = "courseSelection" in enquiry ? (enquiry.courseSelection ?? null) : null;
  const uploadIds = enquiry.uploadIds ?? [];
  const files = uploadIds.length
    ? Number(
        (
          await db
            .selectFrom("uploads")
            .select((eb) => eb.fn.countAll().as("files"))
            .where("id", "in", uploadIds)
            .where("source", "=", kind)
            .where("enquiry_id", "is", null)
            .executeTakeFirstOrThrow()
        ).files,
      )
    : 0;
  const row = {
    id,
    kind,
    // The column predates the optional selector: an empty text is "none chosen".
    selection: enquiry.selection ?? "",
    other_comment: enquiry.otherComment ?? null,
    course_selection: courseSelection,
    name: enquiry.name,
    mobile: enquiry.mobile,
    email: enquiry.email,
    general_comment: enquiry.generalComment ?? null,
    created_at: now,
    updated_at: now,
  };
  const queries = [
    db.insertInto("enquiries").values(row).compile(),
    leadInsert(db, kind, id, row, now),
    ...(uploadIds.length
      ? [
          db
            .updateTable("uploads")
            .set({ enquiry_id: id, updated_at: now })
            .where("id", "in", uploadIds)
            .where("source", "=", kind)
            .where("enquiry_id", "is", null)
            .compile(),
        ]
      : []),
    mailInsert(
      db,
      leadMail({
        to: config.COMPANY_EMAIL,
        subject: `New ${titles[kind]} from ${enquiry.name}`,
        intro: `A visitor sent ${articles[kind]} ${titles[kind]} through the website.`,
        rows: [
          ["Selection", enquiry.selection],
          ["Please specify", enquiry.otherComment],
          ["Course", courseSelection],
          ["Name", enquiry.name],
          ["Mobile", enquiry.mobile],
          ["Email", enquiry.email],
          ["Description", enquiry.generalComment],
          ["Files uploaded with it", files || undefined],
        ],
        replyTo: enquiry.email,
        appUrl: config.APP_URL,
        leadId: id,
      }),
    ),
  ];
  const acknowledgement = { leadId: id, to: enquiry.email, what: whatTheySent[kind], at: now };
  return { extra: { id }, queries, acknowledgement };
}
