import { cardPageRoute } from "~/components/card-page-route";
import { product1Page } from "~/content/pages/product1";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(product1Page);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("product1");
export const clientLoader = enterAsDocument;

export default route.Page;
