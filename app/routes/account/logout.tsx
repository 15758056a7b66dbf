import { data, redirect } from "react-router";
import { PageLayout } from "~/components/PageLayout";
import { accountPages } from "~/content/pages/account";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import { enterAsDocument } from "~/lib/page-scripts";
import { logoutSchema } from "~/lib/schemas/account";
import { pageMeta } from "~/lib/seo";
import { cookieHeaders } from "~/server/accounts/login.server";
import { checkCsrf } from "~/server/auth/guards.server";
import {
  clearSessionCookies,
  endSession,
  endUserSessions,
  readSession,
  signedOutCookie,
  siteCookies,
} from "~/server/auth/sessions.server";
import { readForm } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import type { Route } from "./+types/logout";

const page = accountPages.logout;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

/** The page holds the session's XSRF token: never kept by a browser or proxy cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** A plain GET only asks: signing out is a POST, so a link or a prefetch cannot sign anyone out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await readSession(context, request);
  return { csrfToken: signedIn?.csrfToken ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = await readSession(context, request);
  if (signedIn) {
    const read = await readForm(request, logoutSchema);
    checkCsrf(request, signedIn, read.values);
    if (read.ok && read.value.scope === "others") {
      await endUserSessions(context.db, [signedIn.user.id], signedIn.sessionHash);
      if (wantsJson(request))
        return data<ActionResult>({ ok: true, message: messages.account.otherSessionsEnded });
      // The profile says so from its address, so a reload repeats nothing.
      throw redirect("/home?result=others-logged-out");
    }
  }
  const headers = cookieHeaders(
    signedIn
      ? await endSession(context, request, signedIn.sessionHash)
      : clearSessionCookies(request, context.config.APP_URL),
  );
  if (wantsJson(request))
    return data<ActionResult>({ ok: true, message: messages.account.loggedOut }, { headers });
  headers.append("Set-Cookie", signedOutCookie(true, siteCookies(request, context.config.APP_URL)));
  throw redirect("/login", { headers });
}

// A plain form: signing out answers with a redirect, which needs no React.
export const clientLoader = enterAsDocument;

export default function Logout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLayout heading={page.heading}>
      <form method="post" className="flex flex-col items-start gap-4">
        <p>{page.question}</p>
        {loaderData.csrfToken ? <input type="hidden" name="_csrf" value={loaderData.csrfToken} /> : null}
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {page.submit}
        </button>
      </form>
    </PageLayout>
  );
}
