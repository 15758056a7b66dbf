import type { ReactNode } from "react";
import type { CardPageContent } from "~/content/types";
import { HomePgButton } from "./HomePgButton";
import { LogoMarquee } from "./LogoMarquee";
import { TypingHeadline } from "./TypingHeadline";

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
        <TypingHeadline
          phrases={page.phrases}
          className="font-extrabold text-3xl text-brand-900 sm:text-4xl"
        />
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
