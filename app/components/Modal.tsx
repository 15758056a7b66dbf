import { type ReactNode, useId } from "react";

/**
 * A dialog a script opens with `showModal()`: the browser moves the focus to Close, closes it on
 * Escape and hands the focus back; the script that opens it wires Close (`data-close`).
 */
export function Modal({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <dialog
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="font-bold text-slate-900 text-xl">
          {title}
        </h2>
        <div className="text-slate-700">{children}</div>
        <div className="flex justify-end">
          <button
            type="button"
            data-close=""
            // biome-ignore lint/a11y/noAutofocus: a modal dialog should move focus into itself.
            autoFocus
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
