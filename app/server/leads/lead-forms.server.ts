import type { Transaction } from "kysely";
import type { z } from "zod";
import { waitlistTexts } from "~/content/pages/waitlist";
import type { SuccessExtra } from "~/lib/action-result";
import { type LeadKind, leadKindViews } from "~/lib/lead-kinds";
import { messages } from "~/lib/messages";
import { courseEnrolmentSchemaFor } from "~/lib/schemas/course-enrolment";
import { needEnquirySchema, onlineEnquirySchema } from "~/lib/schemas/enquiry";
import { feedbackSchema } from "~/lib/schemas/feedback";
import { waitlistSchemaFor } from "~/lib/schemas/waitlist";
import type { AppContext } from "../app-context.server";
import { offerOf } from "../courses/batches.server";
import type { Database } from "../db/schema.server";
import { storeEnquiry } from "./enquiries.server";
import { storeEnrolment } from "./enrolments.server";
import { announceLead, insertLead, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";
import { storeWaitlistEntry } from "./waitlist.server";

export interface LeadForm<S extends z.ZodType = z.ZodType> {
  kind: LeadKind;
  /** Or how to build it for a request from what is published then. */
  schema: S | ((context: AppContext) => Promise<S>);
  text: { saved: string; failed: string };
  /** What an API client is answered, when less than the page's answer (the spec's shape). */
  apiAnswer?: (stored: SuccessExtra & { id: string }) => SuccessExtra & { id: string };
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
    apiAnswer: ({ payment: _, enrolled: __, totals, ...answer }) =>
      answer.totalFees === undefined ? { ...answer, totals } : answer,
  }),
  waitlist: form({
    kind: "waitlist",
    schema: async (context: AppContext) => waitlistSchemaFor(context.site.current().content.courses.courses),
    text: { saved: waitlistTexts.saved, failed: waitlistTexts.failed },
    store: storeWaitlistEntry,
  }),
};
