import { readBeacon } from "~/server/analytics/beacon.server";
import { viewsOf } from "~/server/analytics/view-buffer.server";
import type { Route } from "./+types/views";

/**
 * POST /api/views: the page-view beacon (decision 052). Answered at once with 204 and no cookie;
 * the view waits in this worker's buffer for the next batch. A refused body gets its 4xx.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readBeacon(request);
  if (!read.ok)
    return new Response(read.error, {
      status: read.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  if (read.view) viewsOf(context).record({ ...read.view, ip: context.clientIp });
  return new Response(null, { status: 204 });
}
