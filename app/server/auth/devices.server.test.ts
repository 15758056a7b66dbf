import { describe, expect, it } from "vitest";
import { describeDevice } from "./devices.server";

describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "Safari on Mac",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
      "Chrome on iPhone",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
      "Opera on Windows",
    ],
    [
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome on ChromeOS",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64)", "Linux"],
    ["curl/8.5.0", "curl"],
    ["python-requests/2.31.0", "python-requests"],
    ["node", "node"],
  ])("names %j as %j", (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it.each([[null], [""], ["Mozilla/5.0 (compatible)"], ["<script>alert(1)</script>"], ["   "]])(
    "names nothing for %j",
    (userAgent) => {
      expect(describeDevice(userAgent)).toBeNull();
    },
  );

  it("reads only the start of an overlong header, and names it in at most 30 characters", () => {
    expect(describeDevice(`${"x".repeat(600)} Firefox/128.0 (Windows NT 10.0)`)).toBeNull();
    expect(describeDevice("a".repeat(5000))).toBeNull();
    expect(describeDevice(`${"b".repeat(30)}/1.0`)).toBe("b".repeat(30));
  });
});
