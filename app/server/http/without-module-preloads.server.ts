import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/**
 * Passes an HTML document through without the `<link rel="modulepreload">` tags of its head
 * (docs/decisions/017): on a slow mobile connection they share the bandwidth with the stylesheet
 * and delay the first paint, while the page's text needs no script to show. The scripts still
 * load, from the module script at the end of the body. Only the head is looked at; a tag or a
 * character split between two chunks is held back until the rest arrives.
 */
export function withoutModulePreloads() {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let text = held + decoder.write(chunk);
      held = "";
      if (!inHead) return callback(null, text);
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        return callback(null, text.slice(0, headEnd).replace(MODULE_PRELOAD, "") + text.slice(headEnd));
      }
      const open = text.lastIndexOf("<");
      if (open !== -1 && !text.includes(">", open)) {
        held = text.slice(open);
        text = text.slice(0, open);
      }
      callback(null, text.replace(MODULE_PRELOAD, ""));
    },
    flush(callback) {
      callback(null, held + decoder.end());
    },
  });
}
