import { createRequire } from "node:module";
import pino from "pino";
import type { Config } from "./config.server";

export type Logger = pino.Logger;

/** In a JSON log line the value ends at a quote or escape. */
const TOKEN_VALUE = /([?&]token=)[^&#\s"\\]+/g;

/** A mailed one-time link, live until used: every line is redacted as written, stacks included. */
const redactTokens = (line: string) => line.replace(TOKEN_VALUE, "$1[redacted]");

/** Tests pass `destination` to read what it writes. */
export function createLogger(
  config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    // Several workers write to one log: the process id tells their lines apart.
    base: { pid: process.pid },
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    hooks: { streamWrite: redactTokens },
  };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV !== "development") return pino(options);
  return pino({
    ...options,
    transport: {
      // A path, not a name: pino resolves a name from its callers' files, which Node 24 names
      // differently for modules Vite's dev server runs.
      target: createRequire(import.meta.url).resolve("pino-pretty"),
      options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" },
    },
  });
}
