import { isUuid } from "~/lib/schemas/inbox";
import { fileTables } from "~/server/leads/kinds.server";
import { shownFileName } from "~/server/uploads/stored-file.server";
import type { Route } from "./+types/upload-file";
import { storedFileDownload } from "./upload-download.server";

/** Always as a download: the browser never renders what a visitor sent. */
export async function loader({ context, params }: Route.LoaderArgs) {
  // A file is kept on the row of the lead it came with: an upload's, or an application's (its CV).
  let row: { original_name: string; storedName: string; contentType: string } | undefined;
  for (const table of isUuid(params.id) ? fileTables : []) {
    row ??= await context.db
      .selectFrom(table)
      .select(["original_name", "stored_name as storedName", "content_type as contentType"])
      .where("id", "=", params.id.toLowerCase())
      .executeTakeFirst();
  }
  const file = row && { ...row, fileName: shownFileName(row.original_name, row.storedName) };
  return storedFileDownload(context.config, file ?? null);
}
