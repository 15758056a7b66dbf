import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIPv4, isIPv6 } from "node:net";
import path from "node:path";
import { compile } from "proxy-addr";
import { z } from "zod";

/** Placeholders until the operator sets COMPANY_EMAIL and HR_EMAIL. */
export const DEFAULT_EMAILS = { company: "info@example.com", hr: "hr@example.com" } as const;

/** Well above a worker's resident memory at rest and at work. */
export const MIN_WORKER_MEMORY_MB = 256;
const MAX_WORKER_MEMORY_MESSAGE = `must be a whole number of megabytes, at least ${MIN_WORKER_MEMORY_MB}`;

/** A hundred years: past that, "for ever" is what is meant. */
const MAX_RETENTION_DAYS = 36_500;
const RETENTION_MESSAGE = `must be a whole number of days, from 1 to ${MAX_RETENTION_DAYS}`;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, "must be file:<path> or postgres://…")
    .default("file:./data/app.db"),
  DATA_DIR: z.string().min(1).default("./data"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be smtp://… or smtps://…")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Website <no-reply@example.com>"),
  COMPANY_EMAIL: z.email().default(DEFAULT_EMAILS.company),
  HR_EMAIL: z.email().default(DEFAULT_EMAILS.hr),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  REQUIRE_ADMIN_2FA: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
  // `true` would believe the first X-Forwarded-For address, which the client writes itself.
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => value.trim().toLowerCase() !== "true",
      "must not be true, which lets clients choose their address in X-Forwarded-For: use the number of proxies in front (1 behind one nginx) or the proxy's address",
    )
    .superRefine((value, context) => {
      const problem = trustProxyProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .default("false")
    .transform((value) => (value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(10),
  MAX_VIDEO_MB: z.coerce.number().positive().max(4096).default(100),
  MAIL_ATTACH_MB: z.coerce.number().positive().max(1024).default(5),
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).default(1),
  // The minimum keeps a mistyped limit from retiring workers as soon as they start.
  MAX_WORKER_MEMORY_MB: z.coerce
    .number({ error: MAX_WORKER_MEMORY_MESSAGE })
    .int(MAX_WORKER_MEMORY_MESSAGE)
    .min(MIN_WORKER_MEMORY_MB, MAX_WORKER_MEMORY_MESSAGE)
    .optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  // A whole send is given up after twice this, which must stay inside OUTBOX_LEASE_MS.
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  // A crash loses at most ANALYTICS_FLUSH_MS of page views.
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ANALYTICS_ROLL_UP_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  // Served on 127.0.0.1 only, by the primary.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LEAD_RETENTION_DAYS: z.coerce
    .number({ error: RETENTION_MESSAGE })
    .int(RETENTION_MESSAGE)
    .min(1, RETENTION_MESSAGE)
    .max(MAX_RETENTION_DAYS, RETENTION_MESSAGE)
    .optional(),
});

/** Every variable the site reads, as the README's configuration table must list them. */
export const configVariables = Object.keys(envSchema.shape);

export type Config = Omit<z.infer<typeof envSchema>, "APP_URL" | "SESSION_SECRET"> & {
  APP_URL: string;
  SESSION_SECRET: string;
  /** Outside any static root. */
  UPLOADS_DIR: string;
};

/** Never quoted back: a mistyped secret is still nearly the secret, and a URL may carry a password. */
const secretVariables = new Set([
  "SESSION_SECRET",
  "ADMIN_PASSWORD",
  "DATABASE_URL",
  "SMTP_URL",
  "METRICS_TOKEN",
]);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * `generateSecret: false` is for operations run from a shell, which may lack the site's
 * SESSION_SECRET: a secret made there would be one the site never used. Unset, it reads "".
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { generateSecret = true }: { generateSecret?: boolean } = {},
): Config {
  // An empty variable (`PORT=` in .env) means "use the default", as if it were not set.
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? "environment");
    const got = secretVariables.has(variable) ? undefined : env[variable];
    throw new ConfigError(
      `Invalid configuration: ${variable} ${issue?.message ?? "is invalid"}${got === undefined ? "" : ` (got "${got}")`}`,
    );
  }
  const values = parsed.data;
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT)
    throw new ConfigError("Invalid configuration: METRICS_PORT must differ from PORT");
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.join(dataDir, "uploads"),
    APP_URL: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    SESSION_SECRET:
      values.SESSION_SECRET ?? (generateSecret ? readOrCreateSecret(dataDir) : readSecret(dataDir)),
  };
}

export const sessionSecretFile = (dataDir: string) => path.join(dataDir, "session-secret");

function readSecret(dataDir: string): string {
  try {
    return readFileSync(sessionSecretFile(dataDir), "utf8").trim();
  } catch {
    return "";
  }
}

// Several instances starting together may race to create it: the first write wins and all read it.
function readOrCreateSecret(dataDir: string): string {
  const file = sessionSecretFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

/** More proxies than this in front of one site is a mistake, not a deployment. */
const MAX_PROXY_HOPS = 3;

/** A wider range holds clients, each of which could then write its own X-Forwarded-For address. */
const MIN_PREFIX = { ipv4: 8, ipv6: 32 } as const;
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const maskBits = (mask: string) =>
  mask
    .split(".")
    .reduce((bits, part) => bits + (Number(part) >>> 0).toString(2).replaceAll("0", "").length, 0);

/** proxy-addr matches IPv4-mapped ranges against IPv4 clients. */
const isMapped = (address: string) =>
  /^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(new URL(`http://[${address}]`).hostname);

function tooWide(entry: string): string | null {
  const slash = entry.lastIndexOf("/");
  if (slash === -1) return null;
  const address = entry.slice(0, slash);
  const prefix = entry.slice(slash + 1);
  if (isIPv4(address)) {
    const bits = /^\d+$/.test(prefix) ? Number(prefix) : isIPv4(prefix) ? maskBits(prefix) : MIN_PREFIX.ipv4;
    return bits < MIN_PREFIX.ipv4 ? `${entry} is wider than an IPv4 /${MIN_PREFIX.ipv4}` : null;
  }
  if (!isIPv6(address) || !/^\d+$/.test(prefix)) return null;
  const bits = Number(prefix);
  if (isMapped(address))
    return bits < 96 + MIN_PREFIX.ipv4 ? `${entry} is wider than an IPv4 /${MIN_PREFIX.ipv4}` : null;
  return bits < MIN_PREFIX.ipv6 ? `${entry} is wider than an IPv6 /${MIN_PREFIX.ipv6}` : null;
}

/** Refuses at start what Express would throw on in every worker. */
function trustProxyProblem(value: string): string | null {
  if (value === "false") return null;
  if (/^\d+$/.test(value))
    return Number(value) > MAX_PROXY_HOPS ? `must count at most ${MAX_PROXY_HOPS} proxies in front` : null;
  const entries = value.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    const wide = tooWide(entry);
    if (wide)
      return `must name the proxies, not a range of clients: ${wide}, and every client in it could choose its address in X-Forwarded-For`;
  }
  try {
    compile(entries);
    return null;
  } catch (error) {
    return `must be false, a hop count or the proxies' addresses: ${(error as Error).message}`;
  }
}
