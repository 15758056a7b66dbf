import { redirect } from "react-router";
import { isLeadKind } from "~/lib/lead-kinds";
import { leadListAddress, oldKindOf, siteHealthAddress } from "~/server/inbox/old-addresses.server";
import type { Route } from "./+types/old-list-csv";

/** A kind of lead's old CSV is the leads CSV of that kind; a site-health list's CSV moved for good. */
export async function loader({ url, params }: Route.LoaderArgs) {
  const kind = oldKindOf(params.kind);
  if (isLeadKind(kind)) throw redirect(leadListAddress(kind, url, "/admin/inbox/export.csv"));
  throw redirect(siteHealthAddress(kind, url, "/export.csv"), 301);
}
