import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

/**
 * Which inline scripts and styles a static page may have its CSP allow by their hashes (decision
 * 014 as amended on 2026-11-28): only the build's own, never whatever a page happens to hold. A
 * page rendered again after a publish is made by the same build from other content, so its
 * inline scripts are the build's own but for one kind, React Router's chunks of loader data, which
 * carry the content and are allowed by their shape instead (`DATA_CHUNK`).
 */

const source = (content: string) => `'sha256-${createHash("sha256").update(content).digest("base64")}'`;

/**
 * Script and style elements with their content, as a browser ends them (at `</script` followed by
 * a space, a slash or `>`). A script this misses is not allowed: only what it finds gets a hash.
 */
const ELEMENTS = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1[\s/>]/gi;

/** Script types that are data (JSON-LD): the browser runs none of them, and the CSP leaves them alone. */
const DATA_TYPES = /^application\/(ld\+)?json$/i;

const typeOf = (attributes: string) =>
  /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)?.slice(1).find(Boolean) ?? "";

/**
 * React Router's chunk of loader data: one call with one string literal, JSON-encoded, with `<`,
 * `>` and `&` escaped (StreamTransfer). A quote or backslash in it only as an escape, the literal
 * ends at its last quote: whatever text it holds is data, and without those three characters it
 * cannot end its element either, so the content in it cannot become a script.
 */
const DATA_CHUNK =
  /^window\.__reactRouterContext\.streamController\.enqueue\("(?:[^"\\<>&\u2028\u2029]|\\["\\/bfnrt]|\\u[\da-fA-F]{4})*"\);$/;

/** The hashes of the inline scripts and styles in `html` a browser would run or apply. */
function inlineSources(html: string) {
  const scripts = new Map<string, string>();
  const styles = new Set<string>();
  for (const [, element = "", attributes = "", content = ""] of html.matchAll(ELEMENTS)) {
    if (!content) continue;
    if (element.toLowerCase() === "style") styles.add(source(content));
    else if (!DATA_TYPES.test(typeOf(attributes).trim())) scripts.set(source(content), content);
  }
  return { scripts, styles };
}

/**
 * The sources of the build's own inline scripts and styles: those of the pages it prerendered
 * (`build/prerendered.json`, made by `npm run build`). None without a build.
 */
export function buildSources(file: string): ReadonlySet<string> {
  const own = new Set<string>();
  if (!existsSync(file)) return own;
  for (const html of Object.values(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)) {
    const { scripts, styles } = inlineSources(html);
    for (const hash of [...scripts.keys(), ...styles]) own.add(hash);
  }
  return own;
}

export type PageSources =
  | { ok: true; scripts: string[]; styles: string[] }
  | {
      ok: false;
      /** The hashes of the inline scripts and styles that are neither the build's own nor data. */
      foreign: string[];
    };

/**
 * The CSP sources of exactly this page's inline scripts and styles, when each one is the build's
 * own (`own`) or a chunk of React Router's loader data; else the ones that are neither.
 */
export function pageSources(html: string, own: ReadonlySet<string>): PageSources {
  const { scripts, styles } = inlineSources(html);
  const foreign = [
    ...[...scripts]
      .filter(([hash, content]) => !own.has(hash) && !DATA_CHUNK.test(content))
      .map(([hash]) => hash),
    ...[...styles].filter((hash) => !own.has(hash)),
  ];
  return foreign.length > 0
    ? { ok: false, foreign }
    : { ok: true, scripts: [...scripts.keys()], styles: [...styles] };
}
