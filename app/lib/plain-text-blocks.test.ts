import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textBlocks } from "./plain-text-blocks";

describe("an opening's description as blocks", () => {
  it("makes paragraphs of text between empty lines and lists of lines starting with '- '", () => {
    const text = [
      "We build web apps for clients in Mumbai.",
      "You will work with a small team.",
      "",
      "What you will do:",
      "- Write React components",
      "  -   Review pull requests  ",
      "",
      "",
      "Apply by the closing day.",
    ].join("\r\n");
    expect(textBlocks(text)).toEqual([
      {
        type: "paragraph",
        text: "We build web apps for clients in Mumbai. You will work with a small team.",
      },
      { type: "paragraph", text: "What you will do:" },
      { type: "list", items: ["Write React components", "Review pull requests"] },
      { type: "paragraph", text: "Apply by the closing day." },
    ]);
  });

  it("keeps markup as the text it is, and a dash without a space as part of a sentence", () => {
    expect(textBlocks("<script>alert(1)</script>\n-5 degrees\n- <b>bold</b>")).toEqual([
      { type: "paragraph", text: "<script>alert(1)</script> -5 degrees" },
      { type: "list", items: ["<b>bold</b>"] },
    ]);
  });

  it("takes a dash only at a line's start as an item, and any line ending as a line's end", () => {
    expect(textBlocks("Stipend: 10 - 15 thousand a month")).toEqual([
      { type: "paragraph", text: "Stipend: 10 - 15 thousand a month" },
    ]);
    expect(textBlocks("Skills:\r- React\r- Node")).toEqual([
      { type: "paragraph", text: "Skills:" },
      { type: "list", items: ["React", "Node"] },
    ]);
  });

  it("has nothing for an empty text, and an empty item ends a list", () => {
    expect(textBlocks("")).toEqual([]);
    expect(textBlocks(" \n\n ")).toEqual([]);
    expect(textBlocks("- one\n-\n- two")).toEqual([
      { type: "list", items: ["one"] },
      { type: "list", items: ["two"] },
    ]);
  });

  it("loses no word of any text and makes no empty block", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "b", " ", "-", "\n", "<", ">", "\r") }), (text) => {
        const blocks = textBlocks(text);
        const words = (value: string) => value.split(/[\s-]+/).filter(Boolean);
        const shown = blocks.flatMap((block) => (block.type === "paragraph" ? [block.text] : block.items));
        for (const piece of shown) expect(piece.trim()).not.toBe("");
        expect(words(shown.join(" "))).toEqual(words(text));
      }),
    );
  });
});
