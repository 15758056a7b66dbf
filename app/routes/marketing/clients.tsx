import { CardPage } from "~/components/CardPage";
import { clientsPage } from "~/content/pages/clients";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/clients";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(clientsPage.seo, matches);

export default function Clients() {
  return <CardPage page={clientsPage} />;
}
