import { useDisclosure } from "~/lib/use-disclosure";
import { toggleButton } from "./controls";

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
      <button {...button} className={toggleButton}>
        {toggle}
      </button>
      <p {...panel} className="max-w-2xl text-slate-700">
        {text}
      </p>
    </div>
  );
}
