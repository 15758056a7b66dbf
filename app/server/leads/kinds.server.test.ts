import { describe, expect, it } from "vitest";
import { inboxColumns, leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { type KindSource, kindSources } from "./kinds.server";

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// The two descriptors are the only lists of the kinds: each kind must be whole in both.
describe("the lead kinds' descriptors", () => {
  it("describe the same kinds", () => {
    expect(Object.keys(kindSources).sort()).toEqual([...leadKinds].sort());
  });

  it.each(leadKinds)(
    "give %s a label, a heading, a colour that reads on white, and words for what was sent",
    (kind) => {
      const view = leadKindViews[kind];
      expect(view.label.trim()).not.toBe("");
      expect(view.heading.trim()).not.toBe("");
      expect(view.whatTheySent).toMatch(/^your \S/);
      expect(view.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect((1 + 0.05) / (luminance(view.colour) + 0.05)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(leadKinds)(
    "read every column of %s from its stored row, and sum it up by its own columns",
    (kind) => {
      const source = kindSources[kind] as KindSource<string>;
      const columns = inboxColumns(kind);
      expect(columns.length).toBeGreaterThan(0);
      expect(Object.keys(source.cells).sort()).toEqual([...columns].sort());
      expect(source.summary.length).toBeGreaterThan(0);
      for (const cell of source.summary) expect(columns).toContain(cell);
    },
  );
});
