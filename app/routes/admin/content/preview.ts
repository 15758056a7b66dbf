import { redirect } from "react-router";
import { z } from "zod";
import { adminContentPages } from "~/content/pages/admin-content";
import { safeRedirect } from "~/server/auth/guards.server";
import { previewCookie } from "~/server/content/page-content.server";
import { readForm, refuse } from "~/server/http/form.server";
import type { Route } from "./+types/preview";

export const loader = () => redirect("/admin/content");

const previewSchema = z.object({
  preview: z.enum(["on", "off"], { error: "Choose on or off." }),
  redirectTo: z.string().max(2000).optional(),
});

// No XSRF token: the guard has run, and a forged request can neither read nor use which version
// of the pages this browser is shown.
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, previewSchema);
  if (!read.ok) return refuse(adminContentPages.editor.failed, read);
  const on = read.value.preview === "on";
  const to = safeRedirect(read.value.redirectTo, context.config.APP_URL, on ? "/" : "/admin/content");
  return redirect(to, { headers: { "Set-Cookie": previewCookie(on, request, context.config.APP_URL) } });
}
