import { LogoMarquee } from "~/components/LogoMarquee";
import { PageLayout } from "~/components/PageLayout";
import { TechnologyChips } from "~/components/TechnologyChips";
import { techShowcasePage } from "~/content/pages/tech-showcase";
import { claimedStack, otherTopics } from "~/content/technologies";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import type { Route } from "./+types/tech-showcase";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(techShowcasePage.seo, matches);

export const handle = { prerender: true };
export const loader = () => null;
export const clientLoader = enterAsDocument;

export default function TechShowcase() {
  const page = useFilled(techShowcasePage);
  const stack = useFilled(claimedStack);
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home Pg">
      <section className="flex flex-col gap-3">
        <h2 className="font-bold text-2xl text-brand-900">{page.stackHeading}</h2>
        <p className="text-slate-700">{page.stackIntro}</p>
        <TechnologyChips items={stack} />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-bold text-2xl text-brand-900">{page.otherHeading}</h2>
        <p className="text-slate-700">{page.otherIntro}</p>
        <TechnologyChips items={otherTopics} />
      </section>
      <LogoMarquee />
    </PageLayout>
  );
}
