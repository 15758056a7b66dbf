import type { adminPages } from "~/content/pages/admin";

/** Every action the audit log records, as its page names them. */
export type AuditAction = keyof typeof adminPages.audit.actions;

function keyWords(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored code's label (a stage, a kind), by the key it is stored under; undefined keeps the code. */
export type CodeLabel = (key: string, code: string) => string | undefined;

function spelled(value: unknown, label: CodeLabel, key = ""): string {
  if (value === null || value === undefined) return "none";
  if (Array.isArray(value))
    return value.length ? value.map((item) => spelled(item, label, key)).join(", ") : "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return label(key, value) ?? value;
  if (typeof value !== "object") return String(value);
  const entries = Object.entries(value);
  if (entries.length === 2 && "from" in value && "to" in value)
    return `${spelled(value.from, label, key || "from")} → ${spelled(value.to, label, key || "to")}`;
  return entries.map(([name, item]) => `${keyWords(name)}: ${spelled(item, label, name)}`).join(" · ");
}

/** Keys are the code's own names, so they are turned into words rather than labelled one by one. */
export function auditDetails(stored: string | null, label: CodeLabel = () => undefined): string {
  if (!stored) return "";
  let details: unknown;
  try {
    details = JSON.parse(stored);
  } catch {
    return stored;
  }
  return spelled(details, label);
}
