export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Ten digits, without +91, 91, 0091 or a trunk 0; null for anything this company cannot call back. */
export function normaliseMobile(text: string): string | null {
  const compact = text.trim().replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.startsWith("+")
    ? compact.startsWith("+91")
      ? compact.slice(3)
      : ""
    : compact.startsWith("0091")
      ? compact.slice(4)
      : compact.length === 12 && compact.startsWith("91")
        ? compact.slice(2)
        : compact.length === 11 && compact.startsWith("0")
          ? compact.slice(1)
          : compact;
  return /^\d{10}$/.test(digits) ? digits : null;
}
