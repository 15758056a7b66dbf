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

export type GuardArgs = {
  request: Request;
  context: RequestContext;
  /** React Router's address of the request, without its data-request details (`.data`, `_routes`). */
  url: URL;
};

export async function requireUser({ request, context, url }: GuardArgs): Promise<SignedIn> {
  const signedIn = await readSession(context, request, context.get(movedSession) ?? undefined);
  if (signedIn) return signedIn;
  if (wantsJson(request) || request.headers.get("accept")?.includes("application/json")) {
    throw data<ActionResult>({ ok: false, error: messages.account.signInRequired }, { status: 401 });
  }
  throw redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/** The role is read from the database on every request, so a demotion takes effect at once. */
export async function requireAdmin(args: GuardArgs): Promise<SignedIn> {
  const signedIn = await requireUser(args);
  if (signedIn.user.role === "admin") return signedIn;
  throw data<ActionResult>({ ok: false, error: messages.admin.forbidden }, { status: 403 });
}

export function checkCsrf(request: Request, signedIn: SignedIn, fields: Record<string, unknown>) {
  const given = request.headers.get("x-xsrf-token") ?? (typeof fields._csrf === "string" ? fields._csrf : "");
  if (sameText(given, signedIn.csrfToken)) return;
  throw data<ActionResult>({ ok: false, error: messages.account.csrf }, { status: 403 });
}

/** The loaders that run after the action in this request still carry the old cookie: they read the new id here. */
export async function rotateSession(
  request: Request,
  context: RequestContext,
  signedIn: SignedIn,
  { confirmed = false }: { confirmed?: boolean } = {},
): Promise<[string, string][]> {
  const moved = await replaceSession(context.db, signedIn.sessionHash, { confirmed });
  if (!moved) return [];
  context.set(movedSession, moved.id);
  const area = areaOf(signedIn.user.role);
  const cookies = await sessionCookies(context.config, request, moved.id, moved.expiresAt, area);
  return cookies.map((cookie) => ["Set-Cookie", cookie]);
}

export function requireConfirmed({ request, url }: Pick<GuardArgs, "request" | "url">, signedIn: SignedIn) {
  if (isConfirmed(signedIn)) return;
  if (wantsJson(request) || request.headers.get("accept")?.includes("application/json")) {
    throw data<ActionResult>({ ok: false, error: confirmAccessMessages.needed }, { status: 403 });
  }
  throw redirect(confirmAccessPath(`${url.pathname}${url.search}`), request.method === "GET" ? 302 : 303);
}

export const csrfOf = (request: Request, signedIn: SignedIn) => (fields: Record<string, unknown>) =>
  checkCsrf(request, signedIn, fields);

// Browsers drop tabs and newlines from a Location and read "\" as "/", so such targets are refused;
// the path is returned resolved (ASCII only, as a Location needs), and one beginning "//" is another host.
export function safeRedirect(to: unknown, appUrl: string, fallback = "/home"): string {
  return askedRedirect(to, appUrl) ?? fallback;
}

export function askedRedirect(to: unknown, appUrl: string): string | null {
  if (typeof to !== "string" || !to.startsWith("/") || /[\\\p{Cc}]/u.test(to)) return null;
  const { origin } = new URL(appUrl);
  if (!URL.canParse(to, origin)) return null;
  const resolved = new URL(to, origin);
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return resolved.origin === origin && !path.startsWith("//") ? path : null;
}

export const redirectTargetOf = (request: Request, appUrl: string) =>
  safeRedirect(new URL(request.url).searchParams.get("redirectTo"), appUrl);

/** "" when none is asked: the sign-in then lands where the account's role does. */
export const askedTargetOf = (request: Request, appUrl: string) =>
  askedRedirect(new URL(request.url).searchParams.get("redirectTo"), appUrl) ?? "";
