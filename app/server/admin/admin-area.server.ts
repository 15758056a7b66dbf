import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import { requireAdmin } from "../auth/guards.server";
import { hasSecondFactor } from "../auth/second-factor.server";
import type { SignedIn } from "../auth/sessions.server";
import { TWO_FACTOR_PATH } from "./two-factor.server";

const signedInAdmin = createContext<SignedIn>();

/**
 * The admin area's one guard (docs/decisions/021), run by its layout route before any of its
 * loaders, actions and resource routes: anonymous requests go to the login page (pages) or get 401
 * (JSON), signed-in users who are not admins get 403. With REQUIRE_ADMIN_2FA on, an admin without a
 * second factor reaches only the two-factor page, where one is set up (decision 027). Every answer
 * of the area is `no-store`.
 */
export const guardAdminArea: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const admin = await requireAdmin(request, context);
  if (
    context.config.REQUIRE_ADMIN_2FA &&
    // The route's pattern, not the request's path: a `.data` fetch or an alias cannot slip past.
    !`/${pattern.replace(/^\/+/, "")}`.startsWith(TWO_FACTOR_PATH) &&
    !(await hasSecondFactor(context.db, admin.user.id))
  ) {
    throw enrolFirst(request);
  }
  context.set(signedInAdmin, admin);
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};

/**
 * An admin without a second factor: a browser asking for a page (or React Router fetching one's
 * data) is sent to the two-factor page; anything else (an action, a JSON client, a script fetching
 * a download) is refused with 403 and the reason.
 */
function enrolFirst(request: Request) {
  const navigation =
    (request.method === "GET" || request.method === "HEAD") &&
    (new URL(request.url).pathname.endsWith(".data") ||
      /text\/html/i.test(request.headers.get("accept") ?? ""));
  if (navigation) return redirect(TWO_FACTOR_PATH, { headers: { "Cache-Control": "no-store" } });
  return data<ActionResult>(
    { ok: false, error: messages.twoFactor.enrolFirst },
    { status: 403, headers: { "Cache-Control": "no-store" } },
  );
}

/** The admin the guard let in, for the area's loaders and actions. */
export const adminOf = (context: Readonly<RouterContextProvider>): SignedIn => context.get(signedInAdmin);
