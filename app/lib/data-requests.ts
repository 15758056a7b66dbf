import type { LeadKind, LeadStage } from "./lead-kinds";
import type { MailPurpose, OutboxStatus } from "./lead-timeline";
import type { RecordedPayment } from "./receipts";

/** A visitor's data requests under India's DPDP Act: what they may ask, and how long we have. */
export const dataRequestKinds = ["see", "correct", "erase"] as const;

export type DataRequestKind = (typeof dataRequestKinds)[number];
export const isDataRequestKind = (value: string): value is DataRequestKind =>
  (dataRequestKinds as readonly string[]).includes(value);

export type DataRequestOutcome = "done" | "erased";

/** Days after its confirmation a request is due; the owner may move the day. */
export const DATA_REQUEST_DAYS = 30;
export const CONFIRM_LINK_HOURS = 24;
export const MAX_REQUEST_NOTE = 1000;
export const MAX_DONE_NOTE = 2000;
/** A link's token carries the note sealed: room for its longest, in any script. */
export const MAX_TOKEN_LENGTH = 8000;

export const DATA_REQUEST_CONFIRM_PATH = "/privacy/confirm";

export const dataRequestAddress = (leadId: string) => `/admin/leads/${leadId}/request`;
export const dataRequestExportAddress = (leadId: string) => `/admin/leads/${leadId}/export.zip`;
export const dataRequestEraseAddress = (leadId: string) => `${dataRequestAddress(leadId)}?erase=1`;

/** Open, and its due day is before `today` (India days). */
export const isOverdue = (request: { doneAt: string | null; dueOn: string }, today: string) =>
  request.doneAt === null && request.dueOn < today;

export interface HeldFile {
  id: string;
  name: string;
  /** In the uploads folder; never shown. */
  storedName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface HeldLead {
  id: string;
  kind: LeadKind;
  kindLabel: string;
  stage: LeadStage;
  receivedAt: string;
  /** Its fields as its page shows them, by their labels. */
  details: Record<string, string>;
  visit: { source: string; landing: string | null; referrer: string | null; device: string | null };
  files: HeldFile[];
}

export type HeldPayment = Omit<RecordedPayment, "id" | "currency"> & {
  enrolmentId: string;
  currency: string;
  storedName: string;
};

export interface Held {
  email: string;
  leads: HeldLead[];
  account: {
    id: string;
    name: string;
    email: string;
    mobile: string;
    role: string;
    verified: boolean;
    createdAt: string;
  } | null;
  payments: HeldPayment[];
  mails: { to: string; subject: string; at: string; status: OutboxStatus; purpose: MailPurpose | null }[];
}

export interface DataRequestRow {
  id: string;
  email: string;
  request: DataRequestKind;
  note: string;
  dueOn: string;
  doneAt: string | null;
  outcome: DataRequestOutcome | null;
  doneNote: string | null;
  createdAt: string;
}

/** What a request's page shows: stored file names stay on the server. */
export interface DataRequestPanelData {
  request: DataRequestRow;
  held: Omit<Held, "leads" | "payments"> & {
    leads: (Omit<HeldLead, "files"> & { files: Omit<HeldFile, "storedName">[] })[];
    payments: Omit<HeldPayment, "storedName">[];
  };
}
