import {
  DATA_REQUEST_CONFIRM_PATH,
  type DataRequestKind,
  type DataRequestOutcome,
} from "~/lib/data-requests";
import { formatDay } from "~/lib/format";
import type { Seo } from "../types";

const kindWords: Record<DataRequestKind, string> = {
  see: "Tell me what you hold about me",
  correct: "Correct what you hold about me",
  erase: "Erase what you hold about me",
};

/** The privacy notice's request form, its confirmation, the owner's page and the person's mails. */
export const dataRequestTexts = {
  form: {
    heading: "See, correct or erase what you hold about me",
    intro:
      "Tell us your email address and what you would like us to do. We send you a link to confirm that the address is yours; once you confirm, we answer within 30 days.",
    labels: {
      email: "Email",
      request: "What would you like us to do?",
      note: "Note (optional)",
      submit: "Send request",
    },
    noteHint: "What to correct, or anything else we should know.",
    kinds: kindWords,
    requestRequired: "Choose what you would like us to do.",
    saved: "Check your email: we sent a link to confirm this request. It works for 24 hours.",
    failed: "Your request was not sent.",
    badLink: "This link does not work. It may have expired: send your request again from the privacy notice.",
  },
  confirm: {
    seo: {
      path: DATA_REQUEST_CONFIRM_PATH,
      title: "Confirm your data request",
      description: "Confirm a request to see, correct or erase what {company} holds about you.",
    } satisfies Seo,
    heading: "Confirm your data request",
    intro: (request: DataRequestKind) =>
      `You asked us: "${kindWords[request]}". Confirm it, and we will answer you by email.`,
    button: "Confirm my request",
    confirmed: (due: string) => `Your request is confirmed. We will answer by ${formatDay(due)}.`,
    already: "This request is already confirmed. We will answer you by email.",
    failed: "Your request was not confirmed.",
    back: { to: "/privacy", label: "Back to the privacy notice" },
  },
  /** Company words only: it goes to whatever address was typed. */
  confirmMail: {
    subject: (company: string) => `Confirm your request to ${company}`,
    text: ({ company, link, request }: { company: string; link: string; request: DataRequestKind }) =>
      [
        "Hello,",
        "",
        `Someone, we hope you, asked ${company} through its privacy notice: "${kindWords[request]}".`,
        "To confirm that this address is yours and the request too, open this link within 24 hours:",
        "",
        link,
        "",
        "If you did not ask, ignore this mail: nothing happens.",
        "",
        company,
      ].join("\n"),
  },
  notification: {
    subject: (email: string) => `Data request from ${email}`,
    intro: (due: string) => `A visitor confirmed a data request. It is due by ${formatDay(due)}.`,
  },
  doneMail: {
    subject: "Your data request is done",
    text: ({
      company,
      outcome,
      note,
      request,
    }: {
      company: string;
      outcome: DataRequestOutcome;
      note: string;
      request: DataRequestKind;
    }) =>
      [
        "Hello,",
        "",
        `You asked us: "${kindWords[request]}".`,
        outcome === "erased"
          ? "We have erased what we held under your email address: your enquiries, applications, enrolments, account and the mails we sent you. We keep only the record of your request: who asked, what, when, and that it is done."
          : "We have done what you asked.",
        ...(note ? ["", note] : []),
        "",
        "If our answer does not satisfy you, write to our grievance officer named in our privacy notice, or complain to the Data Protection Board of India.",
        "",
        company,
      ].join("\n"),
  },
  outcomes: { done: "Done", erased: "Erased" } satisfies Record<DataRequestOutcome, string>,
  admin: {
    heading: "Data request",
    dueLabel: "Due",
    dueRequired: "Enter the due date as a date.",
    dueButton: "Change the due date",
    overdue: "Overdue",
    doneOn: (when: string, outcome: string) => `${outcome} on ${when}`,
    heldHeading: (email: string) => `Everything held under ${email}`,
    leadsHeading: "Leads",
    leadsNone: "No leads.",
    accountHeading: "Account",
    accountNone: "No account.",
    accountAdmin: "An admin account: it is not erased here.",
    accountLine: (name: string, verified: boolean, since: string) =>
      `${name || "No name"}, ${verified ? "verified" : "not verified"}, since ${since}`,
    paymentsHeading: "Payments",
    paymentsNone: "No payments.",
    mailsHeading: "Mails sent",
    mailsNone: "No mails.",
    visitsHeading: "Visits",
    visits:
      "Page views are counted without cookies and without keeping addresses, so no visit can be tied to this person. Each lead above shows where its own visit came from.",
    filesLabel: "Files",
    exportLink: "Export everything (ZIP)",
    eraseHeading: "Erase everything",
    eraseHint:
      "Deletes every lead, file, payment, mail and the account held under this address, then mails the person that it was done. Only this request's record is kept.",
    eraseLink: "Erase everything…",
    eraseQuestion: (email: string, leads: number, files: number) =>
      `Erase everything held under ${email}: ${leads} ${leads === 1 ? "lead" : "leads"} and ${files} ${files === 1 ? "file" : "files"}, with the account and the mails? This cannot be undone.`,
    eraseButton: "Erase everything",
    doneHeading: "Mark done",
    doneLabel: "What was done",
    doneHint: "Sent to the person in one mail.",
    doneButton: "Mark done and tell them",
    doneNoteRequired: "Say what was done.",
    unknownAction: "Choose an action.",
    saved: {
      due: "Due date changed.",
      done: "Marked done; the person is told.",
      erased: "Erased; the person is told.",
    },
    alreadyDone: "This request is already done.",
    notFound: "There is no such data request.",
  },
  home: {
    overdue: (count: number) => `${count} ${count === 1 ? "data request is" : "data requests are"} overdue`,
    link: "See the data requests",
  },
  notice: {
    lastUpdated: (day: string) => `Last updated: ${formatDay(day)}`,
    officerLine: "For a complaint about how we handle your data, write to our grievance officer:",
  },
};
