/** The button shows its section; `data-reveal="one-way"` keeps it shown, else a second press hides it. */
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
