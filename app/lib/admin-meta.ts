import type { MetaDescriptor } from "react-router";
import { adminPages } from "~/content/pages/admin";
import type { Seo } from "~/content/types";
import { type MetaMatches, pageMeta } from "./seo";

// A module of its own, not in seo.ts: the public pages load seo.ts, and must not load the admin texts.
/**
 * An admin page's meta: as `pageMeta`, titled with the page, the area and the site, such as
 * "Inbox · Admin · Mumbai Soft Solutions", so a tab or the history names the admin page it holds.
 */
export const adminMeta = (seo: Seo, matches: MetaMatches): MetaDescriptor[] =>
  pageMeta(seo, matches, (page, site) => [page, adminPages.nav.label, site].filter(Boolean).join(" · "));
