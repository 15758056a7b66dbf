import { initialTyping, nextTyping, typedText, typingDelay } from "../typing";

/** A typing headline (TypingHeadline's markup): its phrases are in `data-phrases`. */
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
  let state = initialTyping;
  const step = () => {
    state = nextTyping(state, phrases);
    text.data = typedText(state, phrases);
    spoken.textContent = phrases[state.index] ?? "";
    setTimeout(step, typingDelay(state));
  };
  setTimeout(step, typingDelay(state));
}
