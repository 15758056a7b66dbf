import type { MetaDescriptor } from "react-router";
import { adminPages } from "~/content/pages/admin";
import type { Seo } from "~/content/types";
import { type MetaMatches, pageMeta } from "./seo";

// A module of its own, not in seo.ts: the public pages load seo.ts, and must not load the admin texts.
export const adminMeta = (seo: Seo, matches: MetaMatches): MetaDescriptor[] =>
  pageMeta(seo, matches, (page, site) => [page, adminPages.nav.label, site].filter(Boolean).join(" · "));
