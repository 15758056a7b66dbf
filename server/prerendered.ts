import { existsSync, readFileSync } from "node:fs";
import type { RequestHandler } from "express";
import type { Config } from "~/server/config.server";
import { PLACEHOLDERS } from "./prerender";

// Values pasted into prerendered HTML go inside attributes and JSON strings; these are safe there.
const SAFE = /^[\w.:/@%+~-]*$/;

/**
 * Serves the prerendered pages from memory: each response gets this deployment's settings and its
 * own CSP nonce in place of the placeholders. Pages whose settings would not be safe to paste fall
 * back to server rendering.
 */
export function servePrerendered(file: string, config: Config): RequestHandler {
  const pages: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const settings = [
    [PLACEHOLDERS.appUrl, config.APP_URL],
    [PLACEHOLDERS.companyEmail, config.COMPANY_EMAIL],
    [PLACEHOLDERS.hrEmail, config.HR_EMAIL],
  ] as const;
  const usable = settings.every(([, value]) => SAFE.test(value));
  const filled = new Map(
    usable
      ? Object.entries(pages).map(([path, html]) => [
          path,
          settings.reduce((page, [placeholder, value]) => page.replaceAll(placeholder, value), html),
        ])
      : [],
  );

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const html = filled.get(req.path);
    if (html === undefined) return next();
    res.status(200).type("html").send(html.replaceAll(PLACEHOLDERS.nonce, res.locals.cspNonce));
  };
}
