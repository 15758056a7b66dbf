import type { MetaDescriptor } from "react-router";
import { company } from "~/content/company";
import type { Seo } from "~/content/types";
import type { SiteSettings } from "./site";

type Matches = ReadonlyArray<{ id: string; data: unknown } | undefined>;

/**
 * A page's title, description, canonical link and Open Graph tags. The canonical address is built
 * from APP_URL (through the root loader), so aliases such as /artica2 point at /artica2rout.
 */
export function pageMeta(seo: Seo, matches: Matches): MetaDescriptor[] {
  const site = matches.find((match) => match?.id === "root")?.data as SiteSettings | undefined;
  const url = `${site?.appUrl ?? ""}${seo.path}`;
  const title = `${seo.title} | ${company.name}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
  ];
}
