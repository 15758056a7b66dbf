import type { MetaDescriptor } from "react-router";
import type { Seo } from "~/content/types";
import { fillTokens, type SiteSettings, tokensOf } from "./site";

export const noindex = { name: "robots", content: "noindex" };

export type MetaMatches = ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;

export function pageMeta(
  seo: Seo,
  matches: MetaMatches,
  titleOf = (page: string, site: string) => (site ? `${page} | ${site}` : page),
): MetaDescriptor[] {
  const site = matches.find((match) => match?.id === "root")?.loaderData as SiteSettings | undefined;
  const { title: pageTitle, description } = site ? fillTokens(seo, tokensOf(site)) : seo;
  const name = site?.profile.name ?? "";
  const url = `${site?.appUrl ?? ""}${seo.path}`;
  const title = titleOf(pageTitle, name);
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
}
