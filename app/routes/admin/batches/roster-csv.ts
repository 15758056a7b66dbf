import { create as contentDisposition } from "content-disposition";
import { rosterTexts as text } from "~/content/pages/admin-batches";
import type { Route } from "./+types/roster-csv";
import { rosterCsv } from "./roster-csv.server";
import { requestedRoster } from "./roster-request.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  const roster = await requestedRoster(url, context, "csv");
  return new Response(rosterCsv(roster), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(text.fileName(roster.key, roster.startsOn, "csv")),
    },
  });
}
