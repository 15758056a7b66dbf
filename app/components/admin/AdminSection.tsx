import type { ReactNode } from "react";
import { card } from "./controls";

export function AdminSection({
  heading,
  id = `section-${heading.toLowerCase().replace(/[^a-z]+/g, "-")}`,
  boxed = false,
  className = boxed ? card : "flex max-w-3xl flex-col gap-3",
  children,
}: {
  heading: string;
  id?: string;
  boxed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2
        id={id}
        className={`wrap-anywhere font-bold ${boxed ? "text-brand-900 text-xl" : "text-2xl text-brand-900"}`}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
