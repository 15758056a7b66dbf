import type { LeadKind, LeadStage } from "./lead-kinds";
import { listAddress } from "./list-address";

export const contactStates = ["made", "waiting"] as const;
export type ContactState = (typeof contactStates)[number];

/** Every filter is in the address, so a view can be bookmarked; `stages` none means every stage. */
export interface InboxFilter {
  kind: LeadKind | null;
  stages: LeadStage[];
  /** An admin's id, "none" for leads nobody is on, or null for anyone. */
  assignee: string | null;
  /** India days, both included. */
  from: string | null;
  to: string | null;
  contact: ContactState | null;
  q: string;
  source: string | null;
  campaign: string | null;
  /** The path of the page the lead's visit began on. */
  landing: string | null;
  /** An opening's address: its applications only. */
  opening: string | null;
}

/** In the order of the address's keys. */
export const noFilter: InboxFilter = {
  q: "",
  kind: null,
  stages: [],
  assignee: null,
  from: null,
  to: null,
  contact: null,
  source: null,
  campaign: null,
  landing: null,
  opening: null,
};

export const UNASSIGNED = "none";

export const MAX_NOTE_LENGTH = 5000;
export const MAX_REPLY_LENGTH = 10_000;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_LOST_REASON_LENGTH = 500;

// Anyone can type any address, so each acknowledgement is a mail its owner did not ask for. Not
// loosened by RATE_LIMIT_FACTOR: they protect other people's mailboxes and the domain, not the site.
export const acknowledgementBudgets = { mailbox: 1, domain: 20, site: 200 } as const;

/** The budgets whose end for the day the company is told of (a mailbox's is no news). */
export type SpentBudget = Exclude<keyof typeof acknowledgementBudgets, "mailbox">;

/** Where an admin downloads a lead's file (an upload, or an application's CV). */
export const uploadAddress = (id: string) => `/admin/uploads/${id}`;

/** Each filter set under its key, but the stages each under `stage`. */
export const inboxAddress = (filter: Partial<InboxFilter>, page = 1, path = "/admin/inbox") =>
  listAddress(
    path,
    Object.fromEntries(
      Object.entries({ ...noFilter, ...filter, page }).map(([key, value]) => [
        key === "stages" ? "stage" : key,
        value,
      ]),
    ),
    { page: 1 },
  );

export const leadAddress = (id: string) => `/admin/leads/${id}`;
export const leadDeletionAddress = (id: string) => `${leadAddress(id)}?delete=1`;

export const LEAD_DELETED = "deleted";

export interface LeadRow {
  id: string;
  kind: LeadKind;
  receivedAt: string;
  name: string;
  email: string;
  mobile: string;
  summary: string;
  stage: LeadStage;
  /** As `sourceName` gives it, '' for a direct visit. */
  source: string;
  assignee: string | null;
}

export type FilterChoices = { sources: string[]; campaigns: string[] };

export type AdminChoice = { id: string; name: string; email: string };
