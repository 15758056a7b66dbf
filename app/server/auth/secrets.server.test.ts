import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hmac, newSecretToken, sameText, tokenHash } from "./secrets.server";

describe("newSecretToken", () => {
  it("is 32 random bytes in URL-safe base64 (43 characters)", () => {
    const token = newSecretToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
  });

  it("never repeats", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSecretToken));
    expect(tokens.size).toBe(1000);
  });
});

describe("tokenHash", () => {
  it("is the hex SHA-256 of the token, the same every time", () => {
    const token = newSecretToken();
    expect(tokenHash(token)).toBe(createHash("sha256").update(token).digest("hex"));
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toBe(tokenHash(`${token}x`));
  });
});

describe("hmac", () => {
  it("depends on the secret and the value", () => {
    expect(hmac("secret", "value")).toBe(hmac("secret", "value"));
    expect(hmac("secret", "value")).not.toBe(hmac("secret2", "value"));
    expect(hmac("secret", "value")).not.toBe(hmac("secret", "value2"));
    expect(hmac("secret", "value")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("sameText", () => {
  it.each([
    ["abc", "abc", true],
    ["", "", true],
    ["abc", "abd", false],
    ["abc", "abcd", false],
    ["abc", "", false],
    ["é", "e\u0301", false],
  ])("%j and %j: %s", (a, b, same) => {
    expect(sameText(a, b)).toBe(same);
  });
});
