/** A submission with this field filled is answered like a real one and dropped. */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(values: Record<string, unknown>): boolean {
  const value = values[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
