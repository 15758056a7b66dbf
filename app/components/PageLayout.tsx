import type { ReactNode } from "react";
import { type HomeLabel, HomePgButton } from "./HomePgButton";

/** `home` puts the home button, with that label, at the page's foot. */
export function PageLayout({
  heading,
  intro,
  home,
  children,
}: {
  heading: string;
  intro?: string;
  home?: HomeLabel;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <header className="flex flex-col gap-3">
        <h1 className="wrap-anywhere font-extrabold text-3xl text-brand-900 sm:text-4xl">{heading}</h1>
        {intro ? <p className="max-w-3xl text-lg text-slate-700">{intro}</p> : null}
      </header>
      {children}
      {home ? (
        <div>
          <HomePgButton label={home} />
        </div>
      ) : null}
    </div>
  );
}
