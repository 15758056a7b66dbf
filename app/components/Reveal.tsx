import { type ReactNode, useEffect, useId, useRef } from "react";
import { reveal } from "~/lib/upload-script/reveal";

// Hidden by a class, not `hidden`, so the noscript rule shows the section without JavaScript. The
// upload script drives it on a page without React; a React page runs the same function once drawn.
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
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const controller = new AbortController();
    if (button.current) reveal(button.current, controller.signal);
    return () => controller.abort();
  }, []);
  return (
    <div className="flex flex-col gap-4">
      <button
        ref={button}
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
