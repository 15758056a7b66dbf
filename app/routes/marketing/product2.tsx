import { cardPageRoute } from "~/components/card-page-route";
import { product2Page } from "~/content/pages/product2";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(product2Page);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("product2");
export const clientLoader = enterAsDocument;

export default route.Page;
