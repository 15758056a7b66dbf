import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { LiveContent } from "~/server/app-context.server";
import { asksForPreview } from "~/server/content/page-content.server";
import type { Logger } from "~/server/logger.server";
import { observeRequest } from "~/server/metrics.server";
import { requestIdFor } from "./request-scope";
import { type Header, HSTS, type PageSources, securityHeaderList } from "./security";

/** Name/value pairs per scheme; the last value is a placeholder for the request id, filled per response. */
type SchemeHeaders = { http: string[]; https: string[] };

interface StaticPage {
  etag: string;
  variants: Record<Encoding, { body: Buffer; headers: SchemeHeaders }>;
  notModified: SchemeHeaders;
}

/** nginx sends the same headers (`npm run export-pages`); keep the two in step. */
export const pageHeaders = (sources: PageSources): Header[] => [
  ["Content-Type", "text/html; charset=utf-8"],
  // Always revalidated: a publish, a new build or new settings change the page at once; the ETag makes it cheap.
  ["Cache-Control", "no-cache"],
  ["Vary", "Accept-Encoding"],
  ...securityHeaderList(sources),
];

function preparePage(html: string, sources: PageSources): StaticPage {
  const body = Buffer.from(html);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const fixed = [...pageHeaders(sources).flat(), "ETag", etag];
  const schemes = (headers: string[]) => ({
    http: [...headers, "X-Request-Id", ""],
    https: [...headers, "Strict-Transport-Security", HSTS, "X-Request-Id", ""],
  });
  const variant = (encoded: Buffer, encoding: Encoding) => {
    const headers = [...fixed, "Content-Length", String(encoded.length)];
    if (encoding !== "identity") headers.push("Content-Encoding", encoding);
    return { body: encoded, headers: schemes(headers) };
  };
  return {
    etag,
    variants: {
      identity: variant(body, "identity"),
      gzip: variant(gzipSync(body, { level: 9 }), "gzip"),
      br: variant(brotli(body), "br"),
    },
    notModified: schemes(["Cache-Control", "no-cache", "Vary", "Accept-Encoding", "ETag", etag]),
  };
}

const matchesEtag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);

// Quality 6, not 11: every worker compresses each page after each publish.
const brotli = (plain: Buffer) =>
  brotliCompressSync(plain, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

interface StaticPagesOptions {
  paths: readonly string[];
  render: (path: string) => Promise<string>;
  site: LiveContent;
  /** The build's own inline sources, the only ones a static page may allow by hash. */
  own: ReadonlySet<string>;
  log: Logger;
  isSecure: (req: IncomingMessage) => boolean;
  /** Answers every other request. */
  app: RequestListener;
}

/**
 * Answers the public pages before Express, each from its rendering for the content generation being
 * served, made on its first request. A page holding inline code that is not the build's own is
 * left to React Router's per-request nonce: hashing its own scripts would allow whatever it holds.
 */
export function staticPages({
  paths,
  render,
  site,
  own,
  log,
  isSecure,
  app,
}: StaticPagesOptions): RequestListener {
  const publicPaths = new Set(paths);
  let generation = -1;
  let pages = new Map<string, StaticPage | null | Promise<StaticPage | null>>();

  async function prepare(path: string): Promise<StaticPage | null> {
    const forGeneration = generation;
    try {
      const started = Date.now();
      const html = await render(path);
      const sources = pageSources(html, own);
      if (sources.ok) {
        const page = preparePage(html, sources);
        log.info(
          { page: path, generation: forGeneration, ms: Date.now() - started },
          "page rendered for the published content",
        );
        return page;
      }
      log.warn(
        { page: path, sources: sources.foreign },
        "a page with inline code that is not the build's own is rendered per request, with a nonce",
      );
    } catch (error) {
      log.error({ err: error, page: path }, "rendering a public page failed");
    }
    return null;
  }

  function pageFor(path: string) {
    const current = site.current().generation;
    if (current !== generation) {
      generation = current;
      pages = new Map();
    }
    let page = pages.get(path);
    if (page === undefined) {
      const rendering = prepare(path);
      const generationPages = pages;
      generationPages.set(path, rendering);
      // Once made, later requests are answered without waiting on a promise.
      void rendering.then((made) => generationPages.set(path, made));
      page = rendering;
    }
    return page;
  }

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    page: StaticPage,
    { method, url, path, started }: { method: string; url: string; path: string; started: bigint },
  ) {
    const scheme = isSecure(req) ? "https" : "http";
    const ifNoneMatch = req.headers["if-none-match"];
    let status = 200;
    let headers: string[];
    let body: Buffer | undefined;
    if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag)) {
      status = 304;
      headers = page.notModified[scheme].slice();
    } else {
      const acceptEncoding = req.headers["accept-encoding"];
      const encoding = (acceptEncoding && accepted(acceptEncoding)[0]) || "identity";
      const variant = page.variants[encoding];
      headers = variant.headers[scheme].slice();
      body = method === "HEAD" ? undefined : variant.body;
    }
    const id = requestIdFor(req.headers["x-request-id"]);
    headers[headers.length - 1] = id;
    res.writeHead(status, headers);
    res.end(body);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // The path is a safe label here: public pages are a fixed set.
    observeRequest(path, method, status, seconds);
    // In the shape of pino-http's line for every other request (server/app.ts).
    const ms = Math.round(seconds * 1000);
    log.info(
      { req: { id, method, url }, res: { status }, responseTime: ms },
      `${method} ${url} ${status} ${ms}ms`,
    );
  }

  return (req, res) => {
    const started = process.hrtime.bigint();
    const { method } = req;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    if (
      (method !== "GET" && method !== "HEAD") ||
      !publicPaths.has(path) ||
      asksForPreview(req.headers.cookie)
    )
      return app(req, res);
    const asked = { method, url, path, started };
    const page = pageFor(path);
    if (page instanceof Promise)
      void page.then((made) => (made ? answer(req, res, made, asked) : app(req, res)));
    else if (page) answer(req, res, page, asked);
    else app(req, res);
  };
}

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
): ({ ok: true } & PageSources) | { ok: false; foreign: string[] } {
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

type Compression = "br" | "gzip";
export type Encoding = Compression | "identity";

const acceptedByHeader = new Map<string, Compression[]>();

/** The compressed encodings a client takes, best first: brotli, then gzip. */
export function accepted(acceptEncoding: string): Compression[] {
  let encodings = acceptedByHeader.get(acceptEncoding);
  if (encodings) return encodings;
  const names = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) names.add(name.trim());
  }
  encodings = (["br", "gzip"] as const).filter((name) => names.has(name) || names.has("*"));
  // Clients send a handful of distinct values; a flood of odd ones must not grow this for ever.
  if (acceptedByHeader.size > 100) acceptedByHeader.clear();
  acceptedByHeader.set(acceptEncoding, encodings);
  return encodings;
}
