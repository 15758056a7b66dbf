import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 32 random bytes as a URL-safe string: session ids and e-mailed tokens. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a token: its SHA-256, so a stolen table opens nothing. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export const hmac = (secret: string, value: string) =>
  createHmac("sha256", secret).update(value).digest("base64url");

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
