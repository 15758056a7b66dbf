import {
  deviceClass,
  noVisitSource,
  readVisitSource,
  referrerHost,
  type VisitSource,
  visitOfPage,
} from "~/lib/visit-source";
import type { VisitColumns } from "../db/schema.server";

/** Where a lead's visit began, as its `leads` row keeps it (migration 0020). */
export type LeadVisit = VisitColumns;

/**
 * What a post's own `Referer` tells of its visit when the form sent nothing (no JavaScript, or no
 * storage): a page of this site gives its path and UTM tags, another site its host. The site is
 * both the address the request came to and APP_URL, so it holds behind a proxy too.
 */
export function visitOfReferer(referer: string, ownAddresses: string[]): VisitSource {
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return noVisitSource;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return noVisitSource;
  const host = referrerHost(url.href);
  if (ownAddresses.some((own) => referrerHost(own) === host)) return visitOfPage(url, "");
  return { ...noVisitSource, referrer: host };
}

/**
 * The visit of a lead's request: the hidden fields of its form or the same optional fields of its
 * JSON body, cut or dropped where odd; when they name nothing, its Referer. The device class is
 * the User-Agent's. Nothing here ever refuses a lead.
 */
export function leadVisit(request: Request, values: Record<string, unknown>, appUrl: string): LeadVisit {
  const sent = readVisitSource(values);
  const named = Object.values(sent).some(Boolean);
  const visit = named ? sent : visitOfReferer(request.headers.get("referer") ?? "", [request.url, appUrl]);
  return {
    landing_page: visit.landing,
    referrer_host: visit.referrer,
    utm_source: visit.utmSource,
    utm_medium: visit.utmMedium,
    utm_campaign: visit.utmCampaign,
    device: deviceClass(request.headers.get("user-agent") ?? ""),
  };
}
