// DejaVu Sans: the users PDF export draws Unicode names with it. Poppler: the tests read the PDF back.
import { ensurePackages } from "./apt.js";

export function ensurePdfTools() {
  ensurePackages({
    "poppler-utils": "/usr/bin/pdftotext",
    "fonts-dejavu-core": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  });
}
