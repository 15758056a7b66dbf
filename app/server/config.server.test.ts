import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

// One folder for the file's data folders, removed at its end: a test leaves nothing behind.
const folders = mkdtempSync(path.join(tmpdir(), "config-test-"));
afterAll(() => rmSync(folders, { recursive: true, force: true }));
const dataDir = () => mkdtempSync(path.join(folders, "data-"));

describe("configuration", () => {
  it("works with nothing set", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      PORT: 3000,
      APP_URL: "http://localhost:3000",
      DATABASE_URL: "file:./data/app.db",
      DATA_DIR: dir,
      UPLOADS_DIR: path.join(dir, "uploads"),
      MAX_UPLOAD_MB: 10,
      MAIL_ATTACH_MB: 5,
      RATE_LIMIT_FACTOR: 1,
      TRUST_PROXY: false,
      COMPANY_EMAIL: "info@example.com",
      HR_EMAIL: "hr@example.com",
      REQUIRE_ADMIN_2FA: true,
    });
  });

  it("reads the outbox's waits and the SMTP timeout, within their bounds", () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      OUTBOX_POLL_MS: 5000,
      OUTBOX_RETRY_BASE_MS: 30_000,
      SMTP_TIMEOUT_MS: 30_000,
    });
    const set = { OUTBOX_POLL_MS: "200", OUTBOX_RETRY_BASE_MS: "250", SMTP_TIMEOUT_MS: "1000" };
    expect(loadConfig({ DATA_DIR: dataDir(), ...set })).toMatchObject({
      OUTBOX_POLL_MS: 200,
      OUTBOX_RETRY_BASE_MS: 250,
      SMTP_TIMEOUT_MS: 1000,
    });
    // Twice the timeout must stay inside the outbox's five-minute lease (decision 049).
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_TIMEOUT_MS: "150000" })).toThrow(
      /^Invalid configuration: SMTP_TIMEOUT_MS .*\(got "150000"\)$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), OUTBOX_POLL_MS: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OUTBOX_RETRY_BASE_MS: "soon" })).toThrow(
      /OUTBOX_RETRY_BASE_MS/,
    );
  });

  it("reads the visitor counts' flush interval, raw days and roll-up interval, within their bounds", () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      ANALYTICS_FLUSH_MS: 5000,
      ANALYTICS_RAW_DAYS: 30,
      ANALYTICS_ROLL_UP_MS: 300_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), ANALYTICS_ROLL_UP_MS: "200" }).ANALYTICS_ROLL_UP_MS).toBe(200);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYTICS_ROLL_UP_MS: "10" })).toThrow(
      /ANALYTICS_ROLL_UP_MS/,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), ANALYTICS_FLUSH_MS: "100", ANALYTICS_RAW_DAYS: "90" }),
    ).toMatchObject({ ANALYTICS_FLUSH_MS: 100, ANALYTICS_RAW_DAYS: 90 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYTICS_RAW_DAYS: "0" })).toThrow(/ANALYTICS_RAW_DAYS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYTICS_FLUSH_MS: "soon" })).toThrow(
      /ANALYTICS_FLUSH_MS/,
    );
  });

  it("turns REQUIRE_ADMIN_2FA off only when told false", () => {
    const required = (value: string) =>
      loadConfig({ DATA_DIR: dataDir(), REQUIRE_ADMIN_2FA: value }).REQUIRE_ADMIN_2FA;
    expect(required("false")).toBe(false);
    expect(required("true")).toBe(true);
    expect(required("")).toBe(true);
  });

  it("creates a session secret once and reuses it", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dir, "session-secret")).mode & 0o777).toBe(0o600);
  });

  it("derives APP_URL from PORT and strips a trailing slash from a given one", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "8080" }).APP_URL).toBe("http://localhost:8080");
    expect(loadConfig({ DATA_DIR: dataDir(), APP_URL: "https://example.in/" }).APP_URL).toBe(
      "https://example.in",
    );
  });

  it("reads TRUST_PROXY as false, a hop count or addresses", () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust("false")).toBe(false);
    expect(trust("1")).toBe(1);
    expect(trust("loopback, 10.0.0.0/8")).toBe("loopback, 10.0.0.0/8");
  });

  it.each([
    ["the IPv4 range every address is in", "0.0.0.0/0", /0\.0\.0\.0\/0 is wider than an IPv4 \/8/],
    ["two halves of every IPv4 address", "0.0.0.0/1,128.0.0.0/1", /0\.0\.0\.0\/1 is wider than an IPv4 \/8/],
    ["an IPv4 /7 beside a proxy", "127.0.0.1, 10.0.0.0/7", /10\.0\.0\.0\/7 is wider than an IPv4 \/8/],
    ["an IPv4 netmask wider than /8", "10.0.0.0/254.0.0.0", /is wider than an IPv4 \/8/],
    ["an IPv6 /31", "2001:db8::/31", /2001:db8::\/31 is wider than an IPv6 \/32/],
    ["every IPv6 address", "::/0", /::\/0 is wider than an IPv6 \/32/],
    ["IPv4-mapped addresses as wide as an IPv4 /7", "::ffff:0.0.0.0/103", /is wider than an IPv4 \/8/],
    ["four proxy hops", "4", /count at most 3 proxies in front/],
    [
      "a name proxy-addr does not know",
      "nginx",
      /be false, a hop count or the proxies' addresses: invalid IP address: nginx/,
    ],
    ["false in capitals", "FALSE", /invalid IP address: FALSE/],
    ["an empty entry", "127.0.0.1,,10.0.0.1", /invalid IP address/],
  ])("refuses TRUST_PROXY naming %s, in one line that names it", (_name, value, why) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      new RegExp(
        `^Invalid configuration: TRUST_PROXY must .*${why.source}.*\\(got "${value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"\\)$`,
      ),
    );
  });

  it.each([
    "0",
    "3",
    "127.0.0.1",
    "10.0.0.0/8",
    "10.0.0.0/255.0.0.0",
    "2001:db8::/32",
    "::ffff:10.0.0.0/104",
    "loopback, uniquelocal, 192.168.1.7",
  ])("takes TRUST_PROXY=%j", (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).not.toThrow();
  });

  it.each(["true", "TRUE", "True", " true "])(
    "refuses TRUST_PROXY=%j in one line that names it and says what to use instead",
    (value) => {
      const load = () => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
      expect(load).toThrow(ConfigError);
      // The whole message: one line, and nothing after what to use instead.
      expect(load).toThrow(
        new RegExp(
          `^Invalid configuration: TRUST_PROXY must not be true, .*: use the number of proxies in front \\(1 behind one nginx\\) or the proxy's address \\(got "${value}"\\)$`,
        ),
      );
    },
  );

  it.each([
    ["PORT", "abc", /^Invalid configuration: PORT .* \(got "abc"\)$/],
    ["PORT", "70000", /^Invalid configuration: PORT/],
    [
      "DATABASE_URL",
      "mysql://x",
      /^Invalid configuration: DATABASE_URL must be file:<path> or postgres:\/\/…/,
    ],
    ["APP_URL", "ftp://example.com", /^Invalid configuration: APP_URL/],
    ["COMPANY_EMAIL", "not-an-address", /^Invalid configuration: COMPANY_EMAIL/],
    ["SMTP_URL", "http://mail", /^Invalid configuration: SMTP_URL must be smtp/],
    ["MAX_UPLOAD_MB", "-1", /^Invalid configuration: MAX_UPLOAD_MB/],
    ["MAIL_ATTACH_MB", "0", /^Invalid configuration: MAIL_ATTACH_MB/],
    ["RATE_LIMIT_FACTOR", "0.5", /^Invalid configuration: RATE_LIMIT_FACTOR/],
    ["LOG_LEVEL", "loud", /^Invalid configuration: LOG_LEVEL/],
    [
      "REQUIRE_ADMIN_2FA",
      "no",
      /^Invalid configuration: REQUIRE_ADMIN_2FA must be true or false \(got "no"\)$/,
    ],
    ["SESSION_SECRET", "short", /^Invalid configuration: SESSION_SECRET must be at least 32 characters/],
    [
      "MAX_WORKER_MEMORY_MB",
      "255",
      /^Invalid configuration: MAX_WORKER_MEMORY_MB must be a whole number of megabytes, at least 256 \(got "255"\)$/,
    ],
    [
      "MAX_WORKER_MEMORY_MB",
      "300.5",
      /^Invalid configuration: MAX_WORKER_MEMORY_MB must be a whole number of megabytes, at least 256 \(got "300.5"\)$/,
    ],
    [
      "MAX_WORKER_MEMORY_MB",
      "lots",
      /^Invalid configuration: MAX_WORKER_MEMORY_MB must be a whole number of megabytes, at least 256 \(got "lots"\)$/,
    ],
    ["METRICS_TOKEN", "short", /^Invalid configuration: METRICS_TOKEN must be at least 32 characters$/],
    ["METRICS_PORT", "0", /^Invalid configuration: METRICS_PORT .* \(got "0"\)$/],
    ["METRICS_PORT", "70000", /^Invalid configuration: METRICS_PORT/],
    ["METRICS_PORT", "91.5", /^Invalid configuration: METRICS_PORT/],
    ["METRICS_PORT", "prometheus", /^Invalid configuration: METRICS_PORT/],
    ...["0", "-5", "1.5", "thirty", "36501"].map(
      (value) =>
        [
          "LEAD_RETENTION_DAYS",
          value,
          new RegExp(
            `^Invalid configuration: LEAD_RETENTION_DAYS must be a whole number of days, from 1 to 36500 \\(got "${value}"\\)$`,
          ),
        ] as [string, string, RegExp],
    ),
  ])("names %s when it is %s, in one line", (variable, value, message) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), [variable]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
    try {
      load();
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it.each([
    ["SESSION_SECRET", "Kx9-not-quite-the-secret", "Kx9-not-quite-the-secret"],
    ["ADMIN_PASSWORD", "Pw7!zq", "Pw7!zq"],
    ["DATABASE_URL", "mysql://site:Db-Pw-4411@db.example.in/site", "Db-Pw-4411"],
    ["SMTP_URL", "https://mailer:Smtp-Pw-7733@mail.example.in", "Smtp-Pw-7733"],
    ["METRICS_TOKEN", "Mt-almost-the-token", "Mt-almost-the-token"],
  ])("names %s but never quotes its rejected value", (variable, value, secret) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), [variable]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
    try {
      load();
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
  });

  it("leaves MAX_WORKER_MEMORY_MB off unless a number of megabytes is given", () => {
    const limit = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { MAX_WORKER_MEMORY_MB: value }) })
        .MAX_WORKER_MEMORY_MB;
    expect(limit()).toBeUndefined();
    expect(limit("")).toBeUndefined();
    expect(limit("256")).toBe(256);
    expect(limit("1024")).toBe(1024);
  });

  it("keeps leads for ever unless LEAD_RETENTION_DAYS gives a number of days", () => {
    const days = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { LEAD_RETENTION_DAYS: value }) })
        .LEAD_RETENTION_DAYS;
    expect(days()).toBeUndefined();
    expect(days("")).toBeUndefined();
    expect(days("1")).toBe(1);
    expect(days("365")).toBe(365);
  });

  it("leaves /metrics off unless METRICS_TOKEN or METRICS_PORT is set", () => {
    const off = loadConfig({ DATA_DIR: dataDir() });
    expect(off.METRICS_TOKEN).toBeUndefined();
    expect(off.METRICS_PORT).toBeUndefined();
    const token = "t".repeat(32);
    const on = loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: token, METRICS_PORT: "9464" });
    expect(on.METRICS_TOKEN).toBe(token);
    expect(on.METRICS_PORT).toBe(9464);
  });

  it("refuses a METRICS_PORT that is the site's own PORT", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "8080", METRICS_PORT: "8080" })).toThrow(
      /^Invalid configuration: METRICS_PORT must differ from PORT$/,
    );
  });

  it("treats an empty optional value as unset", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: "", APP_URL: "", PORT: "" });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.APP_URL).toBe("http://localhost:3000");
  });
});
