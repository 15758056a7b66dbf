import { founderCard } from "~/content/home";
import { useFilled, useSiteSettings } from "~/lib/site";
import { MoreLink } from "./MoreLink";

export function FounderCard() {
  const { founder } = useSiteSettings();
  const card = useFilled(founderCard);
  const alt = useFilled(founder.photo.alt);
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <h2 className="font-bold text-2xl text-brand-900">{card.heading}</h2>
      <img src={founder.photo.src} alt={alt} width={120} height={120} loading="lazy" />
      <p className="text-slate-700">{card.text}</p>
      <MoreLink to={card.to} label={card.moreLabel} subject="our founder" />
    </section>
  );
}
