// Debian's Chromium, never Playwright's download: that needs the internet.
import { existsSync } from "node:fs";
import { aptInstall, canApt } from "./apt.js";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
// Preferred when installed: without the window layer, a page visit costs less CPU.
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].filter(Boolean);
  return candidates.find((candidate) => existsSync(/** @type {string} */ (candidate)));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (!canApt()) {
    throw new Error(
      "Chromium not found: install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.",
    );
  }
  process.stdout.write("Chromium not found: installing Debian's chromium package…\n");
  aptInstall(["chromium"]);
  const installed = findChromium();
  if (!installed)
    throw new Error("Installing chromium did not provide /usr/bin/chromium; set CHROMIUM_PATH.");
  return installed;
}

// With a page of the site kept open (tests/e2e/fixtures.ts), --process-per-site lets new pages
// reuse its renderer instead of each starting a process.
export const chromiumArgs = [
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--process-per-site",
  // Two processes fewer.
  "--in-process-gpu",
  "--enable-features=NetworkServiceInProcess",
  // A test's page lives for seconds: optimising it costs more than it gives back.
  "--js-flags=--no-opt --no-maglev",
];
