import { CardPage } from "~/components/CardPage";
import { servicesPage } from "~/content/pages/services";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(servicesPage.seo, matches);

export default function Services() {
  return <CardPage page={servicesPage} />;
}
