// `npm run restore -- <backup folder> [--force]`: checks a backup and puts it back into the
// configured DATABASE_URL and DATA_DIR. See docs/deploy.md.
import { runServerCommand } from "./server-command.js";

await runServerCommand("restoreCommand");
