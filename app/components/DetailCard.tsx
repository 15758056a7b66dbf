import type { ReactNode } from "react";
import type { Picture } from "~/content/types";
import { type ClosedDisclosure, useClosedDisclosure } from "~/lib/use-disclosure";
import { ContentImage } from "./ContentImage";

// With `sharedPanel`, the button controls a panel drawn elsewhere that several cards share. Only
// pages React does not hydrate show cards: the page script opens their panels.
export function DetailCard({
  title,
  image,
  summary,
  children,
  sharedPanel,
  headingLevel: Heading = "h3",
}: {
  title: string;
  image?: Picture;
  summary?: ReactNode;
  children?: ReactNode;
  sharedPanel?: ClosedDisclosure;
  headingLevel?: "h2" | "h3";
}) {
  const own = useClosedDisclosure();
  const { button } = sharedPanel ?? own;
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {image ? <ContentImage picture={image} className="mx-auto h-auto max-w-full" /> : null}
      <Heading className="font-bold text-lg text-slate-900">{title}</Heading>
      {summary ? <div className="text-slate-700">{summary}</div> : null}
      <div className="mt-auto">
        <button
          {...button}
          className="rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 text-sm hover:bg-brand-700 hover:text-white"
        >
          <span data-open="less" data-closed="More">
            More
          </span>
          <span className="sr-only"> about {title}</span>
        </button>
      </div>
      {sharedPanel ? null : (
        <div {...own.panel} className="rounded-lg bg-brand-50 p-4 text-slate-800">
          {children}
        </div>
      )}
    </article>
  );
}
