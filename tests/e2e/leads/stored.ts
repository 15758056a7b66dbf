import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { type Page, test } from "@playwright/test";
import type { Selectable } from "kysely";
import type { Database as Schema } from "../../../app/server/db/schema.server";
import Database from "../../../app/server/db/sqlite-driver.server";

/** The data folder of the server the running test's project uses (playwright.config.ts names it). */
export function dataDir(): string {
  const dir = (test.info().project.metadata as { dataDir?: string } | undefined)?.dataDir;
  if (!dir) throw new Error("the project names no data folder: run the tests through playwright.config.ts");
  return dir;
}

/** Runs one query against the server's database, opened read-only, and returns every row. */
export function storedRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir(), "app.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** Whether the upload with this stored name is on disk in the server's uploads folder. */
export const uploadedFileExists = (storedName: string) =>
  existsSync(path.join(dataDir(), "uploads", storedName));

/** A value no other test types: every submission is found again by it. */
export const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/**
 * An address no other test uses, on a domain of its own: the acknowledgements to one domain stop
 * for the day after a few (docs/decisions/036), and the run's server serves every test.
 */
export const uniqueEmail = () => {
  const id = randomUUID().slice(0, 12);
  return `lead-${id}@${id}.example.com`;
};

/** A small file that is a PDF by its bytes. */
export const pdfFile = (name = "brief.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${randomUUID()}\n%%EOF\n`),
});

/** Records the POSTs the page sends, to show that an invalid form sent nothing. */
export function recordPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/** Marks the window, so a later check can tell the page was not loaded again. */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __marker?: string }).__marker = "still here";
  });
}

export const windowMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: string }).__marker);

/** Rows as the site's schema has them (`select *`). */
export type UploadRow = Selectable<Schema["uploads"]>;
export type EnquiryRow = Selectable<Schema["enquiries"]>;

/** The upload whose bytes are `buffer`, found by the file's SHA-256 (each test file is unique). */
export function uploadOf(buffer: Buffer): UploadRow | undefined {
  const sha256 = createHash("sha256").update(buffer).digest("hex");
  return storedRows<UploadRow>("select * from uploads where sha256 = ?", sha256)[0];
}
