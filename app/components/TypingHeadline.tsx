import { useEffect, useState } from "react";
import { initialTyping, nextTyping, typedText, typingDelay } from "~/lib/typing";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";

// The longest phrase reserves the space, so nothing below moves; screen readers get whole phrases.
export function TypingHeadline({
  phrases,
  as: Heading = "h1",
  className = "",
}: {
  phrases: readonly string[];
  as?: "h1" | "h2";
  className?: string;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState(initialTyping);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setTimeout(() => setState((current) => nextTyping(current, phrases)), typingDelay(state));
    return () => clearTimeout(timer);
  }, [state, phrases, reducedMotion]);

  const longest = phrases.reduce((a, b) => (b.length > a.length ? b : a), "");
  const visible = reducedMotion ? (phrases[0] ?? "") : typedText(state, phrases);

  return (
    <Heading className={`grid ${className}`} data-phrases={JSON.stringify(phrases)}>
      <span className="sr-only">{phrases[state.index] ?? ""}</span>
      <span aria-hidden="true" className="invisible [grid-area:1/1]">
        {longest}
        <Cursor />
      </span>
      <span aria-hidden="true" data-testid="typed" className="[grid-area:1/1]">
        {visible}
        {reducedMotion ? null : <Cursor />}
      </span>
    </Heading>
  );
}

const Cursor = () => (
  <span className="ml-0.5 inline-block w-[2px] animate-pulse bg-current motion-reduce:animate-none">
    &nbsp;
  </span>
);
