import { founder } from "~/content/founder";
import { founderCard } from "~/content/home";
import { MoreLink } from "./MoreLink";

/** The founder card of the home page and the article, with its More link to /founder. */
export function FounderCard() {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <h2 className="font-bold text-2xl text-brand-900">{founderCard.heading}</h2>
      <img src={founder.photo} alt={founder.name} width={120} height={120} loading="lazy" />
      <p className="text-slate-700">{founderCard.text}</p>
      <MoreLink to={founderCard.to} label={founderCard.moreLabel} subject="our founder" />
    </section>
  );
}
