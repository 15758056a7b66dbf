import { data, redirect } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import type { AppContext } from "../app-context.server";
import { wantsJson } from "../http/negotiate.server";
import { sameText } from "./secrets.server";
import { readSession, type SignedIn } from "./sessions.server";

/**
 * The signed-in user of a request. Anyone else is sent to the login page (pages) or answered 401
 * (JSON clients); the guard throws, so the route's code after it runs only for a user.
 */
export async function requireUser(request: Request, context: AppContext): Promise<SignedIn> {
  const signedIn = await readSession(context, request);
  if (signedIn) return signedIn;
  if (wantsJson(request) || request.headers.get("accept")?.includes("application/json")) {
    throw data<ActionResult>({ ok: false, error: messages.account.signInRequired }, { status: 401 });
  }
  const url = new URL(request.url);
  throw redirect(
    `/login?redirectTo=${encodeURIComponent(`${url.pathname.replace(/\.data$/, "")}${url.search}`)}`,
  );
}

/**
 * The admin's guard, run once per request by the admin area's middleware (admin/admin-area.server.ts):
 * anonymous requests go to the login page (pages) or get 401 (JSON), signed-in users who are not
 * admins get 403. Roles are read from the database on every request, so a demotion takes effect at once.
 */
export async function requireAdmin(request: Request, context: AppContext): Promise<SignedIn> {
  const signedIn = await requireUser(request, context);
  if (signedIn.user.role === "admin") return signedIn;
  throw data<ActionResult>({ ok: false, error: messages.admin.forbidden }, { status: 403 });
}

/**
 * The spec's XSRF check for a signed-in user's state-changing request: the X-XSRF-TOKEN header
 * (scripts) or the `_csrf` form field (pages) must carry this session's token.
 */
export function checkCsrf(request: Request, signedIn: SignedIn, fields: Record<string, unknown>) {
  const given = request.headers.get("x-xsrf-token") ?? (typeof fields._csrf === "string" ? fields._csrf : "");
  if (sameText(given, signedIn.csrfToken)) return;
  throw data<ActionResult>({ ok: false, error: messages.account.csrf }, { status: 403 });
}

/** The XSRF check as a form reader's `authorize` step: run on the fields before the schema. */
export const csrfOf = (request: Request, signedIn: SignedIn) => (fields: Record<string, unknown>) =>
  checkCsrf(request, signedIn, fields);

/**
 * Where to go after login: a path on this site (APP_URL's origin) only, never another origin.
 * Browsers drop tabs and newlines from a Location and read a backslash as a slash, so
 * "/\t/evil.example" or "/\\evil.example" would leave the site: targets with control characters or
 * backslashes are refused before they are resolved. The target is returned as given, not as resolved:
 * the resolved path of "/.//evil.example" is "//evil.example", which leads off-site.
 */
export function safeRedirect(to: unknown, appUrl: string, fallback = "/home"): string {
  if (typeof to !== "string" || !to.startsWith("/") || /[\\\p{Cc}]/u.test(to)) return fallback;
  const { origin } = new URL(appUrl);
  if (!URL.canParse(to, origin) || new URL(to, origin).origin !== origin) return fallback;
  return to;
}
