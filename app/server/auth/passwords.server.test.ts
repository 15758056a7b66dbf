import { describe, expect, it } from "vitest";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords.server";

describe("hashPassword and verifyPassword", () => {
  it("stores an argon2id hash that verifies only the same password", async () => {
    const stored = await hashPassword("Tulip-river-42");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "Tulip-river-42")).toBe(true);
    expect(await verifyPassword(stored, "tulip-river-42")).toBe(false);
    expect(await verifyPassword(stored, "Tulip-river-42 ")).toBe(false);
  });

  it("salts: the same password hashes differently each time", async () => {
    expect(await hashPassword("Tulip-river-42")).not.toBe(await hashPassword("Tulip-river-42"));
  });

  it("uses every character: no truncation at 72 bytes as with bcrypt", async () => {
    const password = "correct-horse-battery-staple-".repeat(3).slice(0, 80);
    const stored = await hashPassword(password);
    expect(await verifyPassword(stored, password)).toBe(true);
    expect(await verifyPassword(stored, `${password.slice(0, 72)}X${password.slice(73)}`)).toBe(false);
    expect(await verifyPassword(stored, password.slice(0, 72))).toBe(false);
  });

  it("refuses accounts without a password and unreadable hashes without throwing", async () => {
    expect(await verifyPassword(null, "anything")).toBe(false);
    expect(await verifyPassword(undefined, "anything")).toBe(false);
    expect(await verifyPassword("", "anything")).toBe(false);
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });
});

describe("isCommonPassword", () => {
  it.each([["password123"], ["PASSWORD123"], ["Password123"], ["password1"], ["12345678"], ["qwertyuiop"]])(
    "refuses %j",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each([["Tulip-river-42"], ["correct-horse-battery-staple"]])("accepts %j", (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
