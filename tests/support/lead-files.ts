import path from "node:path";
import { expect } from "vitest";
import type { LeadStage } from "~/lib/lead-kinds";
import type { LeadSite } from "./lead-site";
import { tag } from "./site-client";

const DAY = 24 * 60 * 60 * 1000;

/** A small file whose first bytes say PDF, as a CV or a brief. */
export const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/**
 * Leads sent to a running site through its real forms, files included, and what a test needs to
 * look at them: each lead's stored file on disk, and a way to close a lead some days ago.
 */
export function leadsWithFiles(getSite: () => LeadSite) {
  const post = (pathname: string, init: RequestInit) =>
    fetch(new URL(pathname, getSite().server.url), { redirect: "manual", ...init });

  async function created(response: Response): Promise<string> {
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    return id;
  }

  /** A file sent on an upload form (`/api/upload`: a CV from the jobs page); the upload's lead id. */
  const upload = (pathname = "/api/upload", name = `cv-${tag()}.pdf`) => {
    const form = new FormData();
    form.append("file", new Blob([pdfBytes], { type: "application/pdf" }), name);
    return post(pathname, { method: "POST", headers: { accept: "application/json" }, body: form }).then(
      created,
    );
  };

  const json = (pathname: string, body: unknown) =>
    post(pathname, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then(created);

  /** A feedback lead; its id. */
  const feedback = (t = tag()) =>
    json("/api/feedback", { name: `Asha ${t}`, email: `asha.${t}@example.com`, message: `Hello ${t}` });

  /** A client-need enquiry with a brief uploaded on its page: both leads' ids. */
  async function needWithBrief(t = tag()) {
    const brief = await upload("/api/needs/upload", `brief-${t}.pdf`);
    const need = await json("/api/needs", {
      selection: "WebDevelopment",
      name: `Ravi ${t}`,
      mobile: "9876543210",
      email: `ravi.${t}@example.com`,
      uploadIds: [brief],
    });
    return { need, brief };
  }

  /** Where an upload's file is stored. */
  async function storedFile(uploadId: string): Promise<string> {
    const site = getSite();
    const row = await site.app.db
      .selectFrom("uploads")
      .select("stored_name")
      .where("id", "=", uploadId)
      .executeTakeFirstOrThrow();
    return path.join(site.database.dataDir, "uploads", row.stored_name);
  }

  /** Puts a lead at a stage, as last changed `days` ago. */
  const setStage = (id: string, stage: LeadStage, days: number) =>
    getSite()
      .app.db.updateTable("leads")
      .set({ stage, updated_at: new Date(Date.now() - days * DAY).toISOString() })
      .where("id", "=", id)
      .execute();

  return { upload, feedback, needWithBrief, storedFile, setStage };
}
