// These pages' inline scripts define "the build's own", the only ones a static page's CSP allows.
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
