/** Every button controlling the same panel follows, and a hidden panel's video stops. */
export function disclosures(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>("button[data-disclosure]")) {
    const id = button.getAttribute("aria-controls") ?? "";
    button.addEventListener("click", () => {
      const panel = document.getElementById(id);
      if (!panel) return;
      const open = panel.hidden;
      panel.hidden = !open;
      if (!open) for (const video of panel.querySelectorAll("video")) video.pause();
      for (const control of root.querySelectorAll(`button[aria-controls="${id}"]`)) {
        control.setAttribute("aria-expanded", String(open));
        const label = control.querySelector<HTMLElement>("[data-open]");
        if (label) label.textContent = (open ? label.dataset.open : label.dataset.closed) ?? "";
      }
    });
  }
}
