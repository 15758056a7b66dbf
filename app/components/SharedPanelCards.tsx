import { type ReactNode, useId, useState } from "react";
import type { Card } from "~/content/types";
import { DetailToggle } from "./DetailToggle";

/**
 * Cards whose More buttons all open the same panel below them (the About page): every button
 * reads 'less' while the panel is open, and any of them closes it.
 */
export function SharedPanelCards({ cards, children }: { cards: Omit<Card, "panel">[]; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-5">
      <ul className="grid gap-5 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.title}>
            <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              {card.image ? (
                <img
                  src={card.image.src}
                  alt={card.image.alt}
                  width={card.image.width}
                  height={card.image.height}
                  loading="lazy"
                  className="mx-auto h-auto max-w-full"
                />
              ) : null}
              <h2 className="font-bold text-lg text-slate-900">{card.title}</h2>
              {card.summary ? <p className="text-slate-700">{card.summary}</p> : null}
              <div className="mt-auto">
                <DetailToggle
                  open={open}
                  onToggle={() => setOpen(!open)}
                  controls={panelId}
                  subject={card.title}
                />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div id={panelId} hidden={!open} className="rounded-lg bg-brand-50 p-5 text-slate-800">
        {children}
      </div>
    </div>
  );
}
