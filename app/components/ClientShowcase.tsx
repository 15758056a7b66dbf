import { clientShowcase } from "~/content/home";
import { claimedStack } from "~/content/technologies";
import { useFilled } from "~/lib/site";
import { LogoMarquee } from "./LogoMarquee";
import { TechnologyChips } from "./TechnologyChips";

export function ClientShowcase() {
  const stack = useFilled(claimedStack);
  const showcase = useFilled(clientShowcase);
  return (
    <section className="flex flex-col gap-4">
      <h2 className="font-bold text-2xl text-brand-900">{showcase.heading}</h2>
      <p className="text-slate-700">{showcase.intro}</p>
      <TechnologyChips items={stack} />
      <LogoMarquee />
    </section>
  );
}
