import type { InboxColumn } from "~/lib/inbox";
import type { LeadKind } from "~/lib/pipeline";

interface KindText<K extends LeadKind> {
  heading: string;
  summary: string;
  columns: Record<InboxColumn<K>, string>;
  rowName: string;
}

type KindTexts = { [K in LeadKind]: KindText<K> };

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
};

export const uploadSourceLabels = {
  jobs: "Jobs page",
  "file-upload": "File upload page",
  need: "Client-need form",
  online: "Online enquiry form",
} as const;

/** The lead inbox's texts for each kind of lead. */
export const adminInboxPages = { kinds } as const;
