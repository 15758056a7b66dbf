// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless shell, else
// Debian's /usr/bin/chromium.
// When it is missing and we are root with apt-get, installs Debian's `chromium`; otherwise stops
// with a one-line instruction. Playwright's own browser download needs the internet, so it is never used.
import { existsSync } from "node:fs";
import { aptInstall, canApt } from "./apt.js";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
// The same Chromium without the browser's window layer: a page visit costs less CPU, and the
// browser tests are CPU-bound (decision 026). Used when installed (Debian's
// chromium-headless-shell), which only .ci/run installs.
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The Chromium executable, or undefined when there is none. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].filter(Boolean);
  return candidates.find((candidate) => existsSync(/** @type {string} */ (candidate)));
}

/** The Chromium executable, installing Debian's package first when that is possible here. */
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

/**
 * Flags for a headless Chromium on a machine with no outside network. One renderer process per site:
 * with a page of the site kept open (tests/e2e/fixtures.ts), new pages reuse it instead of each
 * starting a process, which costs this 2-core machine more than the page itself (decision 026).
 */
export const chromiumArgs = [
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--process-per-site",
  // The GPU thread and the network service inside the browser process, two processes fewer: the
  // browser tests took less CPU so, measured in turn.
  "--in-process-gpu",
  "--enable-features=NetworkServiceInProcess",
  // A test's page lives for seconds: V8's optimising compilers (Maglev, TurboFan) cost the
  // renderer more than they give back: the page tests' renderers took less CPU without them,
  // measured in turn.
  "--js-flags=--no-opt --no-maglev",
];
