import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Config } from "~/server/config.server";
import { asksForPreview } from "~/server/content/page-content.server";
import type { Logger } from "~/server/logger.server";
import { observeRequest } from "~/server/metrics.server";
import { pageSources } from "./inline-sources";
import { PLACEHOLDERS } from "./prerender";
import { requestIdFor } from "./request-id";
import { HSTS, securityHeaderList } from "./security";

// Values pasted into prerendered HTML go inside attributes and JSON strings; these are safe there.
const SAFE = /^[\w.:/@%+~-]*$/;

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  body: Buffer;
  /** Name/value pairs; the last value is a placeholder for the request id, filled per response. */
  headers: string[];
}

interface StaticPage {
  etag: string;
  variants: Record<Encoding, { http: Variant; https: Variant }>;
  notModified: { http: string[]; https: string[] };
}

/** No pages when a setting is unsafe to paste: those are then rendered per request. */
export function finalPages(file: string, config: Pick<Config, "APP_URL" | "COMPANY_EMAIL" | "HR_EMAIL">) {
  const pages: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const settings = [
    [PLACEHOLDERS.appUrl, config.APP_URL],
    [PLACEHOLDERS.companyEmail, config.COMPANY_EMAIL],
    [PLACEHOLDERS.hrEmail, config.HR_EMAIL],
  ] as const;
  if (!settings.every(([, value]) => SAFE.test(value))) return new Map<string, string>();
  return new Map(
    Object.entries(pages).map(([path, html]) => [
      path,
      settings.reduce((page, [placeholder, value]) => page.replaceAll(placeholder, value), html),
    ]),
  );
}

/** nginx sends the same headers (`npm run export-pages`); keep the two in step. */
export const pageHeaders = (sources: {
  scripts: string[];
  styles: string[];
}): [name: string, value: string][] => [
  ["Content-Type", "text/html; charset=utf-8"],
  // Always revalidated: a new build or settings change the page at once; the ETag makes it cheap.
  ["Cache-Control", "no-cache"],
  ["Vary", "Accept-Encoding"],
  ...securityHeaderList(sources),
];

function preparePage(html: string, sources: { scripts: string[]; styles: string[] }): StaticPage {
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
    const { http, https } = schemes(headers);
    return { http: { body: encoded, headers: http }, https: { body: encoded, headers: https } };
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

const acceptedByHeader = new Map<string, Encoding[]>();
function accepted(acceptEncoding: string): Encoding[] {
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

const matchesEtag = (ifNoneMatch: string, etag: string) =>
  ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);

export interface StaticPagesOptions {
  pages: Map<string, string>;
  own: ReadonlySet<string>;
  log: Logger;
  isSecure: (req: IncomingMessage) => boolean;
}

// Quality 6, not 11: every worker compresses every page at start and after each publish.
const brotli = (plain: Buffer) =>
  brotliCompressSync(plain, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });

/**
 * Pages with inline code that is not the build's own are left to React Router's per-request nonce:
 * hashing the page's own scripts would allow whatever it holds.
 */
export function staticPages({ pages, own, isSecure, log }: StaticPagesOptions) {
  const prepare = (html: Map<string, string>) => {
    const prepared = new Map<string, StaticPage>();
    const refused = new Map<string, string[]>();
    for (const [path, page] of html) {
      const sources = pageSources(page, own);
      if (sources.ok) prepared.set(path, preparePage(page, sources));
      else refused.set(path, sources.foreign);
    }
    if (refused.size > 0)
      log.warn(
        { pages: [...refused.keys()], sources: [...new Set([...refused.values()].flat())] },
        "pages with inline scripts that are not the build's own are rendered per request, with a nonce",
      );
    return prepared;
  };
  let prepared = prepare(pages);

  function serveStaticPage(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (asksForPreview(req.headers.cookie)) return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    const page = prepared.get(path);
    if (!page) return false;
    const started = process.hrtime.bigint();

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
      const variant = page.variants[encoding][scheme];
      headers = variant.headers.slice();
      body = req.method === "HEAD" ? undefined : variant.body;
    }
    const id = requestIdFor(req.headers["x-request-id"]);
    headers[headers.length - 1] = id;
    res.writeHead(status, headers);
    res.end(body);
    // The path is a safe label here: prerendered pages are a fixed set.
    observeRequest(path, req.method, status, Number(process.hrtime.bigint() - started) / 1e9);
    // In the shape of pino-http's line for every other request (server/app.ts).
    log.info(
      { req: { id, method: req.method, url }, res: { status }, responseTime: 0 },
      `${req.method} ${url} ${status} 0ms`,
    );
    return true;
  }

  return Object.assign(serveStaticPage, {
    replace(pages: Map<string, string>) {
      prepared = prepare(pages);
    },
  });
}
