import { HomePgButton } from "~/components/HomePgButton";
import { LogoMarquee } from "~/components/LogoMarquee";
import { PanelBody } from "~/components/PanelBody";
import { SharedPanelCards } from "~/components/SharedPanelCards";
import { TypingHeadline } from "~/components/TypingHeadline";
import { aboutPage } from "~/content/pages/about";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(aboutPage.seo, matches);

export default function About() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-3">
        <TypingHeadline
          phrases={aboutPage.phrases}
          className="font-extrabold text-3xl text-brand-900 sm:text-4xl"
        />
        {aboutPage.description.map((paragraph) => (
          <p key={paragraph} className="max-w-3xl text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </header>
      <SharedPanelCards cards={aboutPage.cards}>
        <PanelBody panel={aboutPage.sharedPanel} />
      </SharedPanelCards>
      <LogoMarquee />
      <div>
        <HomePgButton />
      </div>
    </div>
  );
}
