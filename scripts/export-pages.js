// `npm run export-pages -- --to <folder>`: the prerendered pages and an nginx include serving them,
// for nginx to answer them itself. See docs/deploy.md.
import { runServerCommand } from "./server-command.js";

await runServerCommand("exportPagesCommand");
