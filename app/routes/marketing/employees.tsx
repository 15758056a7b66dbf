import { CardPage } from "~/components/CardPage";
import { employeesPage } from "~/content/pages/employees";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/employees";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(employeesPage.seo, matches);

export default function Employees() {
  return <CardPage page={employeesPage} />;
}
