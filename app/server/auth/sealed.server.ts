import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Sealed under a key from SESSION_SECRET, which is not in the database, so a copy of the database
// alone gives nothing away; the account's id is bound in, so a value copied to another row opens nowhere.
const VERSION = "v1";

const keyOf = (sessionSecret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", sessionSecret, "", `sealed:${purpose}`, 32));

export function seal(sessionSecret: string, purpose: string, boundTo: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(sessionSecret, purpose), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"))].join(".");
}

export function unseal(sessionSecret: string, purpose: string, boundTo: string, value: string) {
  const [version, iv, tag, sealed] = value.split(".");
  if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyOf(sessionSecret, purpose),
      Buffer.from(iv, "base64url"),
    );
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
