import { CompanyDetailValue } from "~/components/CompanyDetailValue";
import { ContentImage } from "~/components/ContentImage";
import { HomePgButton } from "~/components/HomePgButton";
import { LogoMarquee } from "~/components/LogoMarquee";
import { PageLayout } from "~/components/PageLayout";
import { contactPage as page } from "~/content/pages/contact";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export default function Contact() {
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
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
            picture={page.map}
            lazy={false}
            className="h-auto w-full rounded-xl ring-1 ring-slate-200"
          />
          <figcaption>
            <a className="font-semibold text-brand-700 underline" href={page.mapLink.href}>
              {page.mapLink.label}
            </a>
          </figcaption>
        </figure>
      </div>
      <LogoMarquee />
      <div>
        <HomePgButton label="Home" />
      </div>
    </PageLayout>
  );
}
