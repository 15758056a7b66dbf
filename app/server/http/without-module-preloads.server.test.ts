import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./without-module-preloads.server";

const head =
  '<!DOCTYPE html><html><head><title>Zahlungsübersicht – ₹ 5,000</title><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="icon" href="/favicon.svg"/></head>';
const body =
  '<body><p>Literal &lt;link rel="modulepreload"&gt; text, 你好</p><link rel="modulepreload" href="/in-body.js"/>' +
  '<script type="module">import("/assets/entry.client.js");</script></body></html>';
const expected =
  '<!DOCTYPE html><html><head><title>Zahlungsübersicht – ₹ 5,000</title><link rel="stylesheet" href="/assets/app.css"/>' +
  `<link rel="icon" href="/favicon.svg"/></head>${body}`;

describe("withoutModulePreloads", () => {
  it("drops the module preloads of the head and keeps everything else byte for byte", () => {
    expect(withoutModulePreloads(Buffer.from(head + body)).toString("utf8")).toBe(expected);
  });

  it("gives back a document without preloads, or without a head, as it was", () => {
    for (const document of [Buffer.from(expected), Buffer.from(body)])
      expect(withoutModulePreloads(document)).toBe(document);
  });
});
