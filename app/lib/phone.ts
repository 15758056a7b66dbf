/** A tel: link for a phone number written for people ("+91 22 4000 0000" → "tel:+912240000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * A mobile number as every form takes it and the database keeps it: ten digits. People write the
 * same number as "98200 12345", "+91 98200-12345", "(0)98200 12345" or "0091 9820012345": the
 * country code (+91, 91, 0091) or the trunk 0 in front and spaces, dashes, dots or brackets between
 * digits are dropped. Anything else (letters, another country's code, more or fewer digits) is not
 * a number this company can call back: null.
 */
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
