import { useId, useState } from "react";

/** A native button and the panel it shows and hides; without scripts the panel stays hidden. */
const disclosureProps = (panelId: string, open: boolean) => ({
  button: {
    type: "button",
    "data-disclosure": "",
    "aria-expanded": open,
    "aria-controls": panelId,
  } as const,
  panel: { id: panelId, hidden: !open },
});

/** A closed disclosure's markup, on pages React does not hydrate: the page script drives it. */
export function useClosedDisclosure() {
  return { open: false, ...disclosureProps(useId(), false) };
}

export type ClosedDisclosure = ReturnType<typeof useClosedDisclosure>;

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const { button, panel } = disclosureProps(useId(), open);
  return { open, button: { ...button, onClick: () => setOpen(!open) }, panel };
}
