/**
 * Every kind of lead, as the admin area and the mails show it. Its stored side (table, cells,
 * summary) is app/server/leads/kinds.server.ts; nothing else lists the kinds.
 */
interface LeadKindView {
  /** One lead of the kind. */
  label: string;
  /** Its list and its tile. */
  heading: string;
  /** Its own fields, in the order its page and the CSV show them. */
  columns: Readonly<Record<string, string>>;
  /** Its bars in the charts: at least 3:1 against the white card (WCAG 1.4.11). */
  colour: string;
  /** "Thank you for …" in the acknowledgement and the replies. */
  whatTheySent: string;
}

export const leadKindViews = {
  feedback: {
    label: "Feedback",
    heading: "Feedback",
    columns: { name: "Name", email: "Email", message: "Message" },
    colour: "#1d4ed8",
    whatTheySent: "your feedback",
  },
  need: {
    label: "Need enquiry",
    heading: "Need enquiries",
    columns: {
      name: "Name",
      email: "Email",
      mobile: "Mobile",
      selection: "Selection",
      otherComment: "Please specify",
      generalComment: "Description",
    },
    colour: "#b45309",
    whatTheySent: "your enquiry",
  },
  online: {
    label: "Online enquiry",
    heading: "Online enquiries",
    columns: {
      name: "Name",
      email: "Email",
      mobile: "Mobile",
      selection: "Selection",
      courseSelection: "Course",
      otherComment: "Please specify",
      generalComment: "Description",
    },
    colour: "#047857",
    whatTheySent: "your online enquiry",
  },
  enrolments: {
    label: "Course enrolment",
    heading: "Course enrolments",
    columns: {
      name: "Name",
      email: "Email",
      mobile: "Mobile",
      description: "Description",
      courses: "Courses",
      total: "Total Fees",
      reference: "Reference",
    },
    colour: "#7e22ce",
    whatTheySent: "your course enrolment",
  },
  uploads: {
    label: "Upload",
    heading: "Uploads",
    columns: { name: "File", type: "Type", size: "Size", source: "Sent from", work: "Kind of work" },
    colour: "#be123c",
    whatTheySent: "your file",
  },
  applications: {
    label: "Application",
    heading: "Applications",
    columns: { name: "Name", email: "Email", mobile: "Mobile", opening: "Opening", file: "CV", note: "Note" },
    colour: "#0f766e",
    whatTheySent: "your job application",
  },
  waitlist: {
    label: "Waitlist",
    heading: "Waitlist",
    columns: { name: "Name", email: "Email", mobile: "Mobile", course: "Course" },
    colour: "#a21caf",
    whatTheySent: "your request to hear of the next batch",
  },
} as const satisfies Record<string, LeadKindView>;

export type LeadKind = keyof typeof leadKindViews;

export const leadKinds = Object.keys(leadKindViews) as [LeadKind, ...LeadKind[]];

export const isLeadKind = (value: string): value is LeadKind => Object.hasOwn(leadKindViews, value);

export type InboxColumn<K extends LeadKind> = keyof (typeof leadKindViews)[K]["columns"] & string;

/** A kind's own fields, in the order its page and the CSV show them. */
export const inboxColumns = <K extends LeadKind>(kind: K) =>
  Object.keys(leadKindViews[kind].columns) as InboxColumn<K>[];
