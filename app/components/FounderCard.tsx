import { Link } from "react-router";
import { founder } from "~/content/founder";
import { founderCard } from "~/content/home";

/** The founder card of the home page and the article, with its More link to /founder. */
export function FounderCard() {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <h2 className="font-bold text-2xl text-brand-900">{founderCard.heading}</h2>
      <img src={founder.photo} alt={founder.name} width={120} height={120} loading="lazy" />
      <p className="text-slate-700">{founderCard.text}</p>
      <Link to={founderCard.to} className="font-semibold text-brand-700 underline underline-offset-4">
        {founderCard.moreLabel}
        <span className="sr-only"> about our founder</span>
      </Link>
    </section>
  );
}
