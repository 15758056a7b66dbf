import type { ReactNode } from "react";
import type { Card } from "~/content/types";
import { useClosedDisclosure } from "~/lib/use-disclosure";
import { DetailCard } from "./DetailCard";

export function SharedPanelCards({ cards, children }: { cards: Omit<Card, "panel">[]; children: ReactNode }) {
  const sharedPanel = useClosedDisclosure();
  return (
    <div className="flex flex-col gap-5">
      <ul className="grid gap-5 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.title}>
            <DetailCard {...card} sharedPanel={sharedPanel} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <div {...sharedPanel.panel} className="rounded-lg bg-brand-50 p-5 text-slate-800">
        {children}
      </div>
    </div>
  );
}
