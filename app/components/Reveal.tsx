import { type ReactNode, useId, useState } from "react";

/**
 * A button that shows a hidden section: `oneWay` keeps it open once shown (file-upload, jobs),
 * otherwise the button toggles it (need, online). Without JavaScript the section is simply shown.
 * It keeps its own state rather than use useDisclosure (lib/use-disclosure.ts), whose button it
 * matches: a module shared with the other show/hide buttons would be one more script file on the
 * upload pages, whose scripts are at their budget (tests/integration/script-weight.test.ts).
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
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((was) => (oneWay ? true : !was))}
        className="self-start rounded-md border-2 border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 noscript:hidden"
      >
        {label}
      </button>
      {/* A class, not the hidden attribute: the stylesheet's noscript rule must be able to override it. */}
      <div id={regionId} className={open ? "block" : "hidden noscript:block"}>
        {children}
      </div>
    </div>
  );
}
