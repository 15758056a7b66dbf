import type { ReactNode } from "react";

/** A form control with its label above it; the label names the control by its id. */
export function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
