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

/** The area's one guard: its layout route runs it before any of its loaders, actions and resource routes. */
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
  // What was just published may have been published by another worker, one this worker's poll has
  // not seen yet: an admin page shows what is published now.
  await context.site.refresh();
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};

// A browser says it is one with Sec-Fetch-Dest (Node's fetch sends only Sec-Fetch-Mode) or by
// accepting HTML; it is sent to set up a factor, anything else gets 403.
function enrolFirst(request: Request, url: URL) {
  const accept = request.headers.get("accept") ?? "";
  const browser = request.headers.has("sec-fetch-dest") || /text\/html/i.test(accept);
  const json = /application\/json/i.test(accept) && !/text\/html/i.test(accept);
  if ((request.method === "GET" || request.method === "HEAD") && browser && !json) {
    const asked = encodeURIComponent(`${url.pathname}${url.search}`);
    return redirect(`${TWO_FACTOR_PATH}?redirectTo=${asked}`, { headers: { "Cache-Control": "no-store" } });
  }
  return data<ActionResult>(
    { ok: false, error: twoFactorMessages.enrolFirst },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

export const adminOf = (context: Readonly<RouterContextProvider>): SignedIn => context.get(signedInAdmin);

/** Also lets the area's loaders that follow in this request see the new session. */
export async function rotateAdminSession(args: GuardArgs) {
  const cookies = await rotateSession(args.request, args.context, adminOf(args.context));
  args.context.set(signedInAdmin, await requireAdmin(args));
  return cookies;
}

/** For page requests only: POSTs to the spec's root paths run the page's action instead. */
export const redirectToAdminPath = (url: URL, adminPath: string) => redirect(`${adminPath}${url.search}`);
