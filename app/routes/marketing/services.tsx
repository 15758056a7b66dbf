import { cardPageRoute } from "~/components/card-page-route";
import { servicesPage } from "~/content/pages/services";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(servicesPage);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("services");
export const clientLoader = enterAsDocument;

export default route.Page;
