import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compoundFile, windowsInstaller, wordDocument } from "../../../tests/support/compound-file";
import { detectKind, PlainTextCheck } from "./file-kinds.server";

/** Runs the check over the given chunks, as the upload receiver feeds it. */
const isPlainText = (...chunks: (string | Uint8Array)[]) => {
  const check = new PlainTextCheck();
  for (const chunk of chunks) check.push(typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk);
  return check.result;
};

describe("PlainTextCheck", () => {
  it.each([
    ["a line", "Curriculum vitae"],
    ["several lines with tabs and a form feed", "Name:\tAsha\r\nSkills:\tSQL\n\fPage 2\n"],
    ["non-ASCII text", "Müller — ₹ 5,00,000 — 日本語"],
    ["a byte-order mark and blank lines before the text", "\ufeff\n\n  Hello"],
    ["a '<' later in the text", "Use a < b and <b> in prose"],
  ])("accepts %s", (_name, text) => {
    expect(isPlainText(text)).toBe(true);
  });

  it("accepts a character split across chunks", () => {
    const bytes = new TextEncoder().encode("café");
    expect(isPlainText(bytes.slice(0, 4), bytes.slice(4))).toBe(true);
  });

  it.each([
    ["HTML", "<!DOCTYPE html><html><body>Hi</body></html>"],
    ["HTML after blank lines", "\n\n   <html>"],
    ["HTML after a byte-order mark", "\ufeff<html>"],
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["XML", '<?xml version="1.0"?><cv/>'],
    ["a NUL byte", "Name\u0000Asha"],
    ["another control character", "bell\u0007"],
    ["DEL", "rub\u007fout"],
    ["nothing at all", ""],
    ["only white space", " \n\t "],
  ])("refuses %s", (_name, text) => {
    expect(isPlainText(text)).toBe(false);
  });

  it("refuses markup that starts in a later chunk after white space", () => {
    expect(isPlainText("\n  ", "  <script>alert(1)</script>")).toBe(false);
  });

  it("refuses a NUL byte in a later chunk", () => {
    expect(isPlainText("fine so far\n", new Uint8Array([0x41, 0x00, 0x42]))).toBe(false);
  });

  it.each([
    ["a stray continuation byte", [0x43, 0x56, 0x80, 0x0a]],
    ["bytes that are never UTF-8", [0x43, 0xff, 0xfe]],
    ["an overlong encoding", [0x41, 0xc0, 0xaf]],
    ["a character cut off at the end", [0x63, 0x61, 0x66, 0xc3]],
  ])("refuses invalid UTF-8: %s", (_name, bytes) => {
    expect(isPlainText(new Uint8Array(bytes))).toBe(false);
  });
});

describe("detectKind", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "file-kinds-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, bytes: Uint8Array | string) => {
    const target = path.join(dir, name);
    writeFileSync(target, bytes);
    return target;
  };

  it("names files on the allow-list by their bytes, whatever their name", async () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    expect(await detectKind(file("photo.txt", png), false)).toEqual({ ext: "png", mime: "image/png" });
    expect(await detectKind(file("cv.png", "%PDF-1.4\n%%EOF\n"), false)).toEqual({
      ext: "pdf",
      mime: "application/pdf",
    });
  });

  it("takes plain text only when the stream check said so", async () => {
    const text = file("cv.txt", "Plain words\n");
    expect(await detectKind(text, true)).toEqual({ ext: "txt", mime: "text/plain" });
    expect(await detectKind(text, false)).toBeNull();
  });

  it("refuses recognised types that are not on the allow-list", async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
    expect(await detectKind(file("cv.docx", zip), false)).toBeNull();
    const gif = Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;", "latin1");
    expect(await detectKind(file("cv.gif", gif), true)).toBeNull();
  });

  it("takes a compound file as a Word document only with a WordDocument stream at its root", async () => {
    expect(await detectKind(file("cv.doc", wordDocument()), false)).toEqual({
      ext: "doc",
      mime: "application/msword",
    });
    expect(await detectKind(file("Asha_Resume.msi", windowsInstaller()), false)).toBeNull();
    const workbook = compoundFile([{ name: "Workbook" }, { name: "\u0005SummaryInformation" }]);
    expect(await detectKind(file("cv.doc", workbook), false)).toBeNull();
  });
});
