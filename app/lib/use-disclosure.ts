import { useId, useState } from "react";

export interface DisclosureOptions {
  onHide?: () => void;
  oneWay?: boolean;
}

/** Spread on a native button and its panel; without scripts the panel stays hidden. */
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
    button: { type: "button", "aria-expanded": open, "aria-controls": panelId, onClick: toggle } as const,
    panel: { id: panelId, hidden: !open },
  };
}

export type Disclosure = ReturnType<typeof useDisclosure>;
