// What the users PDF export and its tests need from Debian: Poppler's pdftotext, pdfinfo and
// pdfimages (poppler-utils), with which the tests read the PDF back as a reader would, and DejaVu Sans
// (fonts-dejavu-core), the TrueType font the export draws users' Unicode names with.
import { existsSync } from "node:fs";
import { aptInstall, canApt } from "./apt.js";

/** The file each package provides, to tell whether it is installed. */
const PACKAGES = {
  "poppler-utils": "/usr/bin/pdftotext",
  "fonts-dejavu-core": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
};

/** Installs what is missing when that is possible here, else throws a one-line instruction. */
export function ensurePdfTools() {
  const missing = Object.entries(PACKAGES)
    .filter(([, file]) => !existsSync(file))
    .map(([name]) => name);
  if (missing.length === 0) return;
  if (!canApt())
    throw new Error(
      `Missing ${missing.join(", ")}: install them (sudo apt-get install -y ${missing.join(" ")}).`,
    );
  process.stdout.write(`Installing Debian's ${missing.join(", ")}…\n`);
  aptInstall(missing);
  const still = missing.filter((name) => !existsSync(PACKAGES[/** @type {keyof typeof PACKAGES} */ (name)]));
  if (still.length > 0) throw new Error(`Installing ${still.join(", ")} did not provide their files.`);
}
