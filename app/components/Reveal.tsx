import type { ReactNode } from "react";
import { useDisclosure } from "~/lib/use-disclosure";

// Hidden by a class, not `hidden`, so the noscript rule can show the section without JavaScript.
export function Reveal({
  label,
  oneWay,
  children,
}: {
  label: string;
  oneWay?: boolean;
  children: ReactNode;
}) {
  const { open, button, panel } = useDisclosure({ oneWay });
  return (
    <div className="flex flex-col gap-4">
      <button
        {...button}
        className="self-start rounded-md border-2 border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 noscript:hidden"
      >
        {label}
      </button>
      <div id={panel.id} className={open ? "block" : "hidden noscript:block"}>
        {children}
      </div>
    </div>
  );
}
