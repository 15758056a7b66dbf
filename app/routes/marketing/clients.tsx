import { CardPage } from "~/components/CardPage";
import { clientsPage } from "~/content/pages/clients";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/clients";

// /artica2 shows this screen too; its canonical link points at /artica2rout.
export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? pageMeta(clientsPage(data.clients).seo, matches) : [];

// The same page for everyone: rendered once per publish and served as static bytes (decision 031).
export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({ clients: content.clients }));

export default function Clients({ loaderData }: Route.ComponentProps) {
  return <CardPage page={useFilled(clientsPage(loaderData.clients))} />;
}
