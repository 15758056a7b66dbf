import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { messages } from "~/lib/messages";

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string;
    }
  }
}

/**
 * The CSP, helmet's other headers and their settings, in one place for both kinds of page, as the
 * headers helmet sets. Scripts and styles run only from our origin or when the sources given allow
 * them: a response's nonce on server-rendered pages, the sha256 of each inline script and style on
 * prerendered ones. The dev server additionally needs its HMR socket and injected styles.
 */
function headerPolicy({ dev, scripts, styles }: { dev: boolean; scripts: string[]; styles: string[] }) {
  const headers: [name: string, value: string][] = [];
  const collect = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scripts],
        styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...styles],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        connectSrc: dev ? ["'self'", "ws:"] : ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: false,
  })({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  return headers;
}

export const HSTS = "max-age=31536000; includeSubDomains";

/** Where a response's nonce goes in the headers made once (base64 never contains it). */
const NONCE = "{nonce}";

/**
 * Security headers for every server-rendered response, with its own CSP nonce. Helmet makes them
 * once, not on every request; each response gets them with its nonce put in.
 */
export function securityHeaders({ dev }: { dev: boolean }): RequestHandler {
  const source = `'nonce-${NONCE}'`;
  const headers = headerPolicy({ dev, scripts: [source], styles: [source] });
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    for (const [name, value] of headers) res.setHeader(name, value.replaceAll(NONCE, nonce));
    // HSTS only means something on HTTPS; on plain HTTP (development, tests) browsers ignore it.
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
}

/**
 * The same headers, once, for a page that never changes: its inline scripts and styles are allowed
 * by their hashes (`'sha256-…'`). HSTS is the caller's to add, on HTTPS (`HSTS`).
 */
export const fixedSecurityHeaders = (hashes: { scripts: string[]; styles: string[] }) =>
  headerPolicy({ dev: false, ...hashes });

/**
 * Whether a request came over HTTPS, decided as Express does for `req.secure`: the socket's own
 * TLS, or X-Forwarded-Proto when the peer is a proxy that TRUST_PROXY trusts.
 */
export function isHttps(req: IncomingMessage, trust: (address: string | undefined, hop: number) => boolean) {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust(req.socket.remoteAddress, 0)) return false;
  const forwarded = req.headers["x-forwarded-proto"];
  const proto = (typeof forwarded === "string" ? forwarded : "").split(",")[0]?.trim();
  return proto === "https";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser marks as coming from another site (a forged
 * form post or fetch). Browsers send Sec-Fetch-Site; older ones at least Origin. Clients that send
 * neither (scripts, API tools) are not browsers and cannot carry a visitor's cookies unknowingly.
 */
export function refuseCrossSite({ appUrl }: { appUrl: string }): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req, res, next) => {
    if (!isCrossSite(req, appOrigin, req.secure)) return next();
    req.log.warn(
      { origin: req.get("origin"), site: req.get("sec-fetch-site") },
      "cross-site request refused",
    );
    res.status(403).set("Cache-Control", "no-store");
    if (req.accepts(["html", "json"]) === "json" || req.is("application/json")) {
      res.json({ ok: false, error: messages.generic.crossSite });
    } else {
      res.type("text").send(messages.generic.crossSite);
    }
  };
}

/** Whether a state-changing request comes from another site (see refuseCrossSite). */
export function isCrossSite(req: IncomingMessage, appOrigin: string, secure: boolean): boolean {
  if (SAFE_METHODS.has(req.method ?? "")) return false;
  const site = req.headers["sec-fetch-site"];
  const { origin } = req.headers;
  const ownOrigin = `${secure ? "https" : "http"}://${req.headers.host}`;
  return site
    ? site !== "same-origin" && site !== "none"
    : origin !== undefined && origin !== ownOrigin && origin !== appOrigin;
}
