import { type LeadKind, leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { applicationFor } from "./hiring";

export interface MailTemplateText {
  label: string;
  subject: string;
  body: string;
  enabled: boolean;
}

export const mailTemplateKeys = [
  "acknowledgement",
  "reply-thanks",
  "reply-more-details",
  "reply-call",
  "reply-course",
  "reply-interview",
  "reply-not-selected",
  "reply-offer",
] as const;
export type MailTemplateKey = (typeof mailTemplateKeys)[number];
export const isMailTemplateKey = (value: string): value is MailTemplateKey =>
  (mailTemplateKeys as readonly string[]).includes(value);

export const ACKNOWLEDGEMENT: MailTemplateKey = "acknowledgement";

const signature = "Best regards,\n{admin}\n{company}";

export const mailTemplateDefaults: Record<MailTemplateKey, MailTemplateText> = {
  acknowledgement: {
    label: "Acknowledgement (sent automatically)",
    subject: "We received {what}",
    body: [
      "Hello,",
      "",
      "Thank you for writing to {company}. This is to confirm that we received {what}.",
      "{next}",
      "",
      "This mail was sent automatically. If you did not contact us, you can ignore it.",
    ].join("\n"),
    enabled: true,
  },
  "reply-thanks": {
    label: "Thank you",
    subject: "About {what}",
    body: ["Hello {name},", "", "Thank you for {what}. We have read it carefully.", "", signature].join("\n"),
    enabled: true,
  },
  "reply-more-details": {
    label: "Ask for details",
    subject: "A few questions about {what}",
    body: [
      "Hello {name},",
      "",
      "Thank you for {what}. To prepare a proposal we would like to know a little more:",
      "- What should it do, and for whom?",
      "- When do you need it?",
      "- Is there a budget we should keep to?",
      "",
      signature,
    ].join("\n"),
    enabled: true,
  },
  "reply-call": {
    label: "Offer a call",
    subject: "Shall we talk about {what}?",
    body: [
      "Hello {name},",
      "",
      "Thank you for {what}. The quickest way forward is a short call.",
      "Please reply with two or three times that suit you (our office time: {officeHours}).",
      "",
      signature,
    ].join("\n"),
    enabled: true,
  },
  "reply-course": {
    label: "Course next steps",
    subject: "Next steps for {what}",
    body: [
      "Hello {name},",
      "",
      "Thank you for {what}. The next batch starts soon; we will send you the timetable and how to pay the fees.",
      "",
      signature,
    ].join("\n"),
    enabled: true,
  },
  "reply-interview": {
    label: "Invite to an interview (applications)",
    subject: "An interview about {what}",
    body: [
      "Hello {name},",
      "",
      "Thank you for {what}. We have read it with interest and would like to meet you for an interview of about 45 minutes.",
      "Please reply with two or three times that suit you within our office time ({officeHours}). We will then send you a calendar invitation with the place, or the link for a video call.",
      "",
      signature,
    ].join("\n"),
    enabled: true,
  },
  "reply-not-selected": {
    label: "Not selected (applications)",
    subject: "About {what}",
    body: [
      "Hello {name},",
      "",
      "Thank you for {what}, and for the time you have given us. We considered it carefully, and we will not take it further this time.",
      "This is no judgement of your abilities: we had to choose among several good candidates. You are welcome to apply for our other openings.",
      "",
      "We wish you every success.",
      "",
      signature,
    ].join("\n"),
    enabled: true,
  },
  "reply-offer": {
    label: "Offer (applications)",
    subject: "An offer from {company}",
    body: [
      "Hello {name},",
      "",
      "Thank you for {what}, and for the time you gave us at the interviews. We are glad to offer you the position.",
      "Our letter of offer, with the salary, the joining date and the terms, follows. Please reply within a week to accept it, or to ask us anything about it.",
      "",
      "We look forward to working with you.",
      "",
      signature,
    ].join("\n"),
    enabled: true,
  },
};

const salesKinds = leadKinds.filter((kind) => kind !== "applications");

/** Templates offered only on the pages of these kinds' leads; the others are offered on every lead's. */
export const templateKinds: Partial<Record<MailTemplateKey, readonly LeadKind[]>> = {
  "reply-more-details": salesKinds,
  "reply-course": salesKinds,
  "reply-interview": ["applications"],
  "reply-not-selected": ["applications"],
  "reply-offer": ["applications"],
};

/** {next} of the acknowledgement, unless the lead's kind has words of its own (an application's). */
export const replySoon = "Someone from our team will get back to you soon, usually within one working day.";

/** {name} when a lead names nobody (a course enrolment has only an address). */
export const nameless = "there";

export const placeholderHelp = {
  name: "the visitor's name (replies only)",
  what: `what they sent, such as "${leadKindViews.need.whatTheySent}" or "${applicationFor("Web Developer")}"`,
  admin: "your name (replies only)",
  company: "the company's name, as published",
  officeHours: "the office time, as published",
  next: "what happens next: for an application, the hiring text of the content editor; otherwise a reply within one working day (acknowledgement only)",
} as const;
export type Placeholder = keyof typeof placeholderHelp;

const everyPlaceholder = (Object.keys(placeholderHelp) as Placeholder[]).filter(
  (placeholder) => placeholder !== "next",
);

/** The acknowledgement goes, unasked, to any address typed: it never carries text a visitor typed. */
export const templatePlaceholders: Record<MailTemplateKey, readonly Placeholder[]> = {
  acknowledgement: ["what", "company", "officeHours", "next"],
  "reply-thanks": everyPlaceholder,
  "reply-more-details": everyPlaceholder,
  "reply-call": everyPlaceholder,
  "reply-course": everyPlaceholder,
  "reply-interview": everyPlaceholder,
  "reply-not-selected": everyPlaceholder,
  "reply-offer": everyPlaceholder,
};
