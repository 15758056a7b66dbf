import type { Ref } from "react";
import { twoFactorPages } from "~/content/pages/two-factor";

const text = twoFactorPages.manage.recovery;

export function RecoveryCodes({
  id,
  codes,
  headingRef,
}: {
  id: string;
  codes: string[];
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
        {text.newCodes}
      </h2>
      <p>{text.keepThem}</p>
      <ol className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}
