/**
 * What the admin inbox shows, shared by its pages and its server code: the kinds, the columns of
 * each kind, the status filters and the page size. Column labels live in content/pages/admin-inbox.
 */
export const inboxKinds = [
  "feedback",
  "need",
  "online",
  "enrolments",
  "uploads",
  "applications",
  "broken-links",
  "outbox",
] as const;

export type InboxKind = (typeof inboxKinds)[number];

/** The lists of site health beside the leads (the lead kinds are in pipeline.ts). */
export const siteHealthKinds = ["broken-links", "outbox"] as const satisfies readonly InboxKind[];
export type SiteHealthKind = (typeof siteHealthKinds)[number];

export const isInboxKind = (value: string): value is InboxKind =>
  (inboxKinds as readonly string[]).includes(value);

/** The columns each kind's table and CSV show, after the date received. */
export const inboxColumns = {
  feedback: ["name", "email", "message"],
  need: ["name", "email", "mobile", "selection", "otherComment", "generalComment"],
  online: ["name", "email", "mobile", "selection", "courseSelection", "otherComment", "generalComment"],
  enrolments: ["email", "mobile", "description", "courses", "total"],
  uploads: ["name", "type", "size", "source"],
  applications: ["name", "email", "mobile", "opening", "file", "note"],
  "broken-links": ["path", "referrer"],
  outbox: ["to", "subject", "attempts", "lastError"],
} as const satisfies Record<InboxKind, readonly string[]>;

export type InboxColumn<K extends InboxKind> = (typeof inboxColumns)[K][number];

/** Leads move between new and handled; the outbox is filtered by delivery state. */
const leadFilters = ["all", "new", "handled"] as const;
const outboxFilters = ["all", "waiting", "sent", "failed"] as const;

export const filtersOf = (kind: InboxKind): readonly string[] =>
  kind === "outbox" ? outboxFilters : leadFilters;

/** Longer searches are refused: nobody types them, and they only cost the database. */
export const MAX_SEARCH_LENGTH = 200;

/** One row as the list page shows it: every cell already text. */
export interface InboxRow {
  id: string;
  status: string;
  receivedAt: string;
  cells: Record<string, string>;
}

/** The address of a list with its search, filter and page; defaults are left out. */
export function inboxHref(kind: InboxKind, { q = "", status = "all", page = 1 }: InboxQuery, suffix = "") {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/inbox/${kind}${suffix}${search ? `?${search}` : ""}`;
}

export interface InboxQuery {
  q?: string;
  status?: string;
  page?: number;
}
