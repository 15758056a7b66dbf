import { describe, expect, it } from "vitest";
import { PlainTextCheck } from "./multipart.server";

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
