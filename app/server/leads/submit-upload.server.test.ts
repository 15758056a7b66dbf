import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { uploadSourceLabels } from "~/content/pages/admin-inbox";
import { openApplication } from "~/content/pages/jobs";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { messages } from "~/lib/messages";
import type { UploadSource } from "~/server/db/schema.server";
import { incomingDir } from "~/server/http/multipart.server";
import { newId, nowIso } from "~/server/ids.server";
import { outboxSignal } from "~/server/mail/outbox.server";
import { rateRules } from "~/server/rate-limit.server";
import { testDialects } from "../../../tests/support/databases";
import { capturedLog, type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { leadLink } from "../../../tests/support/lead-actions";
import { jsonLeadPost, validLeads } from "../../../tests/support/lead-bodies";
import { COMPANY_EMAIL } from "../../../tests/support/lead-site";
import { tag } from "../../../tests/support/site-client";
import { leadForms } from "./lead-forms.server";
import { leadVisit } from "./lead-visit.server";
import { submitLead } from "./submit-lead.server";
import { saveUpload, submitUpload } from "./submit-upload.server";

const HR_EMAIL = "people@example.in";

/** Each upload endpoint's source: who is told, and how the mail names the page. */
const sources = [
  { source: "jobs", to: HR_EMAIL, page: "the jobs page" },
  { source: "file-upload", to: HR_EMAIL, page: "the file upload page" },
  { source: "need", to: COMPANY_EMAIL, page: "the client-need form" },
  { source: "online", to: COMPANY_EMAIL, page: "the online enquiry form" },
] as const;

const sha256 = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A browser's upload: the file in the field `file`, with any text fields beside it. */
function upload(
  file: { name: string; bytes: Buffer; type?: string } | null,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      "file",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "text/plain" }),
      file.name,
    );
  return new Request("https://www.example.in/api/upload", { method: "POST", body: form });
}

/** What an action's data holds: its status, Retry-After and body. */
function answered(result: Awaited<ReturnType<typeof submitUpload>>) {
  const init = "init" in result ? result.init : undefined;
  return {
    status: init?.status,
    retryAfter: new Headers(init?.headers).get("retry-after"),
    body: result.data,
  };
}

