import { createHmac } from "node:crypto";

// RFC 6238 written out here, independently of the library the site uses, so the tests can compute
// the code of any step (the one after this one, or two away) and a mistake in either shows.
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const PERIOD_SECONDS = 30;

function fromBase32(secret: string): Buffer {
  let value = 0;
  let bits = 0;
  const bytes: number[] = [];
  for (const char of secret.replace(/[\s=]/g, "").toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The six-digit code of a 30-second step, HMAC-SHA-1 with RFC 4226's dynamic truncation. */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", fromBase32(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

export const currentStep = (ms = Date.now()) => Math.floor(ms / 1000 / PERIOD_SECONDS);

/** Milliseconds until the next step begins. */
export const untilNextStep = () => PERIOD_SECONDS * 1000 - (Date.now() % (PERIOD_SECONDS * 1000));
