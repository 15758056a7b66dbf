import pino from "pino";
import type { Config } from "./config.server";

export type Logger = pino.Logger;

/** A query value named `token`, as URLs carry it in a log line (JSON: ends at a quote or escape). */
const TOKEN_VALUE = /([?&]token=)[^&#\s"\\]+/g;

/**
 * A `token=` in a URL is a mailed one-time link (verification, reset, set-password), live until it
 * is used or expires: a log line holding one would give the link to whoever reads the logs. Every
 * line is redacted as it is written, so request lines, error lines (a URL in a message, a field or
 * a stack) and anything logged later are covered alike.
 */
const redactTokens = (line: string) => line.replace(TOKEN_VALUE, "$1[redacted]");

/** The site's logger: JSON lines on stdout, or on `destination` (tests read what it writes). */
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
      target: "pino-pretty",
      options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" },
    },
  });
}
