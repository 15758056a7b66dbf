import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import type { LiveContent } from "~/server/app-context.server";
import { asksForPreview } from "~/server/content/page-content.server";
import type { Logger } from "~/server/logger.server";
import { pageSources } from "./inline-sources";
import { HSTS, securityHeaderList } from "./security";

type Encoding = "br" | "gzip" | "identity";

interface CachedPage {
  etag: string;
  headers: [name: string, value: string][];
  bodies: Record<Encoding, Buffer>;
}

/** nginx sends the same headers (`npm run export-pages`); keep the two in step. */
export const pageHeaders = (sources: {
  scripts: string[];
  styles: string[];
}): [name: string, value: string][] => [
  ["Content-Type", "text/html; charset=utf-8"],
  // Always revalidated: a publish, a new build or new settings change the page at once; the ETag makes it cheap.
  ["Cache-Control", "no-cache"],
  ["Vary", "Accept-Encoding"],
  ...securityHeaderList(sources),
];

// Quality 6, not 11: every worker compresses each page after each publish.
const brotli = (plain: Buffer) =>
  brotliCompressSync(plain, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

function cachedPage(html: string, sources: { scripts: string[]; styles: string[] }): CachedPage {
  const body = Buffer.from(html);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return {
    etag,
    headers: [...pageHeaders(sources), ["ETag", etag]],
    bodies: { identity: body, gzip: gzipSync(body, { level: 9 }), br: brotli(body) },
  };
}

/** Brotli before gzip whatever the client's order: `req.acceptsEncodings` would follow the client's. */
function preferredEncoding(acceptEncoding = ""): Encoding {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";");
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) accepted.add(name.trim());
  }
  return (["br", "gzip"] as const).find((name) => accepted.has(name) || accepted.has("*")) ?? "identity";
}

// Not `req.fresh`: it never answers 304 to a request saying `Cache-Control: no-cache`, as fetch() does.
const matchesEtag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);

export interface PageCacheOptions {
  paths: readonly string[];
  render: (path: string) => Promise<string>;
  site: LiveContent;
  /** The build's own inline sources, the only ones a cached page may allow by hash. */
  own: ReadonlySet<string>;
  log: Logger;
}

/**
 * Answers the public pages from their renderings for the content generation being served, each
 * made on its first request. A page holding inline code that is not the build's own is left to
 * React Router's per-request nonce: hashing its own scripts would allow whatever it holds.
 */
export function pageCache({ paths, render, site, own, log }: PageCacheOptions): RequestHandler {
  const publicPaths = new Set(paths);
  let generation = -1;
  let pages = new Map<string, Promise<CachedPage | null>>();

  const renderPage = async (path: string): Promise<CachedPage | null> => {
    try {
      const html = await render(path);
      const sources = pageSources(html, own);
      if (sources.ok) return cachedPage(html, sources);
      log.warn(
        { page: path, sources: sources.foreign },
        "a page with inline code that is not the build's own is rendered per request, with a nonce",
      );
    } catch (error) {
      log.error({ err: error, page: path }, "rendering a public page failed");
    }
    return null;
  };

  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !publicPaths.has(req.path)) return next();
    if (asksForPreview(req.headers.cookie)) return next();
    const current = site.current().generation;
    if (current !== generation) {
      generation = current;
      pages = new Map();
    }
    let page = pages.get(req.path);
    if (!page) {
      page = renderPage(req.path);
      pages.set(req.path, page);
    }
    page
      .then((cached) => {
        if (!cached) return next();
        // A path of the fixed set of public pages is a safe metric label.
        res.locals.metricsRoute = req.path;
        for (const [name, value] of cached.headers) res.setHeader(name, value);
        if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
        const ifNoneMatch = req.headers["if-none-match"];
        if (ifNoneMatch && matchesEtag(ifNoneMatch, cached.etag)) return void res.status(304).end();
        const encoding = preferredEncoding(req.headers["accept-encoding"]);
        if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
        res.send(cached.bodies[encoding]);
      })
      .catch(next);
  };
}
