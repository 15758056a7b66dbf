// `npm run migrate-data -- --from file:./data/app.db [--to postgres://…]`: copies every table of an
// SQLite database into an empty PostgreSQL database. See docs/deploy.md.
import { runServerCommand } from "./server-command.js";

await runServerCommand("migrateDataCommand");
