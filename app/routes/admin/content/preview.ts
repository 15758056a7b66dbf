import { redirect } from "react-router";
import { safeRedirect } from "~/server/auth/guards.server";
import { previewCookie } from "~/server/content/page-content.server";
import type { Route } from "./+types/preview";

export const loader = () => redirect("/admin/content");

/**
 * Turns the admin's preview of the drafts on or off and goes to `redirectTo` (a page of this site).
 * No XSRF token is asked: the admin area's guard has run, and the only effect is which version of
 * the pages this browser is shown, which a forged request can neither read nor use.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const on = form.get("preview") === "on";
  const to = safeRedirect(form.get("redirectTo"), context.config.APP_URL, on ? "/" : "/admin/content");
  return redirect(to, { headers: { "Set-Cookie": previewCookie(on, request, context.config.APP_URL) } });
}
