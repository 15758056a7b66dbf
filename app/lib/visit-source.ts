export const visitFields = {
  landing: "visit_landing",
  referrer: "visit_referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
} as const;

export type VisitKey = keyof typeof visitFields;

export type VisitSource = Record<VisitKey, string>;

export const noVisitSource: VisitSource = {
  landing: "",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
};

/** The longest value kept of a tag or host; a landing path may be longer. */
export const VISIT_VALUE_MAX = 100;
export const LANDING_MAX = 200;
/** A referrer arrives as a whole address: only its host is kept, read from at most this much. */
const REFERRER_READ_MAX = 2000;

export const deviceClasses = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Tablets first: an Android tablet omits Mobile; an iPad may say Macintosh (counted as desktop). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobi)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return "mobile";
  return "desktop";
}

export function referrerHost(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return "";
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.hostname
      .toLowerCase()
      .replace(/^www\./, "")
      .slice(0, VISIT_VALUE_MAX);
  } catch {
    return "";
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** Half of a character: a JSON body may hold one, and a cut may split a pair. */
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const cleanTag = (value: unknown) =>
  typeof value === "string"
    ? value.replace(controlCharacters, "").trim().slice(0, VISIT_VALUE_MAX).replace(loneSurrogates, "")
    : "";

export function cleanLanding(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "";
  try {
    return new URL(value, "http://site.invalid").pathname.slice(0, LANDING_MAX);
  } catch {
    return "";
  }
}

/** A value that is text, else '': a JSON body may hold anything, even an object no String() reads. */
const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** Each field is cut or dropped, never a reason to refuse what it came with. */
export function readVisitSource(values: Record<string, unknown>): VisitSource {
  return {
    landing: cleanLanding(values[visitFields.landing]),
    referrer: referrerHost(textOf(values[visitFields.referrer]).slice(0, REFERRER_READ_MAX)),
    utmSource: cleanTag(values[visitFields.utmSource]),
    utmMedium: cleanTag(values[visitFields.utmMedium]),
    utmCampaign: cleanTag(values[visitFields.utmCampaign]),
  };
}

/** A page's visit as the browser keeps and sends it, uncut: the server cuts what it reads. */
export function uncutVisitOfPage(url: URL, referrer: string): VisitSource {
  const host = referrerHost(referrer);
  return {
    landing: url.pathname,
    referrer: host === url.hostname.replace(/^www\./, "") ? "" : host,
    utmSource: url.searchParams.get(visitFields.utmSource) ?? "",
    utmMedium: url.searchParams.get(visitFields.utmMedium) ?? "",
    utmCampaign: url.searchParams.get(visitFields.utmCampaign) ?? "",
  };
}

export function visitOfPage(url: URL, referrer: string): VisitSource {
  const visit = uncutVisitOfPage(url, referrer);
  return readVisitSource(
    Object.fromEntries(Object.entries(visitFields).map(([key, field]) => [field, visit[key as VisitKey]])),
  );
}
