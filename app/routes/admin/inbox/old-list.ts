import { data, redirect } from "react-router";
import { inboxMessages } from "~/lib/inbox-messages";
import { isLeadKind } from "~/lib/lead-kinds";
import { messages } from "~/lib/messages";
import { healthActionSchema } from "~/lib/schemas/site-health";
import { adminOf } from "~/server/admin/admin-area.server";
import { csrfOf } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { leadListAddress, oldKindOf, siteHealthAddress } from "~/server/inbox/old-addresses.server";
import type { Route } from "./+types/old-list";

/** A kind of lead's old list leads to the one inbox, filtered; a site-health list moved for good. */
export async function loader({ url, params }: Route.LoaderArgs) {
  const kind = oldKindOf(params.kind);
  if (isLeadKind(kind)) throw redirect(leadListAddress(kind, url));
  throw redirect(siteHealthAddress(kind, url), 301);
}

// A kind of lead is refused only once the body is read, so that a malformed one is still a 400.
// A site-health list's post is sent on with its body: 308 keeps the method.
export async function action({ request, context, params, url }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const kind = oldKindOf(params.kind);
  if (!isLeadKind(kind)) throw redirect(siteHealthAddress(kind, url), 308);
  const input = await readForm(request, healthActionSchema, { authorize: csrfOf(request, signedIn) });
  const failed = messages.admin.saveFailed;
  if (!input.ok) throw refuse(failed, input);
  throw data({ ok: false, error: failed, details: inboxMessages.movedToInbox }, { status: 404 });
}

/** Never shown: every answer above redirects or refuses. As a page, its 404 is the admin area's. */
export default function OldList() {
  return null;
}
