import { viewsOf } from "~/server/analytics/view-buffer.server";
import { plainText } from "~/server/http/download.server";
import { rateLimitRefused } from "~/server/metrics.server";
import type { Route } from "./+types/views";
import { isSitePage, readBeacon } from "./beacon.server";
import { beaconLimit } from "./beacon-limit.server";

/** 204 at once, no cookie; the view waits in this worker's buffer for the next batch. */
export async function action({ request, context }: Route.ActionArgs) {
  const turn = beaconLimit.take(context.clientIp, context.config.RATE_LIMIT_FACTOR);
  if (!turn.allowed) {
    rateLimitRefused(turn.rule.name);
    return plainText(429, "Too many page views from this address.", {
      "Retry-After": String(turn.retryAfterSeconds),
    });
  }
  const openings = context.site.current().content.openings.openings;
  const read = await readBeacon(request, (path) => isSitePage(path, openings));
  if (!read.ok) return plainText(read.status, read.error);
  if (read.view) viewsOf(context).record({ ...read.view, ip: context.clientIp });
  return new Response(null, { status: 204 });
}
