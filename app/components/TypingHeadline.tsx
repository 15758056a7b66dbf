// The longest phrase reserves the space, so nothing below moves; screen readers get whole phrases.
// Markup only: the page script (app/lib/page-script) types it, as React never hydrates its pages.
export function TypingHeadline({
  phrases,
  className = "",
}: {
  phrases: readonly string[];
  className?: string;
}) {
  const longest = phrases.reduce((a, b) => (b.length > a.length ? b : a), "");

  return (
    <h1 className={`grid ${className}`} data-phrases={JSON.stringify(phrases)}>
      <span className="sr-only">{phrases[0] ?? ""}</span>
      <span aria-hidden="true" className="invisible [grid-area:1/1]">
        {longest}
        <Cursor />
      </span>
      <span aria-hidden="true" data-testid="typed" className="[grid-area:1/1]">
        <Cursor />
      </span>
    </h1>
  );
}

const Cursor = () => (
  <span className="ml-0.5 inline-block w-[2px] animate-pulse bg-current motion-reduce:animate-none">
    &nbsp;
  </span>
);
