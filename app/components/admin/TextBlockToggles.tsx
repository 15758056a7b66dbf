import { useId, useState } from "react";

/**
 * Independent text blocks behind buttons, each starting hidden (the spec's edit-user and users-list
 * screens). Each button says whether its block is open and which block it controls.
 */
export function TextBlockToggles({ blocks }: { blocks: ReadonlyArray<{ toggle: string; text: string }> }) {
  return (
    <div className="flex flex-col gap-3">
      {blocks.map((block) => (
        <TextBlockToggle key={block.toggle} {...block} />
      ))}
    </div>
  );
}

function TextBlockToggle({ toggle, text }: { toggle: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 text-sm hover:bg-brand-700 hover:text-white"
      >
        {toggle}
      </button>
      <p id={id} hidden={!open} className="max-w-2xl text-slate-700">
        {text}
      </p>
    </div>
  );
}
