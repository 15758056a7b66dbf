import { cardPageRoute } from "~/components/card-page-route";
import { product3Page } from "~/content/pages/product3";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(product3Page);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("product3");
export const clientLoader = enterAsDocument;

export default route.Page;
