// `npm run backup [-- --to <folder>]`: a consistent copy of the database and of the data folder's
// files (uploads, pictures, the site's media, session secret) into a new dated folder.
// See docs/deploy.md.
import { runServerCommand } from "./server-command.js";

await runServerCommand("backupCommand");
