import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compoundFile, windowsInstaller, wordDocument } from "../../../tests/support/compound-file";
import { detectKind } from "./file-kinds.server";

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
