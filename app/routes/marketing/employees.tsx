import { listCardPageRoute } from "~/components/card-page-route";
import { employeesPage } from "~/content/pages/employees";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageListLoader } from "~/server/content/page-content.server";

const route = listCardPageRoute(employeesPage);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageListLoader("employees");
export const clientLoader = enterAsDocument;

export default route.Page;
