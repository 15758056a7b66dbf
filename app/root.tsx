import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Footer } from "./components/Footer";
import { AreaLinkTemplates, Header } from "./components/Header";
import { IconBar } from "./components/IconBar";
import { NotFoundScreen } from "./components/NotFoundScreen";
import { OrganizationJsonLd } from "./components/OrganizationJsonLd";
import { PreviewBanner } from "./components/PreviewBanner";
import { forbiddenPage } from "./content/pages/forbidden";
import { areaInCookies } from "./lib/area-home";
import { useInlineScripts } from "./lib/inline-scripts";
import { messages } from "./lib/messages";
import { useNonce } from "./lib/nonce";
import { asksFor } from "./lib/page-scripts";
import { sendPageView } from "./lib/page-view";
import { useRequestId } from "./lib/request-id";
import { useSiteSettings } from "./lib/site";
import { rememberVisit } from "./lib/visit";
import { siteSettingsOf, siteViewFor } from "./server/content/page-content.server";
import { answerStorageFaults } from "./server/http/storage-faults.server";
import { countRoutePattern } from "./server/metrics.server";

// A file of its own, not inlined, so pages stay small.
// `precedence` makes React treat the link as a stylesheet resource: it goes first in <head>, and
// hydration does not compare it (without it, React 19 reports a hydration mismatch, error 418).
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const middleware: Route.MiddlewareFunction[] = [countRoutePattern, answerStorageFaults];

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...siteSettingsOf(context.config, await siteViewFor(context, request)),
    area: areaInCookies(request.headers.get("Cookie") ?? ""),
  };
}

// A publish shows on the next page load; navigations within a page view need not ask again.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const inlineScripts = useInlineScripts();
  const { companyEmail, profile, preview } = useSiteSettings();
  const area = useRouteLoaderData<typeof loader>("root")?.area ?? null;
  const matches = useMatches();
  const hideIconBar = matches.some(
    (match) => (match.handle as { hideIconBar?: boolean } | undefined)?.hideIconBar,
  );
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links nonce={nonce} />
        <OrganizationJsonLd />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800"
        >
          Skip to content
        </a>
        {preview ? <PreviewBanner /> : null}
        <Header brand={profile.name} area={area} />
        {hideIconBar ? null : <IconBar />}
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer companyEmail={companyEmail} profile={profile} />
        {asksFor(matches) ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <>
            <AreaLinkTemplates />
            {/* Before the page script, which marks the page ready for browser tests when it has run. */}
            {asksFor(matches, "leadFormScript") ? (
              <script type="module" src={inlineScripts.leadForm} nonce={nonce} />
            ) : null}
            {asksFor(matches, "uploadScript") ? (
              <InlineModule source={inlineScripts.upload} nonce={nonce} />
            ) : null}
            <InlineModule source={inlineScripts.page} nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function InlineModule({ source, nonce }: { source: string; nonce?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own modules, allowed by the nonce or their hash.
  return <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />;
}

export default function App() {
  // Marks the moment the page becomes interactive; browser tests wait for it before they click.
  useEffect(() => {
    rememberVisit();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A view on the first page and on each navigation to another page (after rememberVisit above,
  // so the first view names the visit's source too); a changed query is the same page.
  const { pathname } = useLocation();
  useEffect(() => {
    sendPageView(pathname);
  }, [pathname]);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const requestId = useRequestId();
  const { profile } = useSiteSettings();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    const refusal = (error.data as { error?: unknown } | null)?.error;
    return (
      <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16">
        <title>{`${forbiddenPage.heading} | ${profile.name}`}</title>
        <h1 className="font-bold text-3xl">{forbiddenPage.heading}</h1>
        <p>{typeof refusal === "string" ? refusal : messages.admin.forbidden}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-16">
      <title>{`Error | ${profile.name}`}</title>
      <h1 className="font-bold text-3xl">Something went wrong.</h1>
      <p>Please try again in a moment. If it keeps happening, write to us and tell us what you were doing.</p>
      {requestId ? (
        <p className="text-slate-600 text-sm">
          Request id: <code data-request-id>{requestId}</code>
        </p>
      ) : null}
    </section>
  );
}
