import { NotFoundScreen } from "~/components/NotFoundScreen";
import { messages } from "~/lib/messages";
import { enterAsDocument, withLeadFormScript } from "~/lib/page-scripts";
import { notFoundReportSchema } from "~/lib/schemas/not-found-report";
import { readForm, refuse } from "~/server/http/form.server";
import { checkRateLimit } from "~/server/http/rate-limited.server";
import { succeed } from "~/server/http/respond.server";
import { rateRules } from "~/server/rate-limit.server";
import { recordBrokenLink } from "~/server/site-health/site-health.server";
import type { Route } from "./+types/not-found";

// The broken-link report answers in place.
export const handle = withLeadFormScript;

export function loader({ url }: Route.LoaderArgs) {
  const path = url.searchParams.get("path")?.slice(0, 2048);
  return { path: path || undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const limited = await checkRateLimit(context, rateRules.notFound, messages.notFound.failed);
  if (limited) return limited;
  const input = await readForm(request, notFoundReportSchema);
  if (!input.ok) return refuse(messages.notFound.failed, input);
  const id = await recordBrokenLink(context.db, input.value);
  return succeed(messages.notFound.saved, { id });
}

export const clientLoader = enterAsDocument;

export default function NotFound({ loaderData, actionData }: Route.ComponentProps) {
  return <NotFoundScreen path={loaderData.path} result={actionData} />;
}
