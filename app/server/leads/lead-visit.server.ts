import {
  deviceClass,
  noVisitSource,
  readVisitSource,
  referrerHost,
  type VisitSource,
  visitOfPage,
} from "~/lib/visit-source";
import type { VisitColumns } from "../db/schema.server";

/** `visitor`: the day's key of the request, as its page views have it; '' (the default) when unknown. */
export type LeadVisit = VisitColumns & { visitor?: string };

/** For a form that sent nothing (no JavaScript); own pages are told by the request's address or APP_URL. */
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

/** Odd values are cut or dropped: nothing here ever refuses a lead. */
export function leadVisit(
  request: Request,
  values: Record<string, unknown>,
  appUrl: string,
  visitor = "",
): LeadVisit {
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
    visitor,
  };
}
