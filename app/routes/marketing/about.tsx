import { PanelBody } from "~/components/PanelBody";
import { SharedPanelCards } from "~/components/SharedPanelCards";
import { TypedPage } from "~/components/TypedPage";
import { aboutPage } from "~/content/pages/about";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(aboutPage.seo, matches);

export default function About() {
  return (
    <TypedPage page={aboutPage}>
      <SharedPanelCards cards={aboutPage.cards}>
        <PanelBody panel={aboutPage.sharedPanel} />
      </SharedPanelCards>
    </TypedPage>
  );
}
