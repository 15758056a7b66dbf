import { CardPage } from "~/components/CardPage";
import { withTexts } from "~/content/page-texts";
import { servicesPage } from "~/content/pages/services";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(servicesPage.seo, matches);

// The same page for everyone: rendered once per publish and served as static bytes (decision 031).
export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({ texts: content.services }));

export default function Services({ loaderData }: Route.ComponentProps) {
  return <CardPage page={useFilled(withTexts(servicesPage, loaderData.texts))} />;
}
