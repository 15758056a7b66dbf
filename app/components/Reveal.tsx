import { type ReactNode, useId } from "react";

// Markup only, driven by the upload script. Hidden by a class, not `hidden`, so the noscript rule
// shows the section without JavaScript.
export function Reveal({
  label,
  oneWay,
  children,
}: {
  label: string;
  oneWay?: boolean;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        data-reveal={oneWay ? "one-way" : "toggle"}
        aria-expanded={false}
        aria-controls={panelId}
        className="self-start rounded-md border-2 border-brand-700 px-5 py-2 font-semibold text-brand-800 hover:bg-brand-50 noscript:hidden"
      >
        {label}
      </button>
      <div id={panelId} className="hidden noscript:block">
        {children}
      </div>
    </div>
  );
}
