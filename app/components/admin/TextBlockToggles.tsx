import { useDisclosure } from "~/lib/use-disclosure";

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
  const { button, panel } = useDisclosure();
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        {...button}
        className="rounded-full border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 text-sm hover:bg-brand-700 hover:text-white"
      >
        {toggle}
      </button>
      <p {...panel} className="max-w-2xl text-slate-700">
        {text}
      </p>
    </div>
  );
}
