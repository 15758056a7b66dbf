/**
 * The honeypot: a field people never see or fill. A submission with it filled is answered like a
 * real one and dropped, so the bot learns nothing.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(values: Record<string, unknown>): boolean {
  const value = values[HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}
