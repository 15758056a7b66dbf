/** The look of a small show/hide button: a card's More/less, an admin text block's toggle. */
export const pillToggle =
  "rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 text-sm hover:bg-brand-700 hover:text-white";
