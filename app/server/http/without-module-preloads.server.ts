const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = Buffer.from("</head>");

// On a slow connection modulepreload shares the bandwidth with the stylesheet and delays the first
// paint; the scripts still load from the end of the body. Latin-1 gives every byte back as it was.
export function withoutModulePreloads(document: Buffer): Buffer {
  const headEnd = document.indexOf(HEAD_END);
  if (headEnd === -1) return document;
  const head = document.subarray(0, headEnd).toString("latin1");
  const kept = head.replace(MODULE_PRELOAD, "");
  if (kept.length === head.length) return document;
  return Buffer.concat([Buffer.from(kept, "latin1"), document.subarray(headEnd)]);
}
