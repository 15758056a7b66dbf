import { hash, verify } from "@node-rs/argon2";
import commonPasswordList from "./common-passwords.txt?raw";

// argon2id with OWASP's first recommended parameters.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A hash that matches nothing, so a login for an unknown address costs what a real one costs. */
const decoy = hash("decoy-password-for-unknown-accounts", options);

export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

// zxcvbn's leaked passwords of 8 characters or more, compared case-insensitively.
const common = new Set(
  commonPasswordList
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());
