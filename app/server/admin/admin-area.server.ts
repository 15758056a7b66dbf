import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { type GuardArgs, requireAdmin, rotateSession } from "../auth/guards.server";
import { hasSecondFactor } from "../auth/second-factor.server";
import type { SignedIn } from "../auth/sessions.server";
import { TWO_FACTOR_PATH } from "./two-factor.server";

const signedInAdmin = createContext<SignedIn>();

/**
 * The admin area's one guard (docs/decisions/021), run by its layout route before any of its
 * loaders, actions and resource routes: anonymous requests go to the login page (pages) or get 401
 * (JSON), signed-in users who are not admins get 403. With REQUIRE_ADMIN_2FA on, an admin without a
 * second factor reaches only the two-factor page, where one is set up (decision 029). Every answer
 * of the area is `no-store`.
 */
export const guardAdminArea: MiddlewareFunction<Response> = async (
  { request, context, url, pattern },
  next,
) => {
  const admin = await requireAdmin({ request, context, url });
  if (
    context.config.REQUIRE_ADMIN_2FA &&
    // The route's pattern, not the request's path: a `.data` fetch or an alias cannot slip past.
    !`/${pattern.replace(/^\/+/, "")}`.startsWith(TWO_FACTOR_PATH) &&
    !(await hasSecondFactor(context.db, admin.user.id))
  ) {
    throw enrolFirst(request, url);
  }
  context.set(signedInAdmin, admin);
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};

/**
 * An admin without a second factor. A browser asking for a page, a download or a page's data
 * (React Router's fetch) is sent to the two-factor page; a browser says it is one with
 * Sec-Fetch-Dest (Node's fetch sends Sec-Fetch-Mode, not that) or by accepting HTML. Anything else
 * (an action, a JSON client, a script fetching a download) is refused with 403 and the reason.
 * Either way nothing of the area is served.
 */
function enrolFirst(request: Request, url: URL) {
  const accept = request.headers.get("accept") ?? "";
  const browser = request.headers.has("sec-fetch-dest") || /text\/html/i.test(accept);
  const json = /application\/json/i.test(accept) && !/text\/html/i.test(accept);
  if ((request.method === "GET" || request.method === "HEAD") && browser && !json) {
    // The set-up page leads on to the page asked for, once the factor is set up.
    const asked = encodeURIComponent(`${url.pathname}${url.search}`);
    return redirect(`${TWO_FACTOR_PATH}?redirectTo=${asked}`, { headers: { "Cache-Control": "no-store" } });
  }
  return data<ActionResult>(
    { ok: false, error: twoFactorMessages.enrolFirst },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

/** The admin the guard let in, for the area's loaders and actions. */
export const adminOf = (context: Readonly<RouterContextProvider>): SignedIn => context.get(signedInAdmin);

/**
 * Rotates the session the admin acts from, after a change of their own account, and lets the
 * area's loaders that follow in this request see the new one. The cookies to set.
 */
export async function rotateAdminSession(args: GuardArgs) {
  const cookies = await rotateSession(args.request, args.context, adminOf(args.context));
  args.context.set(signedInAdmin, await requireAdmin(args));
  return cookies;
}
