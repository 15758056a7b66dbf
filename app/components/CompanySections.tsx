import { clientShowcase, companyInfo, founderCard } from "~/content/home";
import { claimedStack } from "~/content/technologies";
import { useFilled, useSiteSettings } from "~/lib/site";
import { LogoMarquee } from "./LogoMarquee";
import { MoreLink } from "./MoreLink";
import { TechnologyChips } from "./TechnologyChips";

/** The company's and its founder's cards and the client showcase, on the home page and /artical. */
export function CompanySections() {
  const { founder } = useSiteSettings();
  const info = useFilled(companyInfo);
  const card = useFilled(founderCard);
  const alt = useFilled(founder.photo.alt);
  const stack = useFilled(claimedStack);
  const showcase = useFilled(clientShowcase);
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
          <h2 className="font-bold text-2xl text-brand-900">{info.heading}</h2>
          {info.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <h2 className="font-bold text-2xl text-brand-900">{card.heading}</h2>
          <img src={founder.photo.src} alt={alt} width={120} height={120} loading="lazy" />
          <p className="text-slate-700">{card.text}</p>
          <MoreLink to={card.to} label={card.moreLabel} subject="our founder" />
        </section>
      </div>
      <section className="flex flex-col gap-4">
        <h2 className="font-bold text-2xl text-brand-900">{showcase.heading}</h2>
        <p className="text-slate-700">{showcase.intro}</p>
        <TechnologyChips items={stack} />
        <LogoMarquee />
      </section>
    </>
  );
}
