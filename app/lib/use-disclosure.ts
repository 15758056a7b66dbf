import { useId, useState } from "react";

export interface DisclosureOptions {
  /** Runs as the panel is hidden, such as pausing a video inside it. */
  onHide?: () => void;
  /** Once shown, the panel stays: the button opens it and does nothing more. */
  oneWay?: boolean;
}

/**
 * A show/hide (a card's More/less, the video, the admin's text blocks): a native button that opens
 * and closes a panel, spread as `<button {...disclosure.button}>` and `<div {...disclosure.panel}>`.
 * The button says whether its panel is open and which panel it controls; it works with Enter and
 * Space like any button, and focus stays on it. The panel appears without animation, so nothing
 * moves for a visitor who asks for reduced motion. Without scripts the panel stays hidden.
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
    button: { type: "button", "aria-expanded": open, "aria-controls": panelId, onClick: toggle } as const,
    panel: { id: panelId, hidden: !open },
  };
}

export type Disclosure = ReturnType<typeof useDisclosure>;
