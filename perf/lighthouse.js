// `npm run lighthouse`: Lighthouse (mobile preset) on the built site in Debian's Chromium, printing
// the four category scores, the scripts' weight, main-thread work, LCP, TBT and CLS for the main
// pages (the median of three runs each).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, ensureChromium } from "../tests/support/chromium.js";

const pages =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : // The pages that only show, then the pages with forms.
      [
        "/",
        "/services",
        "/about",
        "/employee",
        "/video",
        "/courses",
        "/privacy",
        "/jobs",
        "/contact",
        "/need",
        "/login",
      ];
const port = 3399;

/**
 * Every script the page ran, as the browser test counts them: its files as sent (compressed), from
 * Lighthouse's resource summary, and its inline scripts' text, gzipped.
 */
function scriptKilobytes(/** @type {any} */ lhr, /** @type {any} */ artifacts) {
  const files = lhr.audits["resource-summary"]?.details?.items?.find(
    (/** @type {any} */ item) => item.resourceType === "script",
  );
  const inline = (artifacts.Scripts ?? [])
    .filter((/** @type {any} */ script) => script.url === lhr.finalDisplayedUrl && script.content)
    .reduce(
      (/** @type {number} */ sum, /** @type {any} */ script) => sum + gzipSync(script.content).length,
      0,
    );
  return (((files?.transferSize ?? 0) + inline) / 1024).toFixed(1);
}
const RUNS = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), "site-lighthouse-"));

const server = spawn(process.execPath, ["server/index.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not start");
}

const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ["--headless=new", "--no-sandbox", ...chromiumArgs],
});

try {
  await waitForServer();
  // One request per page first, so the measured loads do not include the server's warm-up.
  for (const page of pages) await (await fetch(`http://127.0.0.1:${port}${page}`)).text();
  /** @type {Record<string, string | number | undefined>[]} */
  const rows = [];
  for (const page of pages) {
    // Timings on a shared machine vary from run to run: like Lighthouse CI, report the run with the
    // median performance score of three.
    /** @type {import("lighthouse").RunnerResult[]} */
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      // Chromium now and then loses a trace (NO_NAVSTART); such a run measured nothing, so run again.
      if (result?.lhr.runtimeError)
        process.stdout.write(`${page}: ${result.lhr.runtimeError.code}, running again\n`);
      else if (result) runs.push(result);
    }
    const performance = (/** @type {import("lighthouse").RunnerResult} */ run) =>
      run.lhr.categories.performance?.score ?? 0;
    runs.sort((a, b) => performance(a) - performance(b));
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) throw new Error(`no Lighthouse run for ${page}`);
    const { categories, audits } = median.lhr;
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "JS (KB)": scriptKilobytes(median.lhr, median.artifacts),
      "main thread": audits["mainthread-work-breakdown"]?.displayValue,
      LCP: audits["largest-contentful-paint"]?.displayValue,
      TBT: audits["total-blocking-time"]?.displayValue,
      CLS: audits["cumulative-layout-shift"]?.displayValue,
    });
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.map((ref) => audits[ref.id]))
      .flatMap((audit) =>
        audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative"
          ? [`${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`]
          : [],
      );
    if (failing.length > 0) process.stdout.write(`${page}: below full marks: ${failing.join(", ")}\n`);
  }
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (/** @type {unknown[]} */ cells) =>
    `${cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 0)).join(" | ")}\n`;
  process.stdout.write(line(columns) + line(widths.map((width) => "-".repeat(width))));
  for (const row of rows) process.stdout.write(line(columns.map((column) => row[column])));
} finally {
  chrome.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
