import { TYPING_PAUSE_MS, TYPING_STEP_MS } from "../motion";

/** TypingHeadline's markup, its phrases in `data-phrases`; still under reduced motion. */
export function typingHeadline(heading: HTMLElement) {
  const phrases = JSON.parse(heading.dataset.phrases ?? "[]") as string[];
  const [spoken, , typed] = heading.children as unknown as HTMLElement[];
  if (!spoken || !typed) return;
  const text = document.createTextNode("");
  typed.prepend(text);
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) {
    text.data = phrases[0] ?? "";
    typed.lastElementChild?.remove();
    return;
  }
  let index = 0;
  let length = 0;
  let growing = true;
  const step = () => {
    if (!growing && !length) {
      index = (index + 1) % phrases.length;
      growing = true;
      spoken.textContent = phrases[index] ?? "";
    }
    const phrase = phrases[index] ?? "";
    length = Math.min(length + (growing ? 1 : -1), phrase.length);
    if (length === phrase.length) growing = false;
    text.data = phrase.slice(0, length);
    setTimeout(step, growing || length ? TYPING_STEP_MS : TYPING_PAUSE_MS);
  };
  setTimeout(step, TYPING_STEP_MS);
}
