import { adminOpeningsPages } from "~/content/pages/admin-openings";

const { states } = adminOpeningsPages;

export function OpeningState({ opening }: { opening: { filled: boolean; open: boolean } }) {
  const state = opening.filled ? states.filled : opening.open ? states.open : states.closed;
  return <span className="font-semibold text-brand-900">{state}</span>;
}
