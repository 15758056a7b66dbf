import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { messages } from "~/lib/messages";

declare global {
  namespace Express {
    interface Locals {
      cspNonce: string;
    }
  }
}

export type Header = [name: string, value: string];
/** The inline code a page allows, by hash or nonce. */
export type PageSources = { scripts: string[]; styles: string[] };

/** What a script or stylesheet needs too: the rest of the list governs documents only. */
const assetHeaderList: Header[] = [
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["X-Content-Type-Options", "nosniff"],
];

/** One list for both prerendered and server-rendered pages; HSTS is added per scheme. */
export function securityHeaderList({ scripts, styles }: PageSources, dev = false): Header[] {
  const policy = [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
    dev ? "style-src 'self' 'unsafe-inline'" : ["style-src 'self'", ...styles].join(" "),
    "img-src 'self' data:",
    "font-src 'self'",
    "media-src 'self'",
    dev ? "connect-src 'self' ws:" : "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ];
  return [
    ["Content-Security-Policy", policy.join(";")],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ...assetHeaderList,
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    // Turns off the XSS filter of old browsers, which could itself be used to attack a page.
    ["X-XSS-Protection", "0"],
  ];
}

export const HSTS = "max-age=31536000; includeSubDomains";

export function securityHeaders({ dev }: { dev: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const source = `'nonce-${nonce}'`;
    for (const [name, value] of securityHeaderList({ scripts: [source], styles: [source] }, dev))
      res.setHeader(name, value);
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
}

export const assetHeaders: RequestHandler = (req, res, next) => {
  for (const [name, value] of assetHeaderList) res.setHeader(name, value);
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
  next();
};

/** `req.secure` for the static pages, which answer before Express. */
export function isHttps(req: IncomingMessage, trust: (address: string | undefined, hop: number) => boolean) {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust(req.socket.remoteAddress, 0)) return false;
  const forwarded = req.headers["x-forwarded-proto"];
  const proto = (typeof forwarded === "string" ? forwarded : "").split(",")[0]?.trim();
  return proto === "https";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Clients sending neither Sec-Fetch-Site nor Origin are not browsers, so carry no visitor's cookies.
export function refuseCrossSite({ appUrl }: { appUrl: string }): RequestHandler {
  const appOrigin = new URL(appUrl).origin;
  return (req, res, next) => {
    const site = req.headers["sec-fetch-site"];
    const { origin } = req.headers;
    const ownOrigin = `${req.secure ? "https" : "http"}://${req.headers.host}`;
    const crossSite = site
      ? site !== "same-origin" && site !== "none"
      : origin !== undefined && origin !== ownOrigin && origin !== appOrigin;
    if (SAFE_METHODS.has(req.method) || !crossSite) return next();
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
