import { listAddress } from "./list-address";

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

export type SiteHealthRow = { id: string; status: string; receivedAt: string; cells: Record<string, string> };

export const siteHealthHref = (
  kind: SiteHealthKind,
  { q, status, page }: { q?: string; status?: string; page?: number },
  suffix = "",
) => listAddress(`/admin/site-health/${kind}${suffix}`, { q, status, page }, { status: "all", page: 1 });
