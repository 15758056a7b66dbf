import { useId, useState } from "react";

export interface DisclosureOptions {
  onHide?: () => void;
  oneWay?: boolean;
}

/**
 * Spread on a native button and its panel; without scripts the panel stays hidden. On pages React
 * does not hydrate, the page script drives the same markup (`data-disclosure`).
 */
export function useDisclosure({ onHide, oneWay }: DisclosureOptions = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = () => {
    if (open && oneWay) return;
    if (open) onHide?.();
    setOpen(!open);
  };
  return {
    open,
    button: {
      type: "button",
      "data-disclosure": "",
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: toggle,
    } as const,
    panel: { id: panelId, hidden: !open },
  };
}

export type Disclosure = ReturnType<typeof useDisclosure>;
