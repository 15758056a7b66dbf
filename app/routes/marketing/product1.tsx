import { cardPageRoute } from "~/components/card-page-route";
import { product1Page } from "~/content/pages/product1";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(product1Page);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("product1");
export default route.Page;
