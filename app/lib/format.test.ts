import { expect, it } from "vitest";
import { csvTime, formatBytes, formatDateTime } from "./format";

it("formats file sizes for people", () => {
  expect(formatBytes(512)).toBe("512 bytes");
  expect(formatBytes(1536)).toBe("1.5 kB");
  expect(formatBytes(10 * 1024 * 1024)).toBe("10.0 MB");
});

it("shows stored times in India time, across midnight and with the half hour", () => {
  expect(formatDateTime("2026-11-23T14:05:00.000Z")).toBe("2026-11-23 19:35 IST");
  expect(formatDateTime("2026-12-31T18:45:10.000Z")).toBe("2027-01-01 00:15 IST");
  expect(formatDateTime("not a time")).toBe("not a time");
});

it("switches unit exactly at 1 kB and 1 MB", () => {
  expect(formatBytes(1023)).toBe("1023 bytes");
  expect(formatBytes(1024)).toBe("1.0 kB");
  expect(formatBytes(1024 * 1024 - 1)).toBe("1024.0 kB");
  expect(formatBytes(1024 * 1024)).toBe("1.0 MB");
});

it("writes a CSV's time in India time with its offset, to the second", () => {
  expect(csvTime("2026-12-05T15:30:00.248Z")).toBe("2026-12-05 21:00:00+05:30");
  expect(csvTime("2026-12-05T18:30:00Z")).toBe("2026-12-06 00:00:00+05:30");
  expect(csvTime(new Date("2026-12-05T15:29:53.248Z"))).toBe("2026-12-05 20:59:53+05:30");
  expect(csvTime("not a time")).toBe("not a time");
});
