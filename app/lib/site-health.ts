export const siteHealthKinds = ["broken-links", "outbox"] as const;
export type SiteHealthKind = (typeof siteHealthKinds)[number];

export const isSiteHealthKind = (value: string): value is SiteHealthKind =>
  (siteHealthKinds as readonly string[]).includes(value);

export const siteHealthColumns = {
  "broken-links": ["path", "referrer"],
  outbox: ["to", "subject", "attempts", "lastError"],
} as const satisfies Record<SiteHealthKind, readonly string[]>;

export type SiteHealthColumn<K extends SiteHealthKind> = (typeof siteHealthColumns)[K][number];

const reportFilters = ["all", "new", "handled"] as const;
const outboxFilters = ["all", "waiting", "sent", "failed"] as const;

export const filtersOf = (kind: SiteHealthKind): readonly string[] =>
  kind === "outbox" ? outboxFilters : reportFilters;

export interface SiteHealthRow {
  id: string;
  status: string;
  receivedAt: string;
  cells: Record<string, string>;
}

export interface SiteHealthQuery {
  q?: string;
  status?: string;
  page?: number;
}

export function siteHealthHref(
  kind: SiteHealthKind,
  { q = "", status = "all", page = 1 }: SiteHealthQuery,
  suffix = "",
) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `/admin/site-health/${kind}${suffix}${search ? `?${search}` : ""}`;
}
