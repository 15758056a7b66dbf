import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { accepted } from "./accept-encoding";

const twin = { br: ".br", gzip: ".gz" } as const;

/**
 * Points express.static at an asset's `.br` or `.gz` twin, compressed once at its best in the build
 * (vite.config.ts), when the client takes that encoding; the compression middleware then leaves it be.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const files = new Set(readdirSync(dir));
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== "GET" && req.method !== "HEAD") || !files.has(`${name}${twin.gzip}`)) return next();
    res.vary("Accept-Encoding");
    const encoding = accepted(req.headers["accept-encoding"] ?? "").find((offered) =>
      files.has(`${name}${twin[offered]}`),
    );
    if (encoding === undefined) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    req.url = `/${name}${twin[encoding]}`;
    next();
  };
}
