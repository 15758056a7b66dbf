import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { fileNameOf, withoutFormatCharacters } from "./file-names";

describe("withoutFormatCharacters", () => {
  it.each([
    ["a right-to-left override", "x\u202efdp.exe", "xfdp.exe"],
    [
      "marks, embeddings and isolates",
      "\u200ea\u200fb\u202ac\u202bd\u202ce\u202df\u2066g\u2067h\u2068i\u2069",
      "abcdefghi",
    ],
    [
      "the Arabic letter mark, soft hyphen, zero-width space and a tag",
      "a\u061cb\u00adc\u200bd\u{e0041}",
      "abcd",
    ],
  ])("removes %s", (_name, text, clean) => {
    expect(withoutFormatCharacters(text)).toBe(clean);
  });

  it("keeps the joiners that Indic scripts and emoji need, and line breaks", () => {
    const text = "क्\u200dष र्\u200cय 👩\u200d💻\nAsha";
    expect(withoutFormatCharacters(text)).toBe(text);
  });
});

describe("fileNameOf", () => {
  it.each([
    ["Asha_CV.hta", "pdf", "Asha_CV.pdf"],
    ["x\u202efdp.exe", "pdf", "xfdp.pdf"],
    ["Asha_Resume.msi", "doc", "Asha_Resume.doc"],
    ["Lebenslauf Müller (final).pdf", "pdf", "Lebenslauf Müller (final).pdf"],
    ["cv", "txt", "cv.txt"],
    ["cv.exe.pdf", "pdf", "cv.exe.pdf"],
    ['a:b*c?"d<e>f|g\\h/i.doc', "doc", "a b c d e f g h i.doc"],
    ["line\nbreak\u2028here.pdf", "pdf", "line break here.pdf"],
    ["..hidden.", "png", "hidden.png"],
    [".pdf", "pdf", "file.pdf"],
    ["\u202e", "jpg", "file.jpg"],
    ["", "pdf", "file.pdf"],
  ])("names %j holding a %s as %j", (name, ext, expected) => {
    expect(fileNameOf(name, ext)).toBe(expected);
  });

  it("keeps at most 120 characters of the base", () => {
    expect(fileNameOf(`${"ä".repeat(300)}.pdf`, "pdf")).toBe(`${"ä".repeat(120)}.pdf`);
  });

  test.prop([
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.constantFrom("pdf", "doc", "docx", "png", "txt"),
  ])("always ends in the detected extension, with no format, control or path characters", (name, ext) => {
    const file = fileNameOf(name, ext);
    expect(file.endsWith(`.${ext}`)).toBe(true);
    expect(file.slice(0, -ext.length - 1)).not.toBe("");
    expect(file).not.toMatch(/(?![\u200c\u200d])[\p{Cf}\p{Cc}\p{Zl}\p{Zp}\\/:*?"<>|]/u);
    expect(file).not.toMatch(/^[\s.]/u);
  });
});
