import { create as contentDisposition } from "content-disposition";
import { readListQuery } from "~/lib/schemas/list";
import { trafficSpanSchema } from "~/lib/schemas/traffic";
import type { Route } from "./+types/export-csv";
import { trafficCsv, trafficFileOf } from "./traffic-csv.server";

const plain = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ url, context }: Route.LoaderArgs) {
  const name = url.pathname.split("/").at(-1) ?? "";
  const table = trafficFileOf(name);
  if (!table) return plain(404, "No such table.");
  const period = readListQuery(url, trafficSpanSchema);
  if (!period.ok) return plain(400, period.error);
  return new Response(await trafficCsv(context, table, period.value), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(name),
    },
  });
}
