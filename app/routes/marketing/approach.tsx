import { cardPageRoute } from "~/components/card-page-route";
import { approachPage } from "~/content/pages/approach";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(approachPage);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("approach");
export const clientLoader = enterAsDocument;

export default route.Page;
