import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requireAdmin, rotateSession } from "../auth/guards.server";
import type { SignedIn } from "../auth/sessions.server";

const signedInAdmin = createContext<SignedIn>();

/**
 * The admin area's one guard (docs/decisions/021), run by its layout route before any of its
 * loaders, actions and resource routes: anonymous requests go to the login page (pages) or get 401
 * (JSON), signed-in users who are not admins get 403. Every answer of the area is `no-store`.
 */
export const guardAdminArea: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(signedInAdmin, await requireAdmin(request, context));
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};

/** The admin the guard let in, for the area's loaders and actions. */
export const adminOf = (context: Readonly<RouterContextProvider>): SignedIn => context.get(signedInAdmin);

/**
 * Rotates the session the admin acts from, after a change of their own account, and lets the
 * area's loaders that follow in this request see the new one. The cookies to set.
 */
export async function rotateAdminSession(request: Request, context: Readonly<RouterContextProvider>) {
  const cookies = await rotateSession(request, context, adminOf(context));
  context.set(signedInAdmin, await requireAdmin(request, context));
  return cookies;
}
