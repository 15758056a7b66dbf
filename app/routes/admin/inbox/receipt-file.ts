import { receiptFile } from "~/server/courses/payments.server";
import type { Route } from "./+types/receipt-file";
import { storedFileDownload } from "./upload-download.server";

export async function loader({ context, params }: Route.LoaderArgs) {
  return storedFileDownload(context.config, await receiptFile(context.db, params.id));
}
