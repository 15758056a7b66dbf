import { textBlocks } from "~/lib/plain-text-blocks";

export function OpeningDescription({ text }: { text: string }) {
  return (
    <div className="flex max-w-3xl flex-col gap-3 text-lg text-slate-800">
      {textBlocks(text).map((block, index) =>
        block.type === "paragraph" ? (
          // Blocks have no identity but their place: the text is read, never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <p key={index}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <ul key={index} className="list-disc pl-6">
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
