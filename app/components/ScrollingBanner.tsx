export function ScrollingBanner({ text }: { text: string }) {
  return (
    <div className="group overflow-hidden bg-brand-900 py-2 text-white">
      <p className="sr-only">{text}</p>
      <div
        aria-hidden="true"
        className="flex w-max animate-banner group-hover:[animation-play-state:paused] motion-reduce:animate-none"
      >
        <span className="shrink-0 pr-16 font-medium">{text}</span>
        <span className="shrink-0 pr-16 font-medium">{text}</span>
      </div>
    </div>
  );
}
