import { createHash } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { expect } from "vitest";
import type { Database } from "~/server/db/schema.server";
import type { LeadSite } from "./lead-site";
import { type Account, type Session, sessionOf, setCookies, siteClient, tag } from "./site-client";
import type { ReceivedMail, SmtpSink } from "./smtp";

// The same account, session and tag as the other site tests', so they are defined once, in site-client.
export { type Account, type Session, setCookies, tag };

/** The site's public address: https, so its cookies are Secure, and every mailed link must start with it. */
export const APP_URL = "https://www.example.in";

/**
 * A new account, at a domain of its own: the site mails each domain 20 verification links a day
 * (decision 036), and one test file registers more accounts than that.
 */
export const newAccount = (t = tag()): Account => ({
  name: `Asha ${t}`,
  email: `asha.${t}@${t}.example.com`,
  mno: "9876543210",
  password: `Tulip-${t}-river`,
});

/**
 * The session id inside a `sid` cookie value: React Router's signed cookie is the id as base64
 * JSON, a dot and the signature, URL-encoded.
 */
export const sessionIdIn = (sid: string): string =>
  JSON.parse(Buffer.from(decodeURIComponent(sid).split(".")[0] ?? "", "base64").toString("utf8"));

/**
 * Moves the time the session of a `sid` cookie last confirmed access 11 minutes back, as if its
 * sign-in were that old: the sensitive actions then ask for the password again (decision 037).
 */
export const ageConfirmation = (db: Kysely<Database>, sid: string) =>
  db
    .updateTable("sessions")
    .set({ confirmed_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
    .where("id_hash", "=", createHash("sha256").update(sessionIdIn(sid)).digest("hex"))
    .execute();

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const report = (line: string) => process.stdout.write(`[accounts] ${line}\n`);

/** Headers that may differ between any two answers (when, which request, and the CSP nonce). */
export function comparableHeaders(response: Response): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (["date", "x-request-id", "etag", "last-modified", "keep-alive"].includes(name)) continue;
    kept[name] = value.replace(/'nonce-[^']+'/g, "'nonce-…'");
  }
  return kept;
}

export async function pngImage(width = 320, height = 240) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** Everything a test needs to talk to one running site. */
export function accountClient(getSite: () => LeadSite) {
  const { request, postJson } = siteClient(() => getSite().server.url);
  const postForm = (
    pathname: string,
    values: Record<string, string>,
    headers: Record<string, string> = { accept: "application/json" },
  ) =>
    request(pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(values),
    });
  const postRaw = (
    pathname: string,
    contentType: string,
    body: string,
    headers: Record<string, string> = {},
  ) =>
    request(pathname, {
      method: "POST",
      headers: { "content-type": contentType, accept: "application/json", ...headers },
      body,
    });

  async function register(account: Account = newAccount()) {
    const response = await postJson("/register", account);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return account;
  }

  async function login(account: Pick<Account, "email" | "password">, headers: Record<string, string> = {}) {
    const response = await postJson("/login", { email: account.email, password: account.password }, headers);
    expect(response.status).toBe(200);
    return sessionOf(response);
  }

  const getUser = (cookie: string) => request("/user", { headers: { cookie, accept: "application/json" } });

  const userRow = (email: string) =>
    getSite().app.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

  /** The `nth` mail to an address with a subject, as the SMTP sink received it. */
  const mailTo = (sink: SmtpSink, to: string, subject: string, nth = 1) =>
    sink.waitFor((mail) => {
      const matching = sink.messages.filter((m) => m.to.includes(to) && m.subject === subject);
      return matching.indexOf(mail) === nth - 1;
    });

  /** The same page and query as an e-mailed link, on the test server. */
  const follow = (link: URL) => request(`${link.pathname}${link.search}`);

  /** The rows of the session a `sid` cookie names (the cookie is signed; decision 024). */
  const sessionRows = (sid: string) =>
    getSite()
      .app.db.selectFrom("sessions")
      .selectAll()
      .where("id_hash", "=", createHash("sha256").update(sessionIdIn(sid)).digest("hex"))
      .execute();

  const userImagesDir = () => path.join(getSite().database.dataDir, "user-images");
  const storedPictures = () =>
    existsSync(userImagesDir()) ? readdirSync(userImagesDir()).filter((f) => /\.(webp|jpg)$/.test(f)) : [];
  const leftoverParts = () => {
    const incoming = path.join(userImagesDir(), ".incoming");
    return existsSync(incoming) ? readdirSync(incoming) : [];
  };

  return {
    request,
    postJson,
    postForm,
    postRaw,
    register,
    login,
    sessionOf,
    getUser,
    userRow,
    mailTo,
    follow,
    sessionRows,
    userImagesDir,
    storedPictures,
    leftoverParts,
  };
}

/** The link a mail carries (text part), to the given page. */
export function linkIn(mail: ReceivedMail, page: "email-verified" | "forget-password"): URL {
  const match = new RegExp(`(https?://\\S+?/${page}\\?token=[\\w%-]+)`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return new URL(match?.[1] ?? "");
}
