import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { messages } from "../messages";
import {
  emailOnlySchema,
  loginSchema,
  logoutSchema,
  password,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from "./account";

/** The value a schema gives, or the first message per field it refuses with. */
const check = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? "")] ??= issue.message;
  return { ok: false, fields };
};

const registration = {
  name: "Asha Rao",
  email: "Asha.Rao@Example.COM",
  mno: "+91 98765 43210",
  password: "Tulip-river-42",
};

describe("password", () => {
  it.each([["12345678"], ["x".repeat(128)], ["pässwörd-ü"], ["        "]])("accepts %j", (value) => {
    expect(check(password, value)).toEqual({ ok: true, value });
  });

  it.each([
    ["", messages.field.passwordRequired],
    [undefined, messages.field.passwordRequired],
    [null, messages.field.passwordRequired],
    [12345678, messages.field.passwordRequired],
    ["Ab1-xyz", messages.field.passwordTooShort],
    ["x".repeat(129), messages.field.passwordTooLong],
  ])("refuses %j", (value, message) => {
    expect(check(password, value)).toEqual({ ok: false, fields: { "": message } });
  });
});

describe("registerSchema", () => {
  it("accepts a registration and lower-cases the email", () => {
    expect(check(registerSchema, registration)).toEqual({
      ok: true,
      value: { ...registration, email: "asha.rao@example.com", mno: "9876543210" },
    });
  });

  it("drops fields it does not know (role, is_verified)", () => {
    const result = check(registerSchema, { ...registration, role: "admin", is_verified: 1 });
    expect(result.ok).toBe(true);
    expect(result.value).not.toHaveProperty("role");
    expect(result.value).not.toHaveProperty("is_verified");
  });

  it("names every missing field", () => {
    expect(check(registerSchema, {})).toEqual({
      ok: false,
      fields: {
        name: messages.field.nameRequired,
        email: messages.field.emailRequired,
        mno: messages.field.mobileRequired,
        password: messages.field.passwordRequired,
      },
    });
  });

  it("refuses a bad email, mobile and a short password", () => {
    expect(check(registerSchema, { name: "A", email: "a@", mno: "12", password: "short" })).toEqual({
      ok: false,
      fields: {
        email: messages.field.emailInvalid,
        mno: messages.field.mobileInvalid,
        password: messages.field.passwordTooShort,
      },
    });
  });
});

describe("loginSchema", () => {
  it("lower-cases the email and keeps redirectTo", () => {
    expect(check(loginSchema, { email: "A@X.in", password: "x", redirectTo: "/edit" })).toEqual({
      ok: true,
      value: { email: "a@x.in", password: "x", redirectTo: "/edit" },
    });
  });

  it("checks any password length up to 1024 against the hash", () => {
    expect(check(loginSchema, { email: "a@x.in", password: "x".repeat(1024) }).ok).toBe(true);
    expect(check(loginSchema, { email: "a@x.in", password: "x".repeat(1025) })).toEqual({
      ok: false,
      fields: { password: messages.field.passwordTooLong },
    });
  });

  it.each([
    [{}, { email: messages.field.emailRequired, password: messages.field.passwordRequired }],
    [{ email: "a@x.in", password: "" }, { password: messages.field.passwordRequired }],
    [{ email: "a@x.in", password: "x", redirectTo: "/".repeat(2049) }, { redirectTo: expect.any(String) }],
  ])("refuses %j", (value, fields) => {
    expect(check(loginSchema, value)).toEqual({ ok: false, fields });
  });
});

describe("emailOnlySchema", () => {
  it("lower-cases and trims", () => {
    expect(check(emailOnlySchema, { email: "  A@X.In " })).toEqual({ ok: true, value: { email: "a@x.in" } });
  });

  it.each([[{}], [{ email: "" }], [{ email: "not-an-address" }], [{ email: ["a@x.in"] }]])(
    "refuses %j",
    (value) => {
      expect(check(emailOnlySchema, value).ok).toBe(false);
    },
  );
});

describe("resetPasswordSchema", () => {
  it("accepts a token and a new password", () => {
    expect(check(resetPasswordSchema, { token: "t", password: "Tulip-river-42" }).ok).toBe(true);
  });

  it.each([
    [{ password: "Tulip-river-42" }, { token: messages.account.linkInvalid }],
    [{ token: "", password: "Tulip-river-42" }, { token: messages.account.linkInvalid }],
    [{ token: "t".repeat(201), password: "Tulip-river-42" }, { token: expect.any(String) }],
    [{ token: "t", password: "Ab1-xyz" }, { password: messages.field.passwordTooShort }],
  ])("refuses %j", (value, fields) => {
    expect(check(resetPasswordSchema, value)).toEqual({ ok: false, fields });
  });
});

describe("profileSchema", () => {
  it("accepts name, email and a 10-digit mobile, and nothing else", () => {
    expect(
      check(profileSchema, {
        name: " Asha ",
        email: "A@X.in",
        mno: "9876543210",
        role: "admin",
        is_verified: "1",
        image: "x",
      }),
    ).toEqual({ ok: true, value: { name: "Asha", email: "a@x.in", mno: "9876543210" } });
  });

  it("keeps a mobile written with +91 and spaces as its ten digits, and refuses one that is not ten", () => {
    expect(check(profileSchema, { name: "A", email: "a@x.in", mno: "+91 98765 43210" })).toEqual({
      ok: true,
      value: { name: "A", email: "a@x.in", mno: "9876543210" },
    });
    expect(check(profileSchema, { name: "A", email: "a@x.in", mno: "98765 4321" })).toEqual({
      ok: false,
      fields: { mno: messages.field.mobileInvalid },
    });
  });

  it("takes no password: a new email needs access confirmed instead (decision 037)", () => {
    const profile = { name: "A", email: "a@x.in", mno: "9876543210" };
    expect(check(profileSchema, { ...profile, currentPassword: "given" })).toEqual({
      ok: true,
      value: profile,
    });
  });
});

describe("logoutSchema", () => {
  it("reads scope 'others' as every other session, and anything else as this one", () => {
    expect(check(logoutSchema, { scope: "others", _csrf: "t" })).toEqual({
      ok: true,
      value: { scope: "others" },
    });
    for (const value of [{}, { scope: "all" }, { scope: ["others"] }, { scope: 1 }])
      expect(check(logoutSchema, value)).toEqual({ ok: true, value: { scope: undefined } });
  });
});
