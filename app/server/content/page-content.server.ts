import type { RouterContextProvider } from "react-router";
import type { PageTexts } from "~/content/page-texts";
import type { AreaKey, SiteContent } from "~/content/site-content";
import type { SiteSettings } from "~/lib/site";
import { hasSecondFactor } from "../auth/second-factor.server";
import { readSession, setCookie, siteCookies } from "../auth/sessions.server";
import type { Config } from "../config.server";
import { readDrafts } from "./store.server";

type RequestContext = Readonly<RouterContextProvider>;

/** Only says "show me the drafts if I may": the pages check the session before showing them. */
export const PREVIEW_COOKIE = "content-preview";

const PREVIEW = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=1(?:;|$)`);

export const asksForPreview = (cookieHeader: string | null | undefined) => PREVIEW.test(cookieHeader ?? "");

export const previewCookie = (on: boolean, request: Request, appUrl: string) =>
  setCookie(siteCookies(request, appUrl), PREVIEW_COOKIE, on ? "1" : "", on ? 8 * 60 * 60 : 0, true);

export async function siteViewFor(context: RequestContext, request: Request) {
  const published = context.site.current();
  const view = { content: published.content, preview: false, changedAt: published.changedAt };
  if (!asksForPreview(request.headers.get("cookie"))) return view;
  const signedIn = await readSession(context, request);
  if (signedIn?.user.role !== "admin") return view;
  if (context.config.REQUIRE_ADMIN_2FA && !(await hasSecondFactor(context.db, signedIn.user.id))) return view;
  return { ...view, content: await readDrafts(context.db), preview: true };
}

export const siteSettingsOf = (
  config: Pick<Config, "APP_URL" | "COMPANY_EMAIL" | "HR_EMAIL">,
  { content, preview }: { content: SiteContent; preview: boolean },
): SiteSettings => ({
  appUrl: config.APP_URL,
  companyEmail: content.profile.companyEmail || config.COMPANY_EMAIL,
  hrEmail: content.profile.hrEmail || config.HR_EMAIL,
  profile: content.profile,
  founder: content.founder,
  preview,
});

export async function pageContent<T>(
  context: RequestContext,
  request: Request,
  pick: (content: SiteContent) => T,
): Promise<T> {
  return pick((await siteViewFor(context, request)).content);
}

type TextsArea = { [K in AreaKey]: SiteContent[K] extends PageTexts ? K : never }[AreaKey];

export const pageTextsLoader =
  (area: TextsArea) =>
  ({ context, request }: { context: RequestContext; request: Request }) =>
    pageContent(context, request, (content): { texts: PageTexts } => ({ texts: content[area] }));

export const pageListLoader =
  <A extends "clients" | "employees">(area: A) =>
  ({ context, request }: { context: RequestContext; request: Request }) =>
    pageContent(context, request, (content) => ({ list: content[area] }));
