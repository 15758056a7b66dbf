import { type ReactNode, useId, useState } from "react";
import type { Picture } from "~/content/types";
import { ContentImage } from "./ContentImage";
import { DetailToggle } from "./DetailToggle";

/** A panel that several cards open and close together (the About page's shared panel). */
export interface SharedPanel {
  open: boolean;
  onToggle: () => void;
  panelId: string;
}

/**
 * A card whose More button opens its detail panel; the button reads 'less' while open. By default
 * the card has its own panel below it (`children`); with `sharedPanel` it controls one drawn elsewhere.
 */
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
  sharedPanel?: SharedPanel;
  headingLevel?: "h2" | "h3";
}) {
  const [open, setOpen] = useState(false);
  const ownPanelId = useId();
  const panel = sharedPanel ?? { open, onToggle: () => setOpen(!open), panelId: ownPanelId };
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {image ? <ContentImage picture={image} className="mx-auto h-auto max-w-full" /> : null}
      <Heading className="font-bold text-lg text-slate-900">{title}</Heading>
      {summary ? <div className="text-slate-700">{summary}</div> : null}
      <div className="mt-auto">
        <DetailToggle open={panel.open} onToggle={panel.onToggle} controls={panel.panelId} subject={title} />
      </div>
      {sharedPanel ? null : (
        <div id={ownPanelId} hidden={!open} className="rounded-lg bg-brand-50 p-4 text-slate-800">
          {children}
        </div>
      )}
    </article>
  );
}
