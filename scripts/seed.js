import { runServerCommand } from "./server-command.js";

await runServerCommand("seedCommand");
