// What the users PDF export and its tests need from Debian: Poppler's pdftotext, pdfinfo and
// pdfimages (poppler-utils), with which the tests read the PDF back as a reader would, and DejaVu Sans
// (fonts-dejavu-core), the TrueType font the export draws users' Unicode names with.
import { ensurePackages } from "./apt.js";

/** Installs what is missing when that is possible here, else throws a one-line instruction. */
export function ensurePdfTools() {
  ensurePackages({
    "poppler-utils": "/usr/bin/pdftotext",
    "fonts-dejavu-core": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  });
}
