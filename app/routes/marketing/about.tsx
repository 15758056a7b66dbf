import { PanelBody } from "~/components/PanelBody";
import { SharedPanelCards } from "~/components/SharedPanelCards";
import { TypedPage } from "~/components/TypedPage";
import { withAboutTexts } from "~/content/page-texts";
import { aboutPage } from "~/content/pages/about";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageTextsLoader } from "~/server/content/page-content.server";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(aboutPage.seo, matches);

export const handle = { prerender: true };

export const loader = pageTextsLoader("about");

export const clientLoader = enterAsDocument;

export default function About({ loaderData }: Route.ComponentProps) {
  const page = useFilled(withAboutTexts(aboutPage, loaderData.texts));
  return (
    <TypedPage page={page}>
      <SharedPanelCards cards={page.cards}>
        <PanelBody panel={page.sharedPanel} />
      </SharedPanelCards>
    </TypedPage>
  );
}
