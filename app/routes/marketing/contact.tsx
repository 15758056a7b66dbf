import { CompanyDetailValue } from "~/components/CompanyDetailValue";
import { ContentImage } from "~/components/ContentImage";
import { LogoMarquee } from "~/components/LogoMarquee";
import { PageLayout } from "~/components/PageLayout";
import { contactPage } from "~/content/pages/contact";
import { mapLinkOf } from "~/lib/map-link";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled, useSiteSettings } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(contactPage.seo, matches);

export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({ map: content.media.map }));

export const clientLoader = enterAsDocument;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const page = useFilled(contactPage);
  const map = useFilled(loaderData.map);
  const { profile } = useSiteSettings();
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home">
      <div className="grid items-start gap-8 md:grid-cols-[1fr_2fr]">
        <address className="not-italic">
          <dl className="flex flex-col gap-4 text-lg">
            {page.details.map((row) => (
              <div key={row.label}>
                <dt className="font-semibold text-brand-900">{row.label}</dt>
                <dd className="text-slate-800">
                  <CompanyDetailValue row={row} />
                </dd>
              </div>
            ))}
          </dl>
        </address>
        <figure className="flex flex-col gap-2">
          <ContentImage
            picture={{ ...map, ...page.map }}
            lazy={false}
            className="h-auto w-full rounded-xl ring-1 ring-slate-200"
          />
          <figcaption>
            <a className="font-semibold text-brand-700 underline" href={mapLinkOf(profile)}>
              {page.mapLinkLabel}
            </a>
          </figcaption>
        </figure>
      </div>
      <LogoMarquee />
    </PageLayout>
  );
}
