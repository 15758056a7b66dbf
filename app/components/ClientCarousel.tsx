import { useEffect, useState } from "react";
import { CAROUSEL_INTERVAL_MS } from "~/lib/motion";
import { fillTokens } from "~/lib/site";
import { usePrefersReducedMotion } from "~/lib/use-reduced-motion";

const PAUSE = "Pause";
const PLAY = "Play";

export interface CarouselClient {
  name: string;
  logo: { src: string; alt: string };
}

// The page script (app/lib/page-script) drives this markup where React does not hydrate it.
export function ClientCarousel({ clients }: { clients: CarouselClient[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const rotating = !paused && !engaged && !reducedMotion && clients.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % clients.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, clients.length]);

  const show = (step: number) => setIndex((current) => (current + step + clients.length) % clients.length);

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: rotation pauses while the carousel is hovered or focused (WAI-ARIA carousel pattern); its controls are the buttons inside.
    <section
      aria-roledescription="carousel"
      aria-label="Client logos"
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
      }}
      className="flex flex-col items-center gap-3"
    >
      <div
        aria-live={rotating ? "off" : "polite"}
        className="flex h-24 w-full touch-pan-y items-center justify-center"
      >
        {clients.map((client, position) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group named by its position (WAI-ARIA carousel pattern), not a form fieldset.
          <div
            key={client.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${clients.length}: ${client.name}`}
            hidden={position !== index}
          >
            <img
              src={client.logo.src}
              alt={fillTokens(client.logo.alt, { name: client.name })}
              width={200}
              height={80}
              loading="lazy"
            />
          </div>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <CarouselButton label="Previous client" step={-1} onClick={() => show(-1)}>
          ‹
        </CarouselButton>
        <button
          type="button"
          data-pause={PAUSE}
          data-play={PLAY}
          onClick={() => setPaused(!paused)}
          className="rounded-full border border-slate-400 px-3 py-1 font-medium text-slate-800 text-sm hover:bg-slate-100"
        >
          {paused ? PLAY : PAUSE}
        </button>
        <CarouselButton label="Next client" step={1} onClick={() => show(1)}>
          ›
        </CarouselButton>
      </div>
    </section>
  );
}

function CarouselButton({
  label,
  step,
  onClick,
  children,
}: {
  label: string;
  step: number;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      data-step={step}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-full border border-slate-400 text-lg text-slate-800 leading-none hover:bg-slate-100"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
