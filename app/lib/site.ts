import { useRouteLoaderData } from "react-router";

/** Settings every page reads from configuration, through the root loader. */
export interface SiteSettings {
  /** The public address of the site, without a trailing slash. */
  appUrl: string;
  /** The spec's {email}: where visitors write to the company. */
  companyEmail: string;
  /** The HR mail link's address. */
  hrEmail: string;
}

/** The site settings for components; empty strings only if the root loader failed. */
export function useSiteSettings(): SiteSettings {
  return (
    (useRouteLoaderData("root") as SiteSettings | undefined) ?? { appUrl: "", companyEmail: "", hrEmail: "" }
  );
}
