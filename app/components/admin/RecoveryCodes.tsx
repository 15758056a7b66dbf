import type { Ref } from "react";

export function RecoveryCodes({
  id,
  codes,
  heading,
  note,
  headingRef,
}: {
  id: string;
  codes: string[];
  heading: string;
  note: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-md bg-amber-50 p-4 ring-1 ring-amber-600"
    >
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="font-bold text-brand-900 text-xl"
      >
        {heading}
      </h2>
      <p>{note}</p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}
