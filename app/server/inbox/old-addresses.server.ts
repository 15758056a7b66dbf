import { inboxAddress } from "~/lib/inbox";
import { isLeadKind, type LeadKind, type LeadStage, stagesOf } from "~/lib/lead-kinds";
import type { SiteHealthKind } from "~/lib/site-health";
import { kindOf } from "../site-health/site-health.server";

/** What /admin/inbox/:kind once listed: a kind of lead, or one of the site-health lists. */
export function oldKindOf(param: string | undefined): LeadKind | SiteHealthKind {
  return param && isLeadKind(param) ? param : kindOf(param);
}

/** The old status becomes the kind's stages: handled meant any stage after the first. */
export function leadListAddress(kind: LeadKind, url: URL, path = "/admin/inbox"): string {
  const status = url.searchParams.get("status");
  const [first, ...later] = stagesOf(kind);
  const stages: LeadStage[] = status === "new" ? [first as LeadStage] : status === "handled" ? later : [];
  return inboxAddress({ kind, q: (url.searchParams.get("q") ?? "").trim(), stages }, 1, path);
}

/** A site-health list's address before it left the inbox's: the same list and query at its own. */
export const siteHealthAddress = (kind: SiteHealthKind, url: URL, suffix = "") =>
  `/admin/site-health/${kind}${suffix}${url.search}`;
