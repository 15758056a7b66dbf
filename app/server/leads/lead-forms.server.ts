import type { Transaction } from "kysely";
import type { z } from "zod";
import { courseSelectionLabel, selectionLabel } from "~/content/pages/enquiry-forms";
import { waitlistTexts } from "~/content/pages/waitlist";
import type { SuccessExtra } from "~/lib/action-result";
import { coursePath } from "~/lib/course-paths";
import { endpoints } from "~/lib/endpoints";
import { type LeadKind, leadKindViews } from "~/lib/lead-kinds";
import { messages } from "~/lib/messages";
import { courseEnrolmentSchemaFor } from "~/lib/schemas/course-enrolment";
import {
  type NeedEnquiry,
  needEnquirySchema,
  type OnlineEnquiry,
  onlineEnquirySchema,
} from "~/lib/schemas/enquiry";
import { feedbackSchema } from "~/lib/schemas/feedback";
import { type WaitlistEntry, waitlistSchemaFor } from "~/lib/schemas/waitlist";
import type { AppContext } from "../app-context.server";
import { offerOf } from "../courses/batches.server";
import type { Database, EnquiryKind } from "../db/schema.server";
import { storeEnrolment } from "./enrolments.server";
import { announceLead, insertLead, LeadRefused, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";

export interface LeadForm<S extends z.ZodType = z.ZodType> {
  kind: LeadKind;
  /** Or how to build it for a request from what is published then. */
  schema: S | ((context: AppContext) => Promise<S>);
  text: { saved: string; failed: string };
  /**
   * What JSON asked of the spec's endpoint `path` is answered, when less than the page's answer (the
   * spec's shape); the page's own script asks the page's path, and gets what the page shows.
   */
  api?: { path: string; answer: (stored: SuccessExtra & { id: string }) => SuccessExtra & { id: string } };
  /** Its lead is stored later (a data request, once its address is confirmed), and counted then. */
  storedLater?: true;
  /** May throw LeadRefused: nothing is kept, and the answer is 409. */
  store(
    trx: Transaction<Database>,
    store: LeadStore & Pick<AppContext, "config">,
    value: z.infer<S>,
    visit: LeadVisit,
  ): Promise<SuccessExtra & { id: string }>;
}

export const form = <S extends z.ZodType>(definition: LeadForm<S>) => definition;

export const leadForms = {
  feedback: form({
    kind: "feedback",
    schema: feedbackSchema,
    text: messages.feedback,
    store: async (trx, store, { name, email, message }, visit) => {
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
    },
  }),
  need: form({
    kind: "need",
    schema: needEnquirySchema,
    text: messages.enquiry,
    store: (trx, store, enquiry, visit) => storeEnquiry(trx, store, "need", enquiry, visit),
  }),
  online: form({
    kind: "online",
    schema: onlineEnquirySchema,
    text: messages.enquiry,
    store: (trx, store, enquiry, visit) => storeEnquiry(trx, store, "online", enquiry, visit),
  }),
  course: form({
    kind: "enrolments",
    schema: async (context: AppContext) =>
      courseEnrolmentSchemaFor((await offerOf(context.db, context.site.current().content.courses)).courses),
    text: messages.enquiry,
    store: storeEnrolment,
    // The spec's id and totalFees; totals only when the courses mix currencies (no single total).
    // The payment instructions go by mail.
    api: {
      path: endpoints.courseData,
      answer: ({ payment: _, enrolled: __, detail: ___, totals, ...answer }) =>
        answer.totalFees === undefined ? { ...answer, totals } : answer,
    },
  }),
  waitlist: form({
    kind: "waitlist",
    schema: async (context: AppContext) => waitlistSchemaFor(context.site.current().content.courses.courses),
    text: { saved: waitlistTexts.saved, failed: waitlistTexts.failed },
    store: storeWaitlistEntry,
  }),
};

type Enquiry = NeedEnquiry | (OnlineEnquiry & { courseSelection?: string });

const titles: Record<EnquiryKind, string> = { need: "client-need enquiry", online: "online enquiry" };
const articles: Record<EnquiryKind, string> = { need: "a", online: "an" };

/** Links only unlinked uploads from the same form. */
async function storeEnquiry(
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

/**
 * Announced to the company without an acknowledgement: the one mail the visitor asked for is the
 * new batch's, which takes the acknowledgement's budgets when it goes (waitlist-news.server.ts).
 */
async function storeWaitlistEntry(
  trx: Transaction<Database>,
  store: LeadStore,
  entry: WaitlistEntry,
  visit: LeadVisit,
) {
  const course = store.site.current().content.courses.courses.find((one) => one.key === entry.course);
  // Taken out of the catalogue since the schema was read.
  if (!course) throw new LeadRefused({ course: waitlistTexts.courseUnknown });
  const lead = await insertLead(trx, {
    kind: "waitlist",
    table: "waitlist",
    row: {
      name: entry.name ?? "",
      email: entry.email,
      mobile: entry.mobile ?? "",
      course_key: course.key,
      course_name: course.name,
    },
    visit,
  });
  await announceLead(trx, store, lead, {
    to: store.config.COMPANY_EMAIL,
    subject: waitlistTexts.notification.subject(course.name, entry.name ?? entry.email),
    intro: waitlistTexts.notification.intro(course.name, `${store.config.APP_URL}${coursePath(course.key)}`),
    rows: [
      ["Course", course.name],
      ["Name", entry.name],
      ["Mobile", entry.mobile],
      ["Email", entry.email],
    ],
    replyTo: entry.email,
  });
  return { id: lead.id };
}
