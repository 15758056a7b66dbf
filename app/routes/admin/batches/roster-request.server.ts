import type { RouterContextProvider } from "react-router";
import { rosterTexts as text } from "~/content/pages/admin-batches";
import type { RosterFormat } from "~/lib/rosters";
import { adminOf } from "~/server/admin/admin-area.server";
import { recordExport } from "~/server/audit/audit.server";
import { type Roster, rosterOf } from "~/server/courses/roster.server";
import { plainText } from "~/server/http/download.server";

/** The batch `?course=…&starts=…` names, its export audited; a 404 when there is no such batch. */
export async function requestedRoster(
  url: URL,
  context: Readonly<RouterContextProvider>,
  format: RosterFormat,
): Promise<Roster> {
  const roster = await rosterOf(
    context.db,
    context.site.current().content.courses,
    url.searchParams.get("course") ?? "",
    url.searchParams.get("starts") ?? "",
  );
  if (!roster) throw plainText(404, text.noSuchBatch);
  await recordExport(context, adminOf(context).user, {
    action: "batches.exported",
    targetType: "batch",
    details: { course: roster.key, startsOn: roster.startsOn, format },
  });
  return roster;
}
