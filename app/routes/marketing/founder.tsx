import { cardPageRoute } from "~/components/card-page-route";
import { founderPage } from "~/content/pages/founder";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(founderPage);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("founderPage");
export const clientLoader = enterAsDocument;

export default route.Page;
