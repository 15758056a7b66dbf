/** One key per mailbox, so a per-mailbox limit cannot be walked around by spelling an address anew. */
export type Mailbox = { key: string; domain: string };

// A Map: an object would answer "constructor".
const sameProvider = new Map([["googlemail.com", "gmail.com"]]);

const dotsIgnored = new Set(["gmail.com"]);

/** Never throws: whatever is not an address (no `@`) is its own key, lower-cased. */
export function mailboxOf(address: string): Mailbox {
  const written = address.trim().toLowerCase();
  const at = written.lastIndexOf("@");
  if (at === -1) return { key: written, domain: "" };
  // A trailing dot names the same domain in DNS (and what trimming would remove is no part of it).
  const named = written.slice(at + 1).replace(/[.\s]+$/, "");
  const domain = sameProvider.get(named) ?? named;
  const untagged = written.slice(0, at).split("+")[0] ?? "";
  const local = dotsIgnored.has(domain) ? untagged.replaceAll(".", "") : untagged;
  return { key: `${local}@${domain}`, domain };
}

/** Enough for its owner to recognise, too little to carry a message. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  const hide = (part: string) => (part.length > 1 ? `${part.slice(0, 1)}***` : "***");
  if (at === -1) return hide(address);
  const labels = address.slice(at + 1).split(".");
  const top = labels.length > 1 ? `.${labels.pop()}` : "";
  return `${hide(address.slice(0, at))}@${hide(labels.join("."))}${top}`;
}
