import { linesOf } from "./content-fields/form-data";

export type Limit = { kind: "chars"; max: number } | { kind: "lines"; maxItems: number; maxLength: number };

export type Count =
  | { kind: "chars"; used: number; max: number }
  | { kind: "lines"; lines: number; maxItems: number; longest: number; maxLength: number };

/** A field's text measured as its schema measures it: trimmed, lines split as the server splits them. */
export function measure(limit: Limit, value: string): Count {
  if (limit.kind === "chars") return { kind: "chars", used: value.trim().length, max: limit.max };
  const lines = linesOf(value);
  return {
    kind: "lines",
    lines: lines.length,
    maxItems: limit.maxItems,
    longest: Math.max(0, ...lines.map((line) => line.length)),
    maxLength: limit.maxLength,
  };
}

const NEAR = 10;

export function limitBand(count: Count): "within" | "near" | "over" {
  if (count.kind === "chars") {
    if (count.used > count.max) return "over";
    return count.max - count.used <= NEAR ? "near" : "within";
  }
  if (count.lines > count.maxItems || count.longest > count.maxLength) return "over";
  return count.maxLength - count.longest <= NEAR ? "near" : "within";
}
