import { useLocation } from "react-router";
import { CardPage } from "~/components/card-page-route";
import { withTexts } from "~/content/page-texts";
import { approachPage } from "~/content/pages/approach";
import { founderPage } from "~/content/pages/founder";
import { levelPage } from "~/content/pages/level";
import { productPage } from "~/content/pages/product";
import { product1Page } from "~/content/pages/product1";
import { product2Page } from "~/content/pages/product2";
import { product3Page } from "~/content/pages/product3";
import { servicesPage } from "~/content/pages/services";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled } from "~/lib/site";
import { pageTextsLoader } from "~/server/content/page-content.server";
import type { Route } from "./+types/card-page";

/** The card pages by their addresses (app/routes.ts), each with the content area its texts are edited in. */
const cardPages = {
  product: { page: productPage, area: "product" },
  product1: { page: product1Page, area: "product1" },
  product2: { page: product2Page, area: "product2" },
  product3: { page: product3Page, area: "product3" },
  services: { page: servicesPage, area: "services" },
  approach: { page: approachPage, area: "approach" },
  level: { page: levelPage, area: "level" },
  founder: { page: founderPage, area: "founderPage" },
} as const;

// Addresses match whatever their case, as React Router matches them.
const cardPageAt = (pathname: string) =>
  cardPages[pathname.split("/")[1]?.toLowerCase() as keyof typeof cardPages];

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta(cardPageAt(location.pathname).page.seo, matches);

export const handle = { prerender: true };

export const loader = (args: Route.LoaderArgs) => pageTextsLoader(cardPageAt(args.url.pathname).area)(args);

export const clientLoader = enterAsDocument;

export default function CardPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = cardPageAt(useLocation().pathname);
  return <CardPage page={useFilled(withTexts(page, loaderData.texts))} />;
}
