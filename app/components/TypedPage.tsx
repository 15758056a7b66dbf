import type { ReactNode } from "react";
import type { CardPageContent } from "~/content/types";
import { HomePgButton } from "./HomePgButton";
import { LogoMarquee } from "./LogoMarquee";

export function TypedPage({
  page,
  children,
}: {
  page: Pick<CardPageContent, "phrases" | "heading" | "intro" | "homeLabel">;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-3">
        {page.heading ? <p className="font-semibold text-brand-700 text-lg">{page.heading}</p> : null}
        <TypingHeadline phrases={page.phrases} />
        {page.intro?.map((paragraph) => (
          <p key={paragraph} className="max-w-3xl text-lg text-slate-700">
            {paragraph}
          </p>
        ))}
      </header>
      {children}
      <LogoMarquee />
      <div>
        <HomePgButton label={page.homeLabel} />
      </div>
    </div>
  );
}

// The longest phrase reserves the space, so nothing below moves; screen readers get whole phrases.
// Markup only: the page script (app/lib/page-script) types it, as React never hydrates its pages.
export function TypingHeadline({ phrases }: { phrases: readonly string[] }) {
  const longest = phrases.reduce((a, b) => (b.length > a.length ? b : a), "");
  return (
    <h1
      className="grid font-extrabold text-3xl text-brand-900 sm:text-4xl"
      data-phrases={JSON.stringify(phrases)}
    >
      <span className="sr-only">{phrases[0] ?? ""}</span>
      <span aria-hidden="true" className="invisible [grid-area:1/1]">
        {longest}
        <Cursor />
      </span>
      <span aria-hidden="true" data-testid="typed" className="[grid-area:1/1] noscript:hidden">
        <Cursor />
      </span>
      {/* Without scripts nothing types: the first phrase stands in its place, with no cursor. */}
      <noscript className="[grid-area:1/1]">
        <span aria-hidden="true">{phrases[0] ?? ""}</span>
      </noscript>
    </h1>
  );
}

const Cursor = () => (
  <span className="ml-0.5 inline-block w-[2px] animate-pulse bg-current motion-reduce:animate-none">
    &nbsp;
  </span>
);
