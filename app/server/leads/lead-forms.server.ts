import type { z } from "zod";
import { messages } from "~/lib/messages";
import { courseEnrolmentSchema } from "~/lib/schemas/course-enrolment";
import { needEnquirySchema, onlineEnquirySchema } from "~/lib/schemas/enquiry";
import { feedbackSchema } from "~/lib/schemas/feedback";
import { enquiryWrites } from "./enquiries.server";
import { enrolmentWrites } from "./enrolments.server";
import { feedbackWrites } from "./feedback.server";
import type { LeadStore, LeadWrites } from "./lead-store.server";

/** A public lead form: what it accepts, what it answers, and the writes that store what it accepted. */
export interface LeadForm<S extends z.ZodType = z.ZodType> {
  schema: S;
  text: { saved: string; failed: string };
  writes(store: LeadStore, value: z.infer<S>): LeadWrites | Promise<LeadWrites>;
}

const form = <S extends z.ZodType>(definition: LeadForm<S>) => definition;

/** The four lead forms, each the action of its page and of its JSON endpoint (decision 007). */
export const leadForms = {
  feedback: form({
    schema: feedbackSchema,
    text: messages.feedback,
    writes: feedbackWrites,
  }),
  need: form({
    schema: needEnquirySchema,
    text: messages.enquiry,
    writes: (store, enquiry) => enquiryWrites(store, "need", enquiry),
  }),
  online: form({
    schema: onlineEnquirySchema,
    text: messages.enquiry,
    writes: (store, enquiry) => enquiryWrites(store, "online", enquiry),
  }),
  course: form({ schema: courseEnrolmentSchema, text: messages.enquiry, writes: enrolmentWrites }),
};
