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

export const siteHealthKinds = ["broken-links", "outbox"] as const satisfies readonly InboxKind[];
export type SiteHealthKind = (typeof siteHealthKinds)[number];

export const isInboxKind = (value: string): value is InboxKind =>
  (inboxKinds as readonly string[]).includes(value);

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

const leadFilters = ["all", "new", "handled"] as const;
const outboxFilters = ["all", "waiting", "sent", "failed"] as const;

export const filtersOf = (kind: InboxKind): readonly string[] =>
  kind === "outbox" ? outboxFilters : leadFilters;

/** Longer searches are refused: nobody types them, and they only cost the database. */
export const MAX_SEARCH_LENGTH = 200;

export interface InboxRow {
  id: string;
  status: string;
  receivedAt: string;
  cells: Record<string, string>;
}

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
