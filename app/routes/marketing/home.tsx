import { Link } from "react-router";
import { CircularMenu } from "~/components/CircularMenu";
import { type CarouselClient, ClientCarousel } from "~/components/ClientCarousel";
import { CompanySections } from "~/components/CompanySections";
import { MoreLink } from "~/components/MoreLink";
import { TileIcon } from "~/components/TileIcon";
import { circularMenu, type HomeTile, homeBanner, homeHeading, homeSeo, homeTiles } from "~/content/home";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { useFilled, useSiteSettings } from "~/lib/site";
import { pageContent } from "~/server/content/page-content.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(homeSeo, matches);

export const handle = { prerender: true };

export const loader = ({ context, request }: Route.LoaderArgs) =>
  pageContent(context, request, (content) => ({
    clients: content.clients.clients.map(({ name, logo }): CarouselClient => ({ name, logo })),
  }));

export const clientLoader = enterAsDocument;

export default function Home({ loaderData }: Route.ComponentProps) {
  const tiles = useFilled(homeTiles);
  return (
    <>
      {/* The banner scrolls its text twice over, hidden from screen readers, which read it once. */}
      <div className="group overflow-hidden bg-brand-900 py-2 text-white">
        <p className="sr-only">{homeBanner}</p>
        <div
          aria-hidden="true"
          className="flex w-max animate-banner group-hover:[animation-play-state:paused] motion-reduce:animate-none"
        >
          <span className="shrink-0 pr-16 font-medium">{homeBanner}</span>
          <span className="shrink-0 pr-16 font-medium">{homeBanner}</span>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-10">
        <section className="flex flex-col items-center gap-10 md:flex-row md:justify-between">
          <div className="flex max-w-xl flex-col gap-4">
            <h1 className="font-extrabold text-4xl text-brand-900 tracking-tight sm:text-5xl">
              {homeHeading.title}
            </h1>
            <p className="text-lg text-slate-700">{homeHeading.intro}</p>
          </div>
          <CircularMenu links={circularMenu} label="Our work" />
        </section>

        <section aria-labelledby="tiles-heading">
          <h2 id="tiles-heading" className="sr-only">
            Explore
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {tiles.map((tile) => (
              <li key={tile.title} className="flex">
                <Tile tile={tile} clients={loaderData.clients} />
              </li>
            ))}
          </ul>
        </section>

        <CompanySections />
      </div>
    </>
  );
}

const tileClass = "flex w-full flex-col gap-2 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200";
const tileLinkClass = "font-bold text-brand-800 text-xl underline-offset-4 hover:underline";

function Tile({ tile, clients }: { tile: HomeTile; clients: CarouselClient[] }) {
  const { founder } = useSiteSettings();
  switch (tile.kind) {
    case "link":
      return (
        <Link
          to={tile.to}
          className={`${tileClass} transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0`}
        >
          <span className="text-brand-700">
            <TileIcon name={tile.icon} />
          </span>
          <span className="font-bold text-brand-800 text-xl">{tile.title}</span>
          <span className="text-slate-700">{tile.text}</span>
        </Link>
      );
    case "founder":
      return (
        <article className={tileClass}>
          <img src={founder.photo.src} alt="" width={56} height={56} className="size-14" loading="lazy" />
          <h3 className="font-bold text-brand-800 text-xl">{tile.title}</h3>
          <p className="text-slate-700">{tile.text}</p>
          <MoreLink to={tile.to} label={tile.moreLabel} subject="the founder" />
        </article>
      );
    case "call":
      return (
        <article className={tileClass}>
          <span className="text-brand-700">
            <TileIcon name={tile.icon} />
          </span>
          <h3>
            <Link to={tile.to} className={tileLinkClass}>
              {tile.title}
            </Link>
          </h3>
          <p className="text-slate-700">{tile.text}</p>
          <Link to={tile.inner.to} className="font-semibold text-brand-700 underline underline-offset-4">
            {tile.inner.label}
          </Link>
        </article>
      );
    case "clients":
      return (
        <article className={tileClass}>
          <h3>
            <Link to={tile.to} className={tileLinkClass}>
              {tile.title}
            </Link>
          </h3>
          <p className="text-slate-700">{tile.text}</p>
          <ClientCarousel clients={clients} />
        </article>
      );
  }
}
