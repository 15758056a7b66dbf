import { listCardPageRoute } from "~/components/card-page-route";
import { clientsPage } from "~/content/pages/clients";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageListLoader } from "~/server/content/page-content.server";

// /artica2 shows this screen too; its canonical link points at /artica2rout.
const route = listCardPageRoute(clientsPage);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageListLoader("clients");
export const clientLoader = enterAsDocument;

export default route.Page;
