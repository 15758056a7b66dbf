/** A tel: link for a phone number written for people ("+91 22 4000 0000" → "tel:+912240000000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
