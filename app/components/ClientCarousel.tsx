import { fillTokens } from "~/lib/site";

const PAUSE = "Pause";
const PLAY = "Play";

export interface CarouselClient {
  name: string;
  logo: { src: string; alt: string };
}

// Markup only: the page script (app/lib/page-script) turns it, as React never hydrates the home page.
export function ClientCarousel({ clients }: { clients: CarouselClient[] }) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Client logos"
      className="flex flex-col items-center gap-3"
    >
      <div aria-live="off" className="flex h-24 w-full touch-pan-y items-center justify-center">
        {clients.map((client, position) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group named by its position (WAI-ARIA carousel pattern), not a form fieldset.
          <div
            key={client.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${clients.length}: ${client.name}`}
            hidden={position !== 0}
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
        <CarouselButton label="Previous client" step={-1}>
          ‹
        </CarouselButton>
        <button
          type="button"
          data-pause={PAUSE}
          data-play={PLAY}
          className="rounded-full border border-slate-400 px-3 py-1 font-medium text-slate-800 text-sm hover:bg-slate-100"
        >
          {PAUSE}
        </button>
        <CarouselButton label="Next client" step={1}>
          ›
        </CarouselButton>
      </div>
    </section>
  );
}

function CarouselButton({ label, step, children }: { label: string; step: number; children: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      data-step={step}
      className="grid size-8 place-items-center rounded-full border border-slate-400 text-lg text-slate-800 leading-none hover:bg-slate-100"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
