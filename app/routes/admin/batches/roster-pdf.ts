import { create as contentDisposition } from "content-disposition";
import { rosterTexts as text } from "~/content/pages/admin-batches";
import { rosterPdf } from "~/server/admin/roster-pdf.server";
import type { Route } from "./+types/roster-pdf";
import { requestedRoster } from "./roster-request.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  const roster = await requestedRoster(url, context, "pdf");
  return new Response(await rosterPdf(roster, new Date()), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(text.fileName(roster.key, roster.startsOn, "pdf")),
    },
  });
}
