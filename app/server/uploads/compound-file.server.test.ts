import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fc, test } from "@fast-check/vitest";
import { afterAll, describe, expect, it } from "vitest";
import { compoundFile, windowsInstaller, wordDocument } from "../../../tests/support/compound-file";
import { hasWordDocumentStream, isWordDocument, type ReadAt } from "./compound-file.server";

/** Reads from bytes in memory, as the file on disk is read. */
const inMemory =
  (bytes: Uint8Array): ReadAt =>
  async (offset, length) =>
    bytes.subarray(offset, offset + length);
const check = (bytes: Uint8Array) => hasWordDocumentStream(inMemory(bytes), bytes.length);

describe("hasWordDocumentStream", () => {
  it("finds the WordDocument stream at a Word document's root", async () => {
    expect(await check(wordDocument())).toBe(true);
  });

  it("finds it among many entries, over several directory sectors", async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ name: `Stream ${i}` }));
    expect(await check(compoundFile([...many, { name: "WordDocument" }]))).toBe(true);
  });

  it.each([
    ["a Windows installer", windowsInstaller()],
    ["an Excel 97-2003 workbook", compoundFile([{ name: "Workbook" }, { name: "\u0005SummaryInformation" }])],
    [
      "a WordDocument that is a storage, not a stream",
      compoundFile([{ name: "WordDocument", children: [] }]),
    ],
    [
      "a WordDocument only inside a storage (a document embedded in something else)",
      compoundFile([{ name: "Workbook" }, { name: "MBD0001", children: [{ name: "WordDocument" }] }]),
    ],
    ["a name that only starts the same", compoundFile([{ name: "WordDocumentX" }])],
    ["a container with nothing in it", compoundFile([])],
  ])("says no for %s", async (_name, bytes) => {
    expect(await check(bytes)).toBe(false);
  });

  it("says no for a directory chain that loops, and for a root child that points back", async () => {
    const looping = wordDocument();
    // The directory's only sector (1) names itself as the next one.
    looping.writeUInt32LE(1, 512 + 4);
    expect(await check(looping)).toBe(false);
    const cycle = compoundFile([{ name: "A" }, { name: "B" }, { name: "WordDocument" }]);
    // B's right sibling becomes A again, before WordDocument is reached.
    cycle.writeUInt32LE(1, 1024 + 2 * 128 + 0x48);
    expect(await check(cycle)).toBe(false);
  });

  it("says no for a file cut short, another signature, or another sector size", async () => {
    const doc = wordDocument();
    expect(await check(doc.subarray(0, 511))).toBe(false);
    expect(await check(doc.subarray(0, 1024))).toBe(false);
    const otherSignature = Buffer.from(doc);
    otherSignature[7] = 0;
    expect(await check(otherSignature)).toBe(false);
    const otherShift = Buffer.from(doc);
    otherShift.writeUInt16LE(12, 0x1e);
    expect(await check(otherShift)).toBe(false);
  });

  const header = () => Buffer.from(wordDocument().subarray(0, 76));
  test.prop([fc.uint8Array({ maxLength: 4096 }).map((rest) => Buffer.concat([header(), rest]))])(
    "never throws on a header followed by anything",
    async (bytes) => {
      expect(typeof (await check(bytes))).toBe("boolean");
    },
  );

  test.prop([
    fc.array(fc.tuple(fc.nat({ max: 2047 }), fc.integer({ min: 0, max: 255 })), {
      minLength: 1,
      maxLength: 40,
    }),
    fc.integer({ min: 0, max: 2048 }),
  ])(
    "never throws on a Word document with hostile bytes written over it, or cut short",
    async (changes, cut) => {
      const bytes = Buffer.from(wordDocument());
      for (const [at, value] of changes) bytes[at % bytes.length] = value;
      const hostile = bytes.subarray(0, Math.max(cut, 512));
      expect(typeof (await check(hostile))).toBe("boolean");
      // A size that disagrees with the bytes: a file that grew or shrank while it was read.
      expect(typeof (await hasWordDocumentStream(inMemory(hostile), hostile.length * 4))).toBe("boolean");
    },
  );

  test.prop([fc.array(fc.nat(), { minLength: 1, maxLength: 128 })])(
    "never throws when every number in the header is hostile",
    async (numbers) => {
      const bytes = Buffer.from(wordDocument());
      numbers.forEach((value, i) => {
        bytes.writeUInt32LE(value >>> 0, 0x18 + ((4 * i) % (512 - 0x18 - 4)));
      });
      expect(typeof (await check(bytes))).toBe("boolean");
    },
  );
});

describe("isWordDocument", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "compound-file-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the file on disk", async () => {
    const doc = path.join(dir, "cv.doc");
    const msi = path.join(dir, "setup.msi");
    writeFileSync(doc, wordDocument());
    writeFileSync(msi, windowsInstaller());
    expect(await isWordDocument(doc)).toBe(true);
    expect(await isWordDocument(msi)).toBe(false);
  });
});
