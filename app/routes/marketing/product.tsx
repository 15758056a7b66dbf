import { cardPageRoute } from "~/components/card-page-route";
import { productPage } from "~/content/pages/product";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(productPage);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("product");
export const clientLoader = enterAsDocument;

export default route.Page;
