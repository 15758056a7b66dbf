import { CardPage } from "~/components/CardPage";
import { employeesPage } from "~/content/pages/employees";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/employees";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data ? pageMeta(employeesPage(data.employees).seo, matches) : [];

// The same page for everyone: rendered once per publish and served as static bytes (decision 031).
export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({ employees: content.employees }));

export default function Employees({ loaderData }: Route.ComponentProps) {
  return <CardPage page={useFilled(employeesPage(loaderData.employees))} />;
}
