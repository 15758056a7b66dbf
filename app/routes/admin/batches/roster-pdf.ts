import { rosterTexts as text } from "~/content/pages/admin-batches";
import { rosterPdf } from "~/server/admin/roster-pdf.server";
import { download } from "~/server/http/download.server";
import type { Route } from "./+types/roster-pdf";
import { requestedRoster } from "./roster-request.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  const roster = await requestedRoster(url, context, "pdf");
  const name = text.fileName(roster.key, roster.startsOn, "pdf");
  return download(await rosterPdf(roster, new Date()), name, "application/pdf");
}
