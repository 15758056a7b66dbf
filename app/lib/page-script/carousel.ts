import { CAROUSEL_INTERVAL_MS } from "../motion";

const SWIPE_PX = 30;

/** Turns unless paused, hovered, focused or under reduced motion; only the visitor's moves are announced. */
export function carousel(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const stage = slides[0]?.parentElement;
  const pause = root.querySelector<HTMLButtonElement>("[data-pause]");
  if (!stage || !pause) return;
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  let index = 0;
  let paused = false;

  const show = (step: number, live = "polite") => {
    stage.setAttribute("aria-live", live);
    index = (index + step + slides.length) % slides.length;
    for (const [position, slide] of slides.entries()) slide.hidden = position !== index;
  };
  // Each turn looks at the carousel as it is then: CSS knows whether it is hovered or focused.
  setInterval(() => {
    if (!paused && !reducedMotion.matches && !root.matches(":hover, :focus-within")) show(1, "off");
  }, CAROUSEL_INTERVAL_MS);

  for (const button of root.querySelectorAll<HTMLElement>("[data-step]"))
    button.addEventListener("click", () => show(Number(button.dataset.step)));
  pause.addEventListener("click", () => {
    paused = !paused;
    pause.textContent = (paused ? pause.dataset.play : pause.dataset.pause) ?? "";
  });
  root.addEventListener("keydown", (event) => {
    const step = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
    if (step) show(step);
  });
  let start: number | null = null;
  stage.addEventListener("pointerdown", (event) => {
    start = event.clientX;
  });
  stage.addEventListener("pointerup", (event) => {
    const moved = event.clientX - (start ?? event.clientX);
    if (Math.abs(moved) > SWIPE_PX) show(moved < 0 ? 1 : -1);
    start = null;
  });
}
