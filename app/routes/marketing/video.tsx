import { HomePgButton } from "~/components/HomePgButton";
import { PageLayout } from "~/components/PageLayout";
import { VideoReveal } from "~/components/VideoReveal";
import { videoPage as page } from "~/content/pages/video";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/video";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export default function Video() {
  return (
    <PageLayout heading={page.heading} intro={page.intro}>
      <VideoReveal content={page} />
      <div>
        <HomePgButton />
      </div>
    </PageLayout>
  );
}
