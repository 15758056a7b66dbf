import { createContext, data, type RouterContextProvider, redirect } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { areaOf } from "~/lib/area-home";
import { confirmAccessMessages, confirmAccessPath } from "~/lib/confirm-access";
import { messages } from "~/lib/messages";
import { wantsJson } from "../http/negotiate.server";
import { sameText } from "./secrets.server";
import { isConfirmed, readSession, replaceSession, type SignedIn, sessionCookies } from "./sessions.server";

type RequestContext = Readonly<RouterContextProvider>;

/** The session id this request's action moved to (`rotateSession`), for its loaders to read. */
const movedSession = createContext<string | null>(null);

/** What the guards read of a loader's, action's or middleware's arguments. */
export type GuardArgs = {
  request: Request;
  context: RequestContext;
  /** React Router's address of the request, without its data-request details (`.data`, `_routes`). */
  url: URL;
};

/**
 * The signed-in user of a request. Anyone else is sent to the login page (pages) or answered 401
 * (JSON clients); the guard throws, so the route's code after it runs only for a user.
 */
export async function requireUser({ request, context, url }: GuardArgs): Promise<SignedIn> {
  const signedIn = await readSession(context, request, context.get(movedSession) ?? undefined);
  if (signedIn) return signedIn;
  if (wantsJson(request) || request.headers.get("accept")?.includes("application/json")) {
    throw data<ActionResult>({ ok: false, error: messages.account.signInRequired }, { status: 401 });
  }
  throw redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/**
 * The admin's guard, run once per request by the admin area's middleware (admin/admin-area.server.ts):
 * anonymous requests go to the login page (pages) or get 401 (JSON), signed-in users who are not
 * admins get 403. Roles are read from the database on every request, so a demotion takes effect at once.
 */
export async function requireAdmin(args: GuardArgs): Promise<SignedIn> {
  const signedIn = await requireUser(args);
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

/**
 * Gives the signed-in user a new session id after a change of privilege or of the e-mail address
 * (ASVS 7.2.4): the old id stops working at once. Answers the cookies to set. The loaders that run
 * after the action in this same request still carry the old cookie, so they read the new id here.
 */
export async function rotateSession(
  request: Request,
  context: RequestContext,
  signedIn: SignedIn,
  /** The owner has just confirmed access (decision 037): the new id carries the time. */
  { confirmed = false }: { confirmed?: boolean } = {},
): Promise<[string, string][]> {
  const moved = await replaceSession(context.db, signedIn.sessionHash, { confirmed });
  if (!moved) return [];
  context.set(movedSession, moved.id);
  const cookies = await sessionCookies(
    context.config,
    request,
    moved.id,
    moved.expiresAt,
    areaOf(signedIn.user.role),
  );
  return cookies.map((cookie) => ["Set-Cookie", cookie]);
}

/**
 * The guard of a sensitive action (decision 037): changing how the account signs in, or its email,
 * needs the password (and the second factor) given within the last minutes, at sign-in or at
 * /confirm-access. Without that, a browser is sent to confirm and come back here; scripts get 403.
 */
export function requireConfirmed({ request, url }: Pick<GuardArgs, "request" | "url">, signedIn: SignedIn) {
  if (isConfirmed(signedIn)) return;
  if (wantsJson(request) || request.headers.get("accept")?.includes("application/json")) {
    throw data<ActionResult>({ ok: false, error: confirmAccessMessages.needed }, { status: 403 });
  }
  throw redirect(confirmAccessPath(`${url.pathname}${url.search}`), request.method === "GET" ? 302 : 303);
}

/** The XSRF check as a form reader's `authorize` step: run on the fields before the schema. */
export const csrfOf = (request: Request, signedIn: SignedIn) => (fields: Record<string, unknown>) =>
  checkCsrf(request, signedIn, fields);

/**
 * Where to go after login: a path on this site (APP_URL's origin) only, never another origin.
 * Browsers drop tabs and newlines from a Location and read a backslash as a slash, so
 * "/\t/evil.example" or "/\\evil.example" would leave the site: targets with control characters or
 * backslashes are refused before they are resolved. The answer is the resolved path, query and
 * fragment, which the URL parser percent-encodes into ASCII: a Location header takes nothing else,
 * and a target such as "/。/x" as given would make the redirect itself throw. A resolved path may
 * begin with "//" ("/.//evil.example" resolves to "//evil.example"), which a browser reads as
 * another host: such a target gets the fallback too.
 */
export function safeRedirect(to: unknown, appUrl: string, fallback = "/home"): string {
  return askedRedirect(to, appUrl) ?? fallback;
}

/** The safe path `to` names (as `safeRedirect` checks it), or null when it names none or an unsafe one. */
export function askedRedirect(to: unknown, appUrl: string): string | null {
  if (typeof to !== "string" || !to.startsWith("/") || /[\\\p{Cc}]/u.test(to)) return null;
  const { origin } = new URL(appUrl);
  if (!URL.canParse(to, origin)) return null;
  const resolved = new URL(to, origin);
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return resolved.origin === origin && !path.startsWith("//") ? path : null;
}

/** The page a sign-in screen sends the browser on to: its `redirectTo` query, when it is safe. */
export const redirectTargetOf = (request: Request, appUrl: string) =>
  safeRedirect(new URL(request.url).searchParams.get("redirectTo"), appUrl);

/**
 * The page a sign-in was asked to go on to (its `redirectTo` query, when safe), or "" when it names
 * none: the sign-in then lands where the account's role does (`landingAfterSignIn`).
 */
export const askedTargetOf = (request: Request, appUrl: string) =>
  askedRedirect(new URL(request.url).searchParams.get("redirectTo"), appUrl) ?? "";
