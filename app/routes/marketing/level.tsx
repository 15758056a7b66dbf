import { cardPageRoute } from "~/components/card-page-route";
import { levelPage } from "~/content/pages/level";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(levelPage);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("level");
export const clientLoader = enterAsDocument;

export default route.Page;
