import { readListQuery } from "~/lib/schemas/list";
import { trafficSpanSchema } from "~/lib/schemas/traffic";
import { download, plainText } from "../download.server";
import type { Route } from "./+types/export-csv";
import { trafficCsv, trafficFileOf } from "./traffic-csv.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  const name = url.pathname.split("/").at(-1) ?? "";
  const table = trafficFileOf(name);
  if (!table) return plainText(404, "No such table.");
  const period = readListQuery(url, trafficSpanSchema);
  if (!period.ok) return plainText(400, period.error);
  return download(await trafficCsv(context, table, period.value), name);
}
