import { technologyLogos } from "~/content/technologies";

// Drawn twice for a seamless loop; assistive technology reads it once.
export function LogoMarquee() {
  return (
    <section
      aria-label="Technologies we work with"
      className="group overflow-hidden border-slate-200 border-y bg-white py-4"
    >
      <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] motion-reduce:animate-none">
        <LogoList />
        <LogoList hidden />
      </div>
    </section>
  );
}

function LogoList({ hidden = false }: { hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center gap-10 pr-10" aria-hidden={hidden || undefined}>
      {technologyLogos.map((logo) => (
        <li key={logo.slug} className="flex items-center gap-2 text-slate-700">
          <svg viewBox="0 0 24 24" className="size-8" role="img" aria-label={hidden ? undefined : logo.title}>
            <use href={`/technology-logos.svg#${logo.slug}`} />
          </svg>
          <span className="font-medium text-sm" aria-hidden="true">
            {logo.title}
          </span>
        </li>
      ))}
    </ul>
  );
}
