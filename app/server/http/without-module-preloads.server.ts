const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = Buffer.from("</head>");

/**
 * The HTML document without the `<link rel="modulepreload">` tags of its head
 * (docs/decisions/017): on a slow mobile connection they share the bandwidth with the stylesheet
 * and delay the first paint, while the page's text needs no script to show. The scripts still
 * load, from the module script at the end of the body. Only the head is looked at, as Latin-1 so
 * every byte comes back as it was; the body is passed on untouched.
 */
export function withoutModulePreloads(document: Buffer): Buffer {
  const headEnd = document.indexOf(HEAD_END);
  if (headEnd === -1) return document;
  const head = document.subarray(0, headEnd).toString("latin1");
  const kept = head.replace(MODULE_PRELOAD, "");
  if (kept.length === head.length) return document;
  return Buffer.concat([Buffer.from(kept, "latin1"), document.subarray(headEnd)]);
}
