/**
 * Stored codes a person should never read on a page: camel-case or Pascal-case tokens
 * (WebDevelopment, firstContactAt) and snake_case ones (first_contact_at). Addresses, URLs, paths,
 * ids and the {placeholders} an admin types into texts and templates are taken out of the text
 * first, and names that are written that way (JavaScript, a client called iGate) pass.
 */
const NOT_PROSE = [
  /\{[A-Za-z]+\}/g,
  /\bhttps?:\/\/\S+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?<!\S)\/\S*/g,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
];

/** Words with inner capitals that are names, not codes. */
const NAMES = new Set([
  "JavaScript",
  "TypeScript",
  "PostgreSQL",
  "GitHub",
  "LinkedIn",
  "YouTube",
  "WhatsApp",
  "WordPress",
  "PayPal",
  "iPhone",
  "iOS",
  "macOS",
  "MySql",
  "MySQL",
  "OpenStreetMap",
  "iGate",
]);

const CODE =
  /\b(?:[a-z]+(?:[A-Z][a-z0-9]*)+|[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+|[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+)\b/g;

/** The raw codes in a page's text, in order, each once. */
export function rawCodesIn(text: string): string[] {
  const prose = NOT_PROSE.reduce((rest, pattern) => rest.replace(pattern, " "), text);
  return [...new Set(prose.match(CODE) ?? [])].filter((token) => !NAMES.has(token));
}
