import { useRouteLoaderData } from "react-router";
import type { Founder, Profile } from "~/content/site-content";

/**
 * What every page reads through the root loader: the site's address, the company's public e-mail
 * addresses (the profile's, else configuration's), the published profile and founder (or the
 * admins' draft in preview), and whether this is a preview.
 */
export interface SiteSettings {
  /** The public address of the site, without a trailing slash. */
  appUrl: string;
  /** The spec's {email}: where visitors write to the company. */
  companyEmail: string;
  /** The HR mail link's address. */
  hrEmail: string;
  profile: Profile;
  founder: Founder;
  /** The page shows the admins' unpublished drafts (decision 031). */
  preview: boolean;
}

// Blank, not the defaults: the defaults stay out of every page's scripts.
const EMPTY: SiteSettings = {
  appUrl: "",
  companyEmail: "",
  hrEmail: "",
  profile: {
    name: "",
    host: "",
    address: "",
    phone: "",
    officeHours: "",
    mapLink: "",
    internship: "",
    companyEmail: "",
    hrEmail: "",
  },
  founder: {
    name: "",
    title: "",
    photo: { src: "", alt: "" },
    qualification: "",
    fatherName: "",
    yearsAsCeo: 0,
    foreignExperienceYears: 0,
    indianExperienceYears: 0,
  },
  preview: false,
};

/** The site settings for components; blank only if the root loader failed. */
export function useSiteSettings(): SiteSettings {
  return (useRouteLoaderData("root") as SiteSettings | undefined) ?? EMPTY;
}

export type Tokens = Record<string, string>;

/** The values texts may name as {token}: the company's and the founder's details. */
export function tokensOf({ profile, founder }: Pick<SiteSettings, "profile" | "founder">): Tokens {
  return {
    company: profile.name,
    address: profile.address,
    phone: profile.phone,
    officeHours: profile.officeHours,
    internship: profile.internship,
    host: profile.host,
    founder: founder.name,
    founderTitle: founder.title,
    founderPhoto: founder.photo.src,
    founderPhotoAlt: fill(founder.photo.alt, { founder: founder.name }),
    founderQualification: founder.qualification,
    founderFather: founder.fatherName,
    founderCeoYears: String(founder.yearsAsCeo),
    founderForeignYears: String(founder.foreignExperienceYears),
    founderIndianYears: String(founder.indianExperienceYears),
  };
}

const TOKEN = /\{([A-Za-z]+)\}/g;

const fill = (text: string, tokens: Tokens) =>
  text.replace(TOKEN, (whole, name: string) =>
    Object.hasOwn(tokens, name) ? (tokens[name] as string) : whole,
  );

/** `value` with every {token} in its strings replaced, however deep; unknown tokens stay as written. */
export function fillTokens<T>(value: T, tokens: Tokens): T {
  if (typeof value === "string") return fill(value, tokens) as T;
  if (Array.isArray(value)) return value.map((item) => fillTokens(item, tokens)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, fillTokens(item, tokens)]),
    ) as T;
  }
  return value;
}

/** Content with the company's details in place of its tokens, for the page being rendered. */
export function useFilled<T>(content: T): T {
  return fillTokens(content, tokensOf(useSiteSettings()));
}
