/**
 * The More/less button of a detail card. It names the panel it controls, and its accessible name
 * includes the card's title so several 'More' buttons on one page can be told apart.
 */
export function DetailToggle({
  open,
  onToggle,
  controls,
  subject,
  moreLabel = "More",
  lessLabel = "less",
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  subject: string;
  moreLabel?: string;
  lessLabel?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 text-sm hover:bg-brand-700 hover:text-white"
    >
      {open ? lessLabel : moreLabel}
      <span className="sr-only"> about {subject}</span>
    </button>
  );
}
