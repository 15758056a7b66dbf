import type { ReactNode } from "react";
import { useDisclosure } from "~/lib/use-disclosure";

/**
 * A button that shows a hidden section: `oneWay` keeps it open once shown (file-upload, jobs),
 * otherwise the button toggles it (need, online). Without JavaScript the section is simply shown.
 */
export function Reveal({
  label,
  oneWay,
  children,
}: {
  label: string;
  oneWay?: boolean;
  children: ReactNode;
}) {
  const { open, button, panel } = useDisclosure({ keepOpen: oneWay });
  return (
    <div className="flex flex-col gap-4">
      <button
        {...button}
        className="self-start rounded-md border-2 border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 noscript:hidden"
      >
        {label}
      </button>
      {/* A class, not the hidden attribute: the stylesheet's noscript rule must be able to override it. */}
      <div id={panel.id} className={open ? "block" : "hidden noscript:block"}>
        {children}
      </div>
    </div>
  );
}
