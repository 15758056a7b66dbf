import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const newSecretToken = () => randomBytes(32).toString("base64url");

/** A stolen table of these opens nothing. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export const hmac = (secret: string, value: string) =>
  createHmac("sha256", secret).update(value).digest("base64url");

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
