import { type ReactNode, useId, useState } from "react";
import { DetailToggle } from "./DetailToggle";

export interface CardImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A card whose More button opens its own detail panel below it; the button reads 'less' while open. */
export function DetailCard({
  title,
  image,
  summary,
  children,
  headingLevel: Heading = "h3",
}: {
  title: string;
  image?: CardImage;
  summary?: ReactNode;
  children: ReactNode;
  headingLevel?: "h2" | "h3";
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="mx-auto h-auto max-w-full"
        />
      ) : null}
      <Heading className="font-bold text-lg text-slate-900">{title}</Heading>
      {summary ? <div className="text-slate-700">{summary}</div> : null}
      <div>
        <DetailToggle open={open} onToggle={() => setOpen(!open)} controls={panelId} subject={title} />
      </div>
      <div id={panelId} hidden={!open} className="rounded-lg bg-brand-50 p-4 text-slate-800">
        {children}
      </div>
    </article>
  );
}
