import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { mailboxOf, maskAddress } from "./mailbox";

/** A local part as people write one: letters and digits, dots between them. */
const localPart = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join("."));

/** The same text with each letter in either case. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join(""));

/** The text with dots put anywhere in it, as Gmail ignores them. */
const dotted = (text: string) =>
  fc
    .array(fc.nat({ max: 2 }), { minLength: text.length + 1, maxLength: text.length + 1 })
    .map(
      (dots) =>
        [...text].map((char, index) => ".".repeat(dots[index] ?? 0) + char).join("") +
        ".".repeat(dots.at(-1) ?? 0),
    );

/** A `+tag`: anything but `@`, or none. */
const plusTag = fc.option(
  fc.string({ maxLength: 20 }).map((tag) => `+${tag.replaceAll("@", "")}`),
  { nil: "" },
);

describe("mailboxOf", () => {
  it.each([
    ["Victim@Example.org", "victim@example.org", "example.org"],
    ["victim+1@example.org", "victim@example.org", "example.org"],
    ["VICTIM+refund+now@EXAMPLE.ORG", "victim@example.org", "example.org"],
    [" victim@example.org ", "victim@example.org", "example.org"],
    ["victim@example.org.", "victim@example.org", "example.org"],
    // Dots count at providers that do not say they ignore them.
    ["vic.tim@example.org", "vic.tim@example.org", "example.org"],
    ["Vic.Tim+x@GMail.com", "victim@gmail.com", "gmail.com"],
    ["v.i.c.t.i.m@googlemail.com", "victim@gmail.com", "gmail.com"],
    ["+tag@example.org", "@example.org", "example.org"],
  ])("takes %j to the mailbox %j at %j", (address, key, domain) => {
    expect(mailboxOf(address)).toEqual({ key, domain });
  });

  it.each([
    ["", ""],
    ["no address", "no address"],
    ["a@b@Example.org", "a@b@example.org"],
    ["a@constructor", "a@constructor"],
    ["a@__proto__", "a@__proto__"],
  ])("gives %j a key of its own without failing", (address, key) => {
    expect(mailboxOf(address).key).toBe(key);
  });

  /** A Gmail mailbox, and one way of writing it: any case, dots anywhere, any +tag, either domain. */
  const gmailVariant = fc
    .tuple(localPart, fc.constantFrom("gmail.com", "googlemail.com"))
    .chain(([local, domain]) => {
      const bare = local.replaceAll(".", "");
      return fc
        .tuple(dotted(bare).chain(anyCase), plusTag, anyCase(domain))
        .map(([written, tag, host]) => ({ key: `${bare}@gmail.com`, address: `${written}${tag}@${host}` }));
    });

  test.prop([gmailVariant])(
    "takes every +tag, case and dot variant of a Gmail address to one key",
    ({ key, address }) => {
      expect(mailboxOf(address)).toEqual({ key, domain: "gmail.com" });
    },
  );

  const otherVariant = fc
    .tuple(localPart, plusTag, fc.constantFrom("example.org", "yahoo.co.in", "rediffmail.com"))
    .chain(([local, tag, domain]) =>
      anyCase(`${local}${tag}@${domain}`).map((address) => ({ key: `${local}@${domain}`, address })),
    );

  test.prop([otherVariant])(
    "takes every +tag and case variant elsewhere to one key, keeping the dots",
    ({ key, address }) => {
      expect(mailboxOf(address).key).toBe(key);
    },
  );

  test.prop([localPart, localPart])(
    "keeps different mailboxes apart at a provider that counts dots",
    (one, other) => {
      fc.pre(one !== other);
      expect(mailboxOf(`${one}@example.org`).key).not.toBe(mailboxOf(`${other}@example.org`).key);
    },
  );

  test.prop([
    fc.oneof(
      fc.string({ unit: "binary", maxLength: 300 }),
      fc
        .array(fc.constantFrom("@", "+", ".", " ", "A", "ß", "İ", "\u0000", "\r\n"), { maxLength: 40 })
        .map((parts) => parts.join("")),
    ),
  ])("never fails on what a hostile client sends, and a key is its own key", (address) => {
    const { key, domain } = mailboxOf(address);
    expect(typeof key).toBe("string");
    expect(typeof domain).toBe("string");
    expect(mailboxOf(key).key).toBe(key);
  });
});

describe("maskAddress", () => {
  it("keeps the first letter of the local part and of the domain, and the top-level domain", () => {
    expect(maskAddress("attacker@evil.example")).toBe("a***@e***.example");
    expect(maskAddress("WIN.Rs.50000@mail.evil.example.com")).toBe("W***@m***.com");
    expect(maskAddress("a@b")).toBe("***@***");
    expect(maskAddress("no-at-sign")).toBe("n***");
  });
});
