import { cardPageRoute } from "~/components/card-page-route";
import { productPage } from "~/content/pages/product";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(productPage);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("product");
export default route.Page;