// The upload endpoints' action, called in process with real multipart Requests: the file kept on
// disk, its row, the notification queued in the same commit, and what is left when it goes wrong.
describe.each(testDialects)("an upload endpoint's action on %s", (dialect) => {
  let site: InProcessSite;
  let queued = 0;
  const onQueued = () => queued++;
  beforeAll(async () => {
    site = await openInProcessSite(dialect, { COMPANY_EMAIL, HR_EMAIL, MAX_UPLOAD_MB: "1" });
    outboxSignal.on("queued", onQueued);
  });
  afterAll(async () => {
    outboxSignal.off("queued", onQueued);
    await site.close();
  });
  afterEach(() => {
    queued = 0;
  });

  let client = 0;
  /** A context from an address no other test uses, so the rate limit counts this test alone. */
  const freshContext = () => site.context(`198.51.100.${++client}`);
  const uploadsDir = () => site.config.UPLOADS_DIR;
  /** The files kept in the uploads folder (not the partly received ones). */
  const storedFiles = async () =>
    (await readdir(uploadsDir(), { withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  const uploadRows = (originalName: string) =>
    site.app.db.selectFrom("uploads").selectAll().where("original_name", "=", originalName).execute();
  const mailsAbout = (originalName: string) =>
    site.app.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("subject", "like", `%: ${originalName}`)
      .execute();
  const counts = async () => ({
    rows: Number(
      (
        await site.app.db
          .selectFrom("uploads")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    mails: Number(
      (
        await site.app.db
          .selectFrom("mail_outbox")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    files: (await storedFiles()).length,
    incoming: (await readdir(incomingDir(uploadsDir())).catch(() => [])).length,
  });

  /** An enquiry sent through its form, as the page does before its uploads link to it; its id. */
  async function enquire(kind: "need" | "online") {
    const request = jsonLeadPost(validLeads[kind](tag()));
    const result = await submitLead(request, freshContext(), leadForms[kind]);
    if (!result.data.ok || !result.data.id) throw new Error("the enquiry was not stored");
    return result.data.id;
  }

  describe.each(sources)("from $source", ({ source, to, page }) => {
    it("keeps the file, records it and queues its notification, and answers 201 with its id, name and size", async () => {
      const name = `cv-${tag()}.txt`;
      const bytes = Buffer.from(`Curriculum vitae of ${name}\nSkills: typing.\n`);
      const { status, body } = answered(
        await submitUpload(upload({ name, bytes, type: "application/pdf" }), freshContext(), source),
      );
      expect(status).toBe(201);
      const rows = await uploadRows(name);
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(body).toEqual({
        ok: true,
        message: messages.upload.saved,
        id: row?.id,
        filename: name,
        size: bytes.length,
      });
      // The type is read from the bytes, never taken from what the browser declared.
      expect(row).toMatchObject({
        source,
        enquiry_id: null,
        original_name: name,
        content_type: "text/plain",
        size: bytes.length,
        sha256: sha256(bytes),
      });
      expect(row?.stored_name).toMatch(/\.txt$/);
      expect(await readFile(path.join(uploadsDir(), row?.stored_name ?? ""))).toEqual(bytes);
      // A file is a lead of its own kind, naming nobody: it gets no acknowledgement.
      expect(
        await site.app.db
          .selectFrom("leads")
          .selectAll()
          .where("id", "=", row?.id ?? "")
          .executeTakeFirst(),
      ).toMatchObject({
        kind: "uploads",
        stage: "new",
        name: "",
        email: "",
        // A CV from the jobs page's general upload is an open application.
        summary: `${name} · ${source === "jobs" ? openApplication.label : uploadSourceLabels[source]}`,
      });

      const mails = await mailsAbout(name);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to_address: to,
        subject: `New file from ${page}: ${name}`,
        reply_to: null,
        status: "waiting",
        lead_id: row?.id,
        purpose: "notification",
      });
      expect(mails[0]?.text_body).toBe(
        [
          `A visitor uploaded a file on ${page}.`,
          "",
          `File: ${name}`,
          "Type: text/plain",
          `Size: ${bytes.length} bytes`,
          `SHA-256: ${sha256(bytes)}`,
          "",
          leadLink(row?.id ?? ""),
        ].join("\n"),
      );
      expect(mails[0]?.html_body).toContain(
        `<th align="left" valign="top">File</th><td style="white-space:pre-wrap">${name}</td>`,
      );
      expect(queued).toBe(1);
    });

    it("answers a filled honeypot like a success, and discards the file, storing and mailing nothing", async () => {
      const name = `cv-${tag()}.txt`;
      const bytes = Buffer.from("Buy cheap watches.\n");
      const { log, lines } = capturedLog();
      const before = await counts();
      const { status, body } = answered(
        await submitUpload(
          upload({ name, bytes }, { [HONEYPOT_FIELD]: "https://spam.example" }),
          { ...freshContext(), log },
          source,
        ),
      );
      expect(status).toBe(201);
      expect(body).toEqual({
        ok: true,
        message: messages.upload.saved,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        filename: name,
        size: bytes.length,
      });
      expect(await counts()).toEqual(before);
      expect(await uploadRows(name)).toHaveLength(0);
      expect(queued).toBe(0);
      expect(lines.join("")).toContain("honeypot filled: upload dropped");
    });
  });

  describe.each(["need", "online"] as const)("with a %s enquiry", (kind) => {
    const other = kind === "need" ? "online" : "need";

    it("links the file to the enquiry it was sent with and names it in the mail", async () => {
      const enquiryId = await enquire(kind);
      const name = `brief-${tag()}.txt`;
      const bytes = Buffer.from("What we need: a shop.\n");
      const result = answered(
        await submitUpload(upload({ name, bytes }, { enquiryId }), freshContext(), kind),
      );
      expect(result.status).toBe(201);
      expect((await uploadRows(name))[0]).toMatchObject({ source: kind, enquiry_id: enquiryId });
      const text = (await mailsAbout(name))[0]?.text_body ?? "";
      expect(text.split("\n")).toContain(`Sent with enquiry: ${enquiryId}`);
    });

    it(`leaves the file unlinked when the enquiry is of the ${other} form, unknown or not named`, async () => {
      const cases = [
        { enquiryId: await enquire(other) },
        { enquiryId: newId() },
        { enquiryId: "" },
        {} as Record<string, string>,
      ];
      for (const fields of cases) {
        const name = `brief-${tag()}.txt`;
        const result = answered(
          await submitUpload(upload({ name, bytes: Buffer.from("Notes.\n") }, fields), freshContext(), kind),
        );
        expect(result.status).toBe(201);
        expect((await uploadRows(name))[0]).toMatchObject({ source: kind, enquiry_id: null });
        expect((await mailsAbout(name))[0]?.text_body).not.toContain("Sent with enquiry");
      }
    });
  });

  it.each(["jobs", "file-upload"] as const)("never links a CV from %s to an enquiry", async (source) => {
    const enquiryId = await enquire("need");
    const name = `cv-${tag()}.txt`;
    await submitUpload(upload({ name, bytes: Buffer.from("CV.\n") }, { enquiryId }), freshContext(), source);
    expect((await uploadRows(name))[0]).toMatchObject({ source, enquiry_id: null });
  });

  it("takes a file of exactly MAX_UPLOAD_MB and refuses one a byte over it with 413, keeping nothing", async () => {
    const limit = 1024 * 1024;
    const fits = `fits-${tag()}.txt`;
    const accepted = answered(
      await submitUpload(upload({ name: fits, bytes: Buffer.alloc(limit, "a") }), freshContext(), "jobs"),
    );
    expect(accepted).toMatchObject({ status: 201, body: { ok: true, size: limit } });

    const before = await counts();
    const over = `over-${tag()}.txt`;
    const refused = answered(
      await submitUpload(upload({ name: over, bytes: Buffer.alloc(limit + 1, "a") }), freshContext(), "jobs"),
    );
    expect(refused).toEqual({
      status: 413,
      retryAfter: null,
      body: {
        ok: false,
        error: messages.upload.failed,
        details: "The file may be at most 1 MB.",
        fields: undefined,
      },
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses a body that is not multipart, or has no file, with the reason and keeps nothing", async () => {
    const before = await counts();
    const json = new Request("https://www.example.in/api/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(answered(await submitUpload(json, freshContext(), "jobs"))).toMatchObject({
      status: 415,
      body: {
        ok: false,
        error: messages.upload.failed,
        details: "Send the file as multipart/form-data in the field 'file'.",
      },
    });
    expect(answered(await submitUpload(upload(null, { note: "x" }), freshContext(), "jobs"))).toMatchObject({
      status: 400,
      body: { ok: false, error: messages.upload.failed, details: messages.upload.noFile },
    });
    expect(await counts()).toEqual(before);
    expect(queued).toBe(0);
  });

  it("answers any multipart body with a stored file and its mail, or a refusal that leaves nothing behind", async () => {
    const part = fc.record({
      name: fc.string({ maxLength: 40 }),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 300 }),
        fc.string({ maxLength: 300 }).map((text) => new TextEncoder().encode(text)),
      ),
    });
    const fields = fc.dictionary(
      fc.constantFrom("enquiryId", "note", "file", HONEYPOT_FIELD),
      fc.string({ maxLength: 120 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.option(part, { nil: null }),
        fields,
        fc.constantFrom(...sources),
        async (file, extra, { source }) => {
          const before = await counts();
          const request = upload(file && { name: file.name, bytes: Buffer.from(file.bytes) }, extra);
          const { status, body } = answered(await submitUpload(request, freshContext(), source));
          const after = await counts();
          expect(after.incoming).toBe(0);
          if (!body.ok) {
            expect(status).toBeGreaterThanOrEqual(400);
            expect(status).toBeLessThan(500);
            expect(body.error).toBe(messages.upload.failed);
            expect(after).toEqual(before);
            return;
          }
          expect(status).toBe(201);
          const kept = (
            await site.app.db
              .selectFrom("uploads")
              .selectAll()
              .where("id", "=", body.id ?? "")
              .execute()
          )[0];
          if (!kept) {
            // Only a honeypot hit is answered without being kept.
            expect(after).toEqual(before);
            return;
          }
          expect(after).toEqual({
            ...before,
            rows: before.rows + 1,
            mails: before.mails + 1,
            files: before.files + 1,
          });
          expect(await readFile(path.join(uploadsDir(), kept.stored_name))).toEqual(
            Buffer.from(file?.bytes ?? []),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it(`refuses the ${rateRules.upload.limit + 1}th upload from one address with 429 and Retry-After, before reading it`, async () => {
    const context = freshContext();
    const notMultipart = () =>
      new Request("https://www.example.in/api/upload", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "x",
      });
    // Refused bodies count too.
    for (let sent = 0; sent < rateRules.upload.limit; sent++) {
      expect(answered(await submitUpload(notMultipart(), context, "jobs")).status).toBe(415);
    }
    const before = await counts();
    const name = `cv-${tag()}.txt`;
    const refused = answered(
      await submitUpload(upload({ name, bytes: Buffer.from("CV.\n") }), context, "jobs"),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(rateRules.upload.windowSeconds);
    expect(refused.body).toEqual({
      ok: false,
      error: messages.upload.failed,
      details: messages.generic.rateLimited(Math.ceil(Number(refused.retryAfter) / 60)),
    });
    expect(await counts()).toEqual(before);
    expect(await uploadRows(name)).toHaveLength(0);

    const other = answered(
      await submitUpload(upload({ name, bytes: Buffer.from("CV.\n") }), freshContext(), "jobs"),
    );
    expect(other.status).toBe(201);
  });

  it("removes the file when its row cannot be committed, and queues no mail", async () => {
    // A stored name already taken: the unique column refuses the row.
    const storedName = `${newId()}.txt`;
    const now = nowIso();
    await site.app.db
      .insertInto("uploads")
      .values({
        id: newId(),
        source: "jobs",
        enquiry_id: null,
        original_name: "first.txt",
        stored_name: storedName,
        content_type: "text/plain",
        size: 1,
        sha256: sha256(Buffer.from("x")),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const file = path.join(uploadsDir(), storedName);
    await writeFile(file, "second\n");
    const name = `second-${tag()}.txt`;
    const received = {
      originalName: name,
      storedName,
      contentType: "text/plain",
      size: 7,
      sha256: sha256(Buffer.from("second\n")),
    };
    const visit = leadVisit(new Request("https://www.example.in/api/upload"), {}, "https://www.example.in");
    await expect(
      saveUpload(site.context(), "jobs" satisfies UploadSource, received, visit),
    ).rejects.toThrow();
    expect(existsSync(file)).toBe(false);
    expect(await uploadRows(name)).toHaveLength(0);
    expect(await mailsAbout(name)).toHaveLength(0);
  });
});
