import type { InboxKind } from "./inbox";

/**
 * The lead pipeline's rules, shared by its pages and its server code (docs/decisions/032): which
 * kinds are leads, the stages a lead moves through, and the one inbox's filters and addresses.
 * Labels live in content/pages/admin-pipeline.
 */

/** What visitors send that staff follow up. Broken-link reports and the outbox are site health, not leads. */
export const leadKinds = [
  "feedback",
  "need",
  "online",
  "enrolments",
  "uploads",
  "applications",
] as const satisfies readonly InboxKind[];
export type LeadKind = (typeof leadKinds)[number];
export const isLeadKind = (value: string): value is LeadKind =>
  (leadKinds as readonly string[]).includes(value);

/** New → Contacted → Qualified → Won, or Lost (with a reason) from any of them. */
export const leadStages = ["new", "contacted", "qualified", "won", "lost"] as const;
export type LeadStage = (typeof leadStages)[number];
export const isLeadStage = (value: string): value is LeadStage =>
  (leadStages as readonly string[]).includes(value);

/**
 * The stages that close a lead: LEAD_RETENTION_DAYS after its last change, a closed lead is deleted
 * (decision 053).
 */
export const closedStages = ["won", "lost"] as const satisfies readonly LeadStage[];

/** The stages that say someone has been in touch: reaching one is the lead's first contact. */
export const contactStages: readonly LeadStage[] = ["contacted", "qualified", "won"];

/** The stage and those after it on the way to Won: the leads a funnel step counts. */
export const stagesFrom = (stage: LeadStage): LeadStage[] =>
  stage === "lost" ? ["lost"] : leadStages.slice(leadStages.indexOf(stage), leadStages.indexOf("won") + 1);

/** Whether a lead has had its first contact: made (a reply, or a contact stage), or still waiting. */
export const contactStates = ["made", "waiting"] as const;
export type ContactState = (typeof contactStates)[number];

/** The inbox's filters; every one is in the address, so a view can be bookmarked. */
export interface InboxFilter {
  kind: LeadKind | null;
  /** Any of these stages; none means every stage. */
  stages: LeadStage[];
  /** An admin's id, "none" for leads nobody is on, or null for anyone. */
  assignee: string | null;
  /** India days, both included. */
  from: string | null;
  to: string | null;
  contact: ContactState | null;
  q: string;
  /** Where the leads' visits came from: a source as the lead page names it, a campaign. */
  source: string | null;
  campaign: string | null;
}

export const noFilter: InboxFilter = {
  kind: null,
  stages: [],
  assignee: null,
  from: null,
  to: null,
  contact: null,
  q: "",
  source: null,
  campaign: null,
};

export const UNASSIGNED = "none";

export const MAX_NOTE_LENGTH = 5000;
export const MAX_REPLY_LENGTH = 10_000;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_LOST_REASON_LENGTH = 500;

/**
 * How many automatic acknowledgements go out on one India day (docs/decisions/036). Anyone can type
 * any address into the forms, so each is a mail its owner did not ask for: one a day to a mailbox
 * (its `+tag` and case variants are one, app/lib/mailbox.ts), a score to the addresses of one
 * domain (more than a small company's honest leads from one provider in a day, few enough that
 * no organisation is mailed much from the site), and ten domains' worth in all, which caps what
 * the company's sending domain can be made to send unasked. Not loosened by RATE_LIMIT_FACTOR:
 * they protect other people's mailboxes and the domain's name, not the site.
 */
export const acknowledgementBudgets = { mailbox: 1, domain: 20, site: 200 } as const;

/** The budgets whose end for the day the company is told of (a mailbox's is no news). */
export type SpentBudget = Exclude<keyof typeof acknowledgementBudgets, "mailbox">;

/** The address of the inbox (or of its CSV, `path`) with these filters and page; empty ones are left out. */
export function inboxAddress(filter: Partial<InboxFilter>, page = 1, path = "/admin/inbox"): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.kind) params.set("kind", filter.kind);
  for (const stage of filter.stages ?? []) params.append("stage", stage);
  if (filter.assignee) params.set("assignee", filter.assignee);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.contact) params.set("contact", filter.contact);
  if (filter.source) params.set("source", filter.source);
  if (filter.campaign) params.set("campaign", filter.campaign);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const leadAddress = (id: string) => `/admin/leads/${id}`;

/** A lead's deletion: the question its page asks first (decision 053), and where the answer posts. */
export const leadDeletionAddress = (id: string) => `${leadAddress(id)}?delete=1`;

/** The inbox after an admin deleted a lead: its status line says so. */
export const LEAD_DELETED = "deleted";

/** One lead as the one inbox lists it: every cell already text. */
export interface LeadRow {
  id: string;
  kind: LeadKind;
  receivedAt: string;
  name: string;
  email: string;
  mobile: string;
  summary: string;
  stage: LeadStage;
  /** The admin on it (name, or address when nameless), or null. */
  assignee: string | null;
}

/** An admin, as the assignee menus offer them. */
export interface AdminChoice {
  id: string;
  name: string;
  email: string;
}
