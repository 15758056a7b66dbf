import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const folder = path.join(import.meta.dirname, "decisions");
const records = readdirSync(folder).filter((name) => name.endsWith(".md"));

/** What a reader can take in at once: a longer record is rewritten, not appended to. */
const MAX_WORDS = 400;

describe("decision records", () => {
  it("are there to check", () => {
    expect(records.length).toBeGreaterThan(40);
  });

  it.each(records)("%s is titled by its number and has Context, Decision and Consequences", (name) => {
    const text = readFileSync(path.join(folder, name), "utf8");
    expect(text.split("\n")[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} \\S`));
    expect(text.match(/^## .*$/gm)).toEqual(["## Context", "## Decision", "## Consequences"]);
  });

  it.each(records)("%s has at most 400 words", (name) => {
    const words = readFileSync(path.join(folder, name), "utf8").split(/\s+/).filter(Boolean);
    expect(words.length).toBeLessThanOrEqual(MAX_WORDS);
  });
});
