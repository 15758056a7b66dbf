import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./without-module-preloads.server";

const head =
  '<!DOCTYPE html><html><head><title>Zahlungsübersicht – ₹ 5,000</title><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="icon" href="/favicon.svg"/></head>';
const body =
  '<body><p>Literal &lt;link rel="modulepreload"&gt; text</p><link rel="modulepreload" href="/in-body.js"/>' +
  '<script type="module">import("/assets/entry.client.js");</script></body></html>';
const expected =
  '<!DOCTYPE html><html><head><title>Zahlungsübersicht – ₹ 5,000</title><link rel="stylesheet" href="/assets/app.css"/>' +
  `<link rel="icon" href="/favicon.svg"/></head>${body}`;

/** The document cut into chunks at the given byte offsets, as a stream would deliver it. */
const deliver = (cuts: number[]) => {
  const bytes = Buffer.from(head + body);
  const points = [...new Set(cuts)].sort((a, b) => a - b);
  const chunks = [0, ...points].map((start, index) => bytes.subarray(start, points[index] ?? bytes.length));
  return text(Readable.from(chunks.filter((chunk) => chunk.length > 0)).pipe(withoutModulePreloads()));
};

describe("withoutModulePreloads", () => {
  it("drops the module preloads of the head and keeps everything else byte for byte", async () => {
    expect(await deliver([])).toBe(expected);
  });

  it("gives the same document wherever the chunks are cut, inside tags and inside characters", async () => {
    const length = Buffer.byteLength(head + body);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: length - 1 }), { maxLength: 12 }), async (cuts) => {
        expect(await deliver(cuts)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
