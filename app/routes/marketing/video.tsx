import { PageLayout } from "~/components/PageLayout";
import { VideoReveal } from "~/components/VideoReveal";
import { videoPage as page } from "~/content/pages/video";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/video";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, ({ media: { video, poster, captions } }) => ({ video, poster, captions }));

export const clientLoader = enterAsDocument;

export default function Video({ loaderData }: Route.ComponentProps) {
  const files = useFilled(loaderData);
  return (
    <PageLayout heading={page.heading} intro={page.intro} home="Home Pg">
      <VideoReveal content={page} files={files} />
    </PageLayout>
  );
}
