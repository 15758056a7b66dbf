/** Empty lines part paragraphs, "- " starts a list item; rendered as React text, never as HTML. */
export type TextBlock = { type: "paragraph"; text: string } | { type: "list"; items: string[] };

const ITEM = /^\s*-\s+(.*)$/;

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  const endList = () => {
    if (items.length > 0) blocks.push({ type: "list", items });
    items = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const item = ITEM.exec(raw);
    if (item?.[1]?.trim()) {
      endParagraph();
      items.push(item[1].trim());
    } else if (line === "" || line === "-") {
      endParagraph();
      endList();
    } else {
      endList();
      paragraph.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}
