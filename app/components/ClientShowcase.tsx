import { clientShowcase } from "~/content/home";
import { claimedStack } from "~/content/technologies";
import { LogoMarquee } from "./LogoMarquee";
import { TechnologyChips } from "./TechnologyChips";

/** The client showcase of the home page and the article: the claimed stack and the logo strip. */
export function ClientShowcase() {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="font-bold text-2xl text-brand-900">{clientShowcase.heading}</h2>
      <p className="text-slate-700">{clientShowcase.intro}</p>
      <TechnologyChips items={claimedStack} />
      <LogoMarquee />
    </section>
  );
}
