import { describe, expect, it } from "vitest";
import { confirmAccessMessages } from "../confirm-access";
import { twoFactorMessages as text } from "../two-factor-messages";
import { validate } from "../validation";
import { PASSKEY_NAME_MAX } from "./limits";
import { confirmAccessSchema, passkeySignInSchema, secondStepSchema, twoFactorSchema } from "./two-factor";

/** The outline of a WebAuthn answer, as @simplewebauthn/browser hands it over. */
const answer = {
  id: "AbC-_1",
  rawId: "AbC-_1",
  type: "public-key",
  response: { clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0", signature: "c2ln" },
  clientExtensionResults: {},
};

describe("secondStepSchema", () => {
  it("takes a code trimmed, an app's six digits or a recovery code, with where to go next", () => {
    expect(validate(secondStepSchema, { code: " 123456 ", redirectTo: "/admin" })).toEqual({
      ok: true,
      value: { code: "123456", redirectTo: "/admin" },
    });
    expect(validate(secondStepSchema, { code: "abcdef-ghijkl-mnopqr-stuvwx" })).toEqual({
      ok: true,
      value: { code: "abcdef-ghijkl-mnopqr-stuvwx" },
    });
  });

  it("asks for a missing or blank code, and calls a far too long one wrong", () => {
    expect(validate(secondStepSchema, {})).toEqual({ ok: false, fields: { code: text.codeRequired } });
    expect(validate(secondStepSchema, { code: "   " })).toEqual({
      ok: false,
      fields: { code: text.codeRequired },
    });
    expect(validate(secondStepSchema, { code: "1".repeat(40) })).toMatchObject({ ok: true });
    expect(validate(secondStepSchema, { code: "1".repeat(41) })).toEqual({
      ok: false,
      fields: { code: text.wrongCode },
    });
  });
});

describe("twoFactorSchema", () => {
  it("tells every change on the page apart by its intent", () => {
    expect(validate(twoFactorSchema, { intent: "app-start" })).toEqual({
      ok: true,
      value: { intent: "app-start" },
    });
    expect(validate(twoFactorSchema, { intent: "app-confirm", code: " 654321" })).toEqual({
      ok: true,
      value: { intent: "app-confirm", code: "654321" },
    });
    expect(validate(twoFactorSchema, { intent: "app-remove" })).toEqual({
      ok: true,
      value: { intent: "app-remove" },
    });
    expect(validate(twoFactorSchema, { intent: "recovery-codes" })).toEqual({
      ok: true,
      value: { intent: "recovery-codes" },
    });
    expect(validate(twoFactorSchema, { intent: "passkey-remove", id: "AbC-_1" })).toEqual({
      ok: true,
      value: { intent: "passkey-remove", id: "AbC-_1" },
    });
    expect(validate(twoFactorSchema, { intent: "passkey-options" })).toEqual({
      ok: true,
      value: { intent: "passkey-options" },
    });
    expect(validate(twoFactorSchema, { intent: "passkey-add", name: " Laptop ", response: answer })).toEqual({
      ok: true,
      value: { intent: "passkey-add", name: "Laptop", response: answer },
    });
    for (const intent of ["app-delete", "", undefined]) {
      expect(validate(twoFactorSchema, { intent })).toEqual({
        ok: false,
        fields: { intent: text.unknownIntent },
      });
    }
  });

  it("takes no password on the two-factor page (access is confirmed before it, decision 037), but a code to confirm an app", () => {
    for (const intent of ["app-remove", "recovery-codes"]) {
      expect(validate(twoFactorSchema, { intent, password: "given" })).toEqual({
        ok: true,
        value: { intent },
      });
    }
    expect(validate(twoFactorSchema, { intent: "passkey-remove", id: "AbC-_1", password: "given" })).toEqual({
      ok: true,
      value: { intent: "passkey-remove", id: "AbC-_1" },
    });
    expect(validate(twoFactorSchema, { intent: "app-confirm", code: "" })).toEqual({
      ok: false,
      fields: { code: text.codeRequired },
    });
  });

  it("confirms access with the password, and a code only when one is given; a passkey answer needs the password too", () => {
    expect(validate(confirmAccessSchema, { intent: "confirm", password: "", code: "123456" })).toEqual({
      ok: false,
      fields: { password: confirmAccessMessages.passwordRequired },
    });
    expect(validate(confirmAccessSchema, { intent: "confirm", password: "pw", code: " 123456 " })).toEqual({
      ok: true,
      value: { intent: "confirm", password: "pw", code: "123456" },
    });
    expect(validate(confirmAccessSchema, { intent: "confirm", password: "pw", code: "" })).toEqual({
      ok: true,
      value: { intent: "confirm", password: "pw", code: undefined },
    });
    expect(
      validate(confirmAccessSchema, { intent: "confirm", password: "pw", code: "x".repeat(41) }),
    ).toEqual({
      ok: false,
      fields: { code: text.wrongCode },
    });
    expect(validate(confirmAccessSchema, { intent: "passkey", response: answer })).toEqual({
      ok: false,
      fields: { password: confirmAccessMessages.passwordRequired },
    });
    expect(validate(confirmAccessSchema, { intent: "passkey-options" })).toEqual({
      ok: true,
      value: { intent: "passkey-options" },
    });
  });

  it("names a passkey to remove by an id of sensible length", () => {
    for (const id of ["", "x".repeat(1401)]) {
      expect(
        validate(twoFactorSchema, { intent: "passkey-remove", id, password: "secret pass" }),
      ).toMatchObject({
        ok: false,
        fields: { id: expect.any(String) },
      });
    }
    expect(
      validate(twoFactorSchema, { intent: "passkey-remove", id: "x".repeat(1400), password: "secret pass" }),
    ).toMatchObject({ ok: true });
  });

  it("asks a new passkey for its name and the outline of a public-key answer", () => {
    expect(validate(twoFactorSchema, { intent: "passkey-add", name: " ", response: answer })).toEqual({
      ok: false,
      fields: { name: text.passkeyNameRequired },
    });
    expect(
      validate(twoFactorSchema, {
        intent: "passkey-add",
        name: "n".repeat(PASSKEY_NAME_MAX + 1),
        response: answer,
      }),
    ).toMatchObject({ ok: false, fields: { name: expect.any(String) } });
    for (const response of [
      { ...answer, type: "password" },
      { ...answer, rawId: "" },
      { ...answer, response: {} },
      { ...answer, response: { clientDataJSON: "x".repeat(10_001) } },
      "not an object",
    ]) {
      expect(validate(twoFactorSchema, { intent: "passkey-add", name: "Laptop", response })).toMatchObject({
        ok: false,
        fields: { response: expect.any(String) },
      });
    }
  });
});

describe("passkeySignInSchema", () => {
  it("asks for a challenge, or signs in with an answer; nothing else", () => {
    expect(validate(passkeySignInSchema, { intent: "options" })).toEqual({
      ok: true,
      value: { intent: "options" },
    });
    expect(validate(passkeySignInSchema, { intent: "sign-in", response: answer })).toEqual({
      ok: true,
      value: { intent: "sign-in", response: answer },
    });
    expect(validate(passkeySignInSchema, { intent: "sign-in" })).toMatchObject({
      ok: false,
      fields: { response: expect.any(String) },
    });
    expect(validate(passkeySignInSchema, { intent: "register" })).toEqual({
      ok: false,
      fields: { intent: text.unknownIntent },
    });
  });
});
