import { CAROUSEL_INTERVAL_MS } from "../motion";

const SWIPE_PX = 30;

/**
 * The home page's carousel: turns every 5 s unless paused, hovered, focused or under reduced
 * motion; the buttons, the arrow keys and a swipe move it.
 */
export function carousel(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const stage = slides[0]?.parentElement;
  const pause = root.querySelector<HTMLButtonElement>("[data-pause]");
  if (!stage || !pause) return;
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  let index = 0;
  let paused = false;
  let engaged = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const show = (step: number) => {
    index = (index + step + slides.length) % slides.length;
    for (const [position, slide] of slides.entries()) slide.hidden = position !== index;
  };
  const update = () => {
    const rotating = !paused && !engaged && !reducedMotion.matches && slides.length > 1;
    stage.setAttribute("aria-live", rotating ? "off" : "polite");
    pause.textContent = paused ? (pause.dataset.play ?? "") : (pause.dataset.pause ?? "");
    if (rotating === (timer !== undefined)) return;
    clearInterval(timer);
    timer = rotating ? setInterval(() => show(1), CAROUSEL_INTERVAL_MS) : undefined;
  };
  const engage = (value: boolean) => () => {
    engaged = value;
    update();
  };

  for (const button of root.querySelectorAll<HTMLElement>("[data-step]"))
    button.addEventListener("click", () => show(Number(button.dataset.step)));
  pause.addEventListener("click", () => {
    paused = !paused;
    update();
  });
  root.addEventListener("mouseenter", engage(true));
  root.addEventListener("mouseleave", engage(false));
  root.addEventListener("focusin", engage(true));
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) engage(false)();
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
  reducedMotion.addEventListener("change", update);
  update();
}
