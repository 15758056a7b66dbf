// Second half of `npm run build`: renders the public content pages once, with placeholders for
// the per-deployment settings and the per-response nonce, into build/prerendered.json. Their inline
// scripts are the build's own: the only ones a static page's CSP allows by hash (server/inline-sources.ts).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

process.env.NODE_ENV = "production";
const root = fileURLToPath(new URL("..", import.meta.url));
const { prerenderPages } = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const pages = await prerenderPages();
writeFileSync(path.join(root, "build/prerendered.json"), JSON.stringify(pages));
const paths = Object.keys(pages);
process.stdout.write(`prerendered ${paths.length} pages: ${paths.join(" ")}\n`);
