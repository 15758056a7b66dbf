/**
 * Reveal's markup: the button shows its section, which a class hides so that it shows without
 * scripts; `data-reveal="one-way"` keeps it shown, and any other value lets a second press hide it.
 */
export function reveal(button: HTMLButtonElement) {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) return;
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") === "true";
    if (open && button.dataset.reveal === "one-way") return;
    button.setAttribute("aria-expanded", String(!open));
    panel.classList.toggle("hidden", open);
  });
}
