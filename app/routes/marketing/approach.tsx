import { cardPageRoute } from "~/components/card-page-route";
import { approachPage } from "~/content/pages/approach";
import { pageTextsLoader } from "~/server/content/page-content.server";

const route = cardPageRoute(approachPage);

export const meta = route.meta;
export const handle = route.handle;
export const loader = pageTextsLoader("approach");
export default route.Page;
