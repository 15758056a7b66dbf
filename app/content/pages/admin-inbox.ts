import type { InboxColumn, InboxKind } from "~/lib/inbox";
import type { Seo } from "../types";

interface KindText<K extends InboxKind> {
  heading: string;
  summary: string;
  columns: Record<InboxColumn<K>, string>;
  rowName: string;
}

type KindTexts = { [K in InboxKind]: KindText<K> };

const kinds: KindTexts = {
  feedback: {
    heading: "Feedback",
    summary: "Messages from the feedback page.",
    columns: { name: "Name", email: "Email", message: "Message" },
    rowName: "feedback from",
  },
  need: {
    heading: "Need enquiries",
    summary: "Client-need enquiries.",
    columns: {
      name: "Name",
      email: "Email",
      mobile: "Mobile",
      selection: "Selection",
      otherComment: "Please specify",
      generalComment: "Description",
    },
    rowName: "need enquiry from",
  },
  online: {
    heading: "Online enquiries",
    summary: "Enquiries from the online page.",
    columns: {
      name: "Name",
      email: "Email",
      mobile: "Mobile",
      selection: "Selection",
      courseSelection: "Course",
      otherComment: "Please specify",
      generalComment: "Description",
    },
    rowName: "online enquiry from",
  },
  enrolments: {
    heading: "Course enrolments",
    summary: "Enrolments in the online certification course.",
    columns: {
      email: "Email",
      mobile: "Mobile",
      description: "Description",
      courses: "Courses",
      total: "Total Fees",
    },
    rowName: "enrolment of",
  },
  uploads: {
    heading: "Uploads",
    summary: "Files sent with CVs and enquiries.",
    columns: { name: "File", type: "Type", size: "Size", source: "Sent from" },
    rowName: "file",
  },
  applications: {
    heading: "Applications",
    summary: "Applications to the job openings, each with its CV.",
    columns: {
      name: "Name",
      email: "Email",
      mobile: "Mobile",
      opening: "Opening",
      file: "CV",
      note: "Note",
    },
    rowName: "application from",
  },
  "broken-links": {
    heading: "Broken links",
    summary: "Addresses visitors found missing.",
    columns: { path: "Path", referrer: "Came from" },
    rowName: "broken link",
  },
  outbox: {
    heading: "Mail outbox",
    summary: "Notifications the site sends to the company.",
    columns: { to: "To", subject: "Subject", attempts: "Attempts", lastError: "Last error" },
    rowName: "mail",
  },
};

export const uploadSourceLabels = {
  jobs: "Jobs page",
  "file-upload": "File upload page",
  need: "Client-need form",
  online: "Online enquiry form",
} as const;

const brokenLinks = (count: number) => `${count} broken link${count === 1 ? "" : "s"}`;
const mails = (count: number) => `${count} mail${count === 1 ? "" : "s"}`;

const seo = (path: string, title: string, description: string): Seo => ({ path, title, description });

export const adminInboxPages = {
  list: {
    seo: (kind: InboxKind) => seo(`/admin/inbox/${kind}`, kinds[kind].heading, kinds[kind].summary),
    back: { to: "/admin/inbox", label: "Back to the inbox" },
    search: { label: "Search", submit: "Search" },
    status: { label: "Status" },
    filters: {
      all: "All",
      new: "New",
      handled: "Handled",
      waiting: "Waiting",
      sending: "Sending",
      sent: "Sent",
      failed: "Failed",
    } as Record<string, string>,
    columns: { select: "Select", received: "Received", status: "Status", actions: "Actions", id: "Id" },
    selectRow: (rowName: string, first: string) => `Select ${rowName} ${first}`,
    markHandled: "Mark handled",
    markNew: "Mark new",
    retry: "Retry",
    markSelectedHandled: "Mark selected handled",
    markSelectedNew: "Mark selected new",
    retrySelected: "Retry selected",
    rowAction: (action: string, rowName: string, first: string) => `${action}: ${rowName} ${first}`,
    exportCsv: "Export CSV",
    empty: "Nothing here.",
    confirm: {
      handled: (count: number) => `Mark ${brokenLinks(count)} handled?`,
      new: (count: number) => `Mark ${brokenLinks(count)} new?`,
      retry: (count: number) => `Send ${mails(count)} again?`,
    },
    confirmButton: {
      handled: (count: number) => `Mark ${brokenLinks(count)} handled`,
      new: (count: number) => `Mark ${brokenLinks(count)} new`,
      retry: (count: number) => `Retry ${mails(count)}`,
    },
    done: {
      handled: (count: number) => `Marked ${brokenLinks(count)} handled.`,
      new: (count: number) => `Marked ${brokenLinks(count)} new.`,
      retry: (count: number) => `Queued ${mails(count)} again.`,
    },
  },
  kinds,
} as const;
