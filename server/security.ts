import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
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
 * Security headers for every response. Scripts run only from our origin or with this response's
 * nonce; the dev server additionally needs its HMR socket and injected styles.
 */
export function securityHeaders({ dev }: { dev: boolean }): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString("base64");
      next();
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          styleSrc: dev
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
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
    }),
    (req, res, next) => {
      // HSTS only means something on HTTPS; on plain HTTP (development, tests) browsers ignore it.
      if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      next();
    },
  ];
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
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const crossSite = site
      ? site !== "same-origin" && site !== "none"
      : origin !== undefined && origin !== ownOrigin && origin !== appOrigin;
    if (!crossSite) return next();
    req.log.warn({ origin, site }, "cross-site request refused");
    res.status(403).set("Cache-Control", "no-store");
    if (req.accepts(["html", "json"]) === "json" || req.is("application/json")) {
      res.json({ ok: false, error: messages.generic.crossSite });
    } else {
      res.type("text").send(messages.generic.crossSite);
    }
  };
}
