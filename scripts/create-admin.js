// `npm run create-admin -- --email <address>`: makes or promotes an admin account in the configured
// database (DATABASE_URL, or the SQLite file under data/), building the server first when needed.
import { runServerCommand } from "./server-command.js";

await runServerCommand("createAdminCommand");
