import type { ReactNode } from "react";

export function Figures({ figures }: { figures: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2">
      {figures.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-slate-700 text-sm">{label}</dt>
          <dd className="font-bold text-brand-900 text-xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
