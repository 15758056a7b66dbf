import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { expect } from "vitest";
import type { siteClient } from "./site-client";
import { tag } from "./site-client";

export interface ScriptResult {
  code: number | null;
  /** stdout and stderr together, as an operator would see them. */
  output: string;
}

/**
 * Runs `npm run <script> -- …args` as an operator would, with only the given environment (and PATH).
 * Asynchronous, so the test's own requests keep flowing while it runs.
 */
export function npmRun(script: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

type Client = ReturnType<typeof siteClient>;

export interface SentFile {
  id: string;
  sha256: string;
}

/** A small PDF-looking file through an upload endpoint (by default the jobs page's). */
export async function uploadFile(
  client: Client,
  pathname = "/api/upload",
  fields: Record<string, string> = {},
): Promise<SentFile> {
  const bytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(4096)]);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), `cv-${tag()}.pdf`);
  const response = await client.request(pathname, {
    method: "POST",
    headers: { accept: "application/json" },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, sha256: sha256(bytes) };
}

/** The bytes an admin downloads for an upload, hashed. */
export async function downloadedSha256(client: Client, adminCookie: string, id: string) {
  const response = await client.request(`/admin/uploads/${id}`, { headers: { cookie: adminCookie } });
  expect(response.status).toBe(200);
  return sha256(new Uint8Array(await response.arrayBuffer()));
}
