import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";

// A CSP hash may allow only the build's own inline code, never whatever a page happens to hold.

const source = (content: string) => `'sha256-${createHash("sha256").update(content).digest("base64")}'`;

// Ends elements as a browser does; a script this misses is simply not allowed.
const ELEMENTS = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1[\s/>]/gi;

const DATA_TYPES = /^application\/(ld\+)?json$/i;

const typeOf = (attributes: string) =>
  /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)?.slice(1).find(Boolean) ?? "";

// Loader data changes with content, so it is allowed by shape: one escaped string literal, which
// cannot end its element or become code.
const DATA_CHUNK =
  /^window\.__reactRouterContext\.streamController\.enqueue\("(?:[^"\\<>&\u2028\u2029]|\\["\\/bfnrt]|\\u[\da-fA-F]{4})*"\);$/;

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

export function buildSources(file: string): ReadonlySet<string> {
  const own = new Set<string>();
  if (!existsSync(file)) return own;
  for (const html of Object.values(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)) {
    const { scripts, styles } = inlineSources(html);
    for (const hash of [...scripts.keys(), ...styles]) own.add(hash);
  }
  return own;
}

export function pageSources(
  html: string,
  own: ReadonlySet<string>,
): { ok: true; scripts: string[]; styles: string[] } | { ok: false; foreign: string[] } {
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
