/**
 * The mailbox an e-mail address reaches, as one key, so that a limit per mailbox cannot be walked
 * around by writing one address many ways: case, a `+tag` (most providers deliver
 * `asha+1@example.com` to `asha@example.com`) and, where the provider ignores them, dots in the
 * local part. The key errs towards joining addresses: two people who share a key share a limit,
 * which is the safe side for a limit that protects mailboxes from mail they did not ask for.
 */
export interface Mailbox {
  /** lower-cased, without its `+tag`, and without dots where the provider ignores them. */
  key: string;
  /** The domain that receives the mail, the same for every spelling of one provider. */
  domain: string;
}

/** Domains that are one provider's other names. A Map: an object would answer "constructor". */
const sameProvider = new Map([["googlemail.com", "gmail.com"]]);

/** Providers that deliver `a.sha@` and `asha@` to one mailbox. */
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

/**
 * An address shown to someone else, as "a***@e***.example": enough for its owner to know it, too
 * little to carry a message (a notice must not quote a stranger's words in full).
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  const hide = (part: string) => (part.length > 1 ? `${part.slice(0, 1)}***` : "***");
  if (at === -1) return hide(address);
  const labels = address.slice(at + 1).split(".");
  const top = labels.length > 1 ? `.${labels.pop()}` : "";
  return `${hide(address.slice(0, at))}@${hide(labels.join("."))}${top}`;
}
