import type { ReactNode } from "react";
import { card } from "./controls";

/**
 * A part of an admin page under its own heading, which names the part for screen readers. As a
 * `boxed` part (a lead's details, a chart) it is a white card with a smaller heading.
 */
export function AdminSection({
  id,
  heading,
  boxed = false,
  className = boxed ? card : "flex max-w-3xl flex-col gap-3",
  children,
}: {
  id: string;
  heading: string;
  boxed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2
        id={id}
        className={boxed ? "font-bold text-brand-900 text-xl" : "font-bold text-2xl text-brand-900"}
      >
        {heading}
      </h2>
      {children}
    </section>
  );
}
