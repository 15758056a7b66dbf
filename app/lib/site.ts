import { useRouteLoaderData } from "react-router";
import type { Founder, Profile } from "~/content/site-content";

export interface SiteSettings {
  appUrl: string;
  companyEmail: string;
  hrEmail: string;
  profile: Profile;
  founder: Founder;
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

export function useFilled<T>(content: T): T {
  return fillTokens(content, tokensOf(useSiteSettings()));
}
