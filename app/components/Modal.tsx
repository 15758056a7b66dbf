import { type ReactNode, useEffect, useId, useRef } from "react";

export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        returnFocus.current?.focus();
        if (open) onClose();
      }}
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
            // biome-ignore lint/a11y/noAutofocus: a modal dialog should move focus into itself.
            autoFocus
            onClick={onClose}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
