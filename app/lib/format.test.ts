import { expect, it } from "vitest";
import { formatBytes } from "./format";

it("formats file sizes for people", () => {
  expect(formatBytes(512)).toBe("512 bytes");
  expect(formatBytes(1536)).toBe("1.5 kB");
  expect(formatBytes(10 * 1024 * 1024)).toBe("10.0 MB");
});
