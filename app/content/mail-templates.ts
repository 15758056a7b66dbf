import type { LeadKind } from "~/lib/pipeline";

/**
 * The mails the lead pipeline writes from templates, as they read until an admin edits them at
 * /admin/templates (an edited version is kept in the database; "Reset" goes back to this text).
 * Placeholders in braces are filled in when the mail is written: {what} what the visitor sent, in
 * the company's words; {company} and {officeHours} from the company's published profile (decision
 * 031); in replies also {name} the visitor's name and {admin} the name of the admin who answers.
 */
export interface MailTemplateText {
  /** How the templates page and the reply form name it. */
  label: string;
  subject: string;
  body: string;
  /** On (sent, or offered in the reply form) until an admin turns it off. */
  enabled: boolean;
}

/** The automatic acknowledgement every visitor with an address gets, and the reply templates. */
export const mailTemplateKeys = [
  "acknowledgement",
  "reply-thanks",
  "reply-more-details",
  "reply-call",
  "reply-course",
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
      "Someone from our team will get back to you soon, usually within one working day.",
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
};

/** What {what} says a visitor sent, by kind. */
export const whatTheySent: Record<LeadKind, string> = {
  feedback: "your feedback",
  need: "your enquiry",
  online: "your online enquiry",
  enrolments: "your course enrolment",
  uploads: "your file",
  applications: "your job application",
};

/** {name} when a lead names nobody (a course enrolment has only an address). */
export const nameless = "there";

/** Every placeholder, for the templates page's help text. */
export const placeholderHelp = {
  name: "the visitor's name (replies only)",
  what: `what they sent, such as "${whatTheySent.need}"`,
  admin: "your name (replies only)",
  company: "the company's name, as published",
  officeHours: "the office time, as published",
} as const;
export type Placeholder = keyof typeof placeholderHelp;

const everyPlaceholder = Object.keys(placeholderHelp) as Placeholder[];

/**
 * The placeholders each template offers. The acknowledgement goes, unasked, to whatever address a
 * visitor types: it carries the company's own words only ({what} is the kind's words above or the
 * catalogue's course names), never text a visitor typed (docs/decisions/036).
 */
export const templatePlaceholders: Record<MailTemplateKey, readonly Placeholder[]> = {
  acknowledgement: ["what", "company", "officeHours"],
  "reply-thanks": everyPlaceholder,
  "reply-more-details": everyPlaceholder,
  "reply-call": everyPlaceholder,
  "reply-course": everyPlaceholder,
};
