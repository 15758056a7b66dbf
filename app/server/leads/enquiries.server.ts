import type { NeedEnquiry, OnlineEnquiry } from "~/lib/schemas/enquiry";
import type { EnquiryKind } from "../db/schema.server";
import { newId, nowIso } from "../ids.server";
import { leadMail } from "../mail/lead-mails.server";
import { enqueueMail } from "../mail/outbox.server";
import type { LeadStore } from "./lead-store.server";

type Enquiry = NeedEnquiry | (OnlineEnquiry & { courseSelection?: string });

const titles: Record<EnquiryKind, string> = { need: "client-need enquiry", online: "online enquiry" };

/**
 * Stores a need or online enquiry with its notification, and links the files the visitor uploaded
 * on the same page (only unlinked uploads from the same form).
 */
export async function saveEnquiry({ db, config }: LeadStore, kind: EnquiryKind, enquiry: Enquiry) {
  const id = newId();
  const now = nowIso();
  const courseSelection = "courseSelection" in enquiry ? (enquiry.courseSelection ?? null) : null;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("enquiries")
      .values({
        id,
        kind,
        selection: enquiry.selection,
        other_comment: enquiry.otherComment ?? null,
        course_selection: courseSelection,
        name: enquiry.name,
        mobile: enquiry.mobile,
        email: enquiry.email,
        general_comment: enquiry.generalComment ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    let files = 0;
    if (enquiry.uploadIds?.length) {
      const linked = await trx
        .updateTable("uploads")
        .set({ enquiry_id: id, updated_at: now })
        .where("id", "in", enquiry.uploadIds)
        .where("source", "=", kind)
        .where("enquiry_id", "is", null)
        .executeTakeFirst();
      files = Number(linked.numUpdatedRows);
    }
    await enqueueMail(
      trx,
      leadMail({
        to: config.COMPANY_EMAIL,
        subject: `New ${titles[kind]} from ${enquiry.name}`,
        intro: `A visitor sent a ${titles[kind]} through the website.`,
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
        inboxUrl: `${config.APP_URL}/admin/inbox`,
      }),
    );
  });
  return id;
}
