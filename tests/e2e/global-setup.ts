import { rmSync } from "node:fs";
import { startSmtpSink } from "../support/smtp";
import { mailLogFile } from "./mailbox";

/**
 * The one SMTP server of the run, on E2E_SMTP_PORT (playwright.config.ts points the web server's
 * SMTP_URL at it). Both workers read what it receives from its log file in the data folder. At the
 * end, the data folder goes too when playwright.config.ts made it.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_SMTP_PORT);
  const sink = await startSmtpSink({ port, logFile: mailLogFile() });
  return async () => {
    await sink.close();
    const dataDir = process.env.E2E_DATA_DIR;
    if (dataDir && process.env.E2E_DATA_DIR_MADE === "1") rmSync(dataDir, { recursive: true, force: true });
  };
}
