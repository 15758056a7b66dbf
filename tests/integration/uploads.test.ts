import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseContentDisposition } from "content-disposition";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "~/lib/messages";
import type { AppDatabase } from "~/server/db/database.server";
import { useAdminSite } from "../support/admin-site";
import { windowsInstaller, wordDocument } from "../support/compound-file";
import { type TestDatabase, testDialects } from "../support/databases";
import { COMPANY_EMAIL, HR_EMAIL } from "../support/lead-site";
import type { RunningServer } from "../support/server";
import { ADMIN, siteClient } from "../support/site-client";
import type { ReceivedMail, SmtpSink } from "../support/smtp";

const tag = () => randomBytes(4).toString("hex");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Small files whose first bytes say what they are. */
const samples = {
  pdf: {
    ext: "pdf",
    type: "application/pdf",
    bytes: Buffer.from(
      "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    ),
  },
  png: {
    ext: "png",
    type: "image/png",
    bytes: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
  },
  txt: {
    ext: "txt",
    type: "text/plain",
    bytes: Buffer.from("Curriculum vitae\n\nName: Asha Rao\nSkills: Node.js, SQL — 5 years\n"),
  },
} as const;

/** Where each upload endpoint's files come from and who is told. */
const endpoints = [
  { path: "/api/upload", source: "jobs", to: HR_EMAIL, title: "the jobs page" },
  { path: "/upload-file", source: "file-upload", to: HR_EMAIL, title: "the file upload page" },
  { path: "/api/needs/upload", source: "need", to: COMPANY_EMAIL, title: "the client-need form" },
  { path: "/api/online/upload-file", source: "online", to: COMPANY_EMAIL, title: "the online enquiry form" },
] as const;

describe.each(testDialects)("uploads on %s", (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  let sink: SmtpSink;
  let app: AppDatabase;
  let uploadsDir: string;

  const { site } = useAdminSite(dialect, { MAX_UPLOAD_MB: "1" }, { signIn: false });

  beforeAll(async () => {
    ({ database, server, sink, app } = site);
    uploadsDir = path.join(database.dataDir, "uploads");
  }, 60_000);

  const request = (pathname: string, init?: RequestInit) => fetch(new URL(pathname, server.url), init);

  interface FileToSend {
    name: string;
    bytes: Uint8Array<ArrayBuffer>;
    type?: string;
  }

  const upload = (
    pathname: string,
    file: FileToSend | null,
    fields: Record<string, string> = {},
    accept = "application/json",
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append("file", new Blob([file.bytes], { type: file.type ?? "" }), file.name);
    return request(pathname, { method: "POST", headers: { accept }, body: form });
  };

  const uploadRow = (id: string) =>
    app.db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  const uploadCount = async () =>
    Number(
      (
        await app.db
          .selectFrom("uploads")
          .select((eb) => eb.fn.countAll().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  /** The files under uploads/ and uploads/.incoming, to show a refused upload left nothing behind. */
  const filesOnDisk = () => {
    const list = (dir: string) =>
      existsSync(dir) ? readdirSync(dir).filter((name) => name !== ".incoming") : [];
    return { stored: list(uploadsDir), incoming: list(path.join(uploadsDir, ".incoming")) };
  };

  async function deliveredMail(subject: string): Promise<ReceivedMail> {
    const mail = await sink.waitFor((received) => received.subject === subject);
    await vi.waitFor(
      async () => {
        const row = await app.db
          .selectFrom("mail_outbox")
          .select(["status", "attempts"])
          .where("subject", "=", subject)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ status: "sent", attempts: 1 });
      },
      { timeout: 5000, interval: 50 },
    );
    return mail;
  }

  /** Sends a file and checks the refusal: status, the spec's failure message, why, and nothing kept. */
  async function expectRefused(
    send: () => Promise<Response>,
    status: number,
    details: string | RegExp,
  ): Promise<void> {
    const rowsBefore = await uploadCount();
    const before = filesOnDisk();
    const response = await send();
    expect(response.status).toBe(status);
    const answer = await response.json();
    expect(answer).toMatchObject({ ok: false, error: messages.upload.failed });
    if (typeof details === "string") expect(answer.details).toBe(details);
    else expect(answer.details).toMatch(details);
    expect(await uploadCount()).toBe(rowsBefore);
    expect(filesOnDisk()).toEqual({ stored: before.stored, incoming: [] });
  }

  describe.each(endpoints)("POST $path", (endpoint) => {
    it.each(Object.values(samples))("stores a $ext file with its hash and tells $to", async (sample) => {
      const name = `cv-${tag()}.${sample.ext}`;
      const response = await upload(endpoint.path, { name, bytes: sample.bytes, type: sample.type });
      expect(response.status).toBe(201);
      const answer = await response.json();
      expect(answer).toEqual({
        ok: true,
        message: messages.upload.saved,
        id: expect.any(String),
        filename: name,
        size: sample.bytes.length,
      });

      const row = await uploadRow(answer.id);
      expect(row).toMatchObject({
        source: endpoint.source,
        enquiry_id: null,
        original_name: name,
        content_type: sample.type,
        size: sample.bytes.length,
        sha256: sha256(sample.bytes),
      });
      // A generated name: nothing of the visitor's name reaches the file system.
      expect(row.stored_name).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${sample.ext}$`));
      const stored = readFileSync(path.join(uploadsDir, row.stored_name));
      expect(stored.length).toBe(row.size);
      expect(sha256(stored)).toBe(row.sha256);

      const mail = await deliveredMail(`New file from ${endpoint.title}: ${name}`);
      expect(mail.to).toEqual([endpoint.to]);
      expect(mail.headers.to).toBe(endpoint.to);
      expect(mail.headers["reply-to"]).toBeUndefined();
      expect(mail.text).toContain(`File: ${name}`);
      expect(mail.text).toContain(`Type: ${sample.type}`);
      expect(mail.text).toContain(`SHA-256: ${row.sha256}`);
    });

    it("refuses a request with no file with 400 and the spec's message", async () => {
      await expectRefused(
        () => upload(endpoint.path, null, { note: "no file here" }),
        400,
        messages.upload.noFile,
      );
    });

    it("refuses a browser form with no file chosen (an empty, nameless file part) with 400", async () => {
      await expectRefused(
        () => upload(endpoint.path, { name: "", bytes: new Uint8Array() }),
        400,
        messages.upload.noFile,
      );
    });
  });

  it("keeps the visitor's file name as data, without folders", async () => {
    const name = `Lebenslauf Müller ${tag()} (final).pdf`;
    const response = await upload("/api/upload", { name, bytes: samples.pdf.bytes });
    expect(response.status).toBe(201);
    const answer = await response.json();
    expect(answer.filename).toBe(name);
    expect((await uploadRow(answer.id)).original_name).toBe(name);

    const nested = `cv-${tag()}.txt`;
    const traversal = await upload("/upload-file", { name: `../../etc/${nested}`, bytes: samples.txt.bytes });
    expect(traversal.status).toBe(201);
    const row = await uploadRow((await traversal.json()).id);
    expect(row.original_name).toBe(nested);
    expect(existsSync(path.join(uploadsDir, row.stored_name))).toBe(true);
  });

  // A file claims a kind by its name: kept only as the kind its bytes are, and named by that kind
  // wherever staff meet it.
  const admin = siteClient(() => server.url);
  // One sign-in for every download: a second one within the same code step would wait for the next.
  let adminSession: ReturnType<typeof admin.login> | undefined;
  const signedIn = () => {
    adminSession ??= admin.login(ADMIN);
    return adminSession;
  };

  describe.each(endpoints.filter((endpoint) => endpoint.to === HR_EMAIL))("a CV on $path", (endpoint) => {
    it("refuses Asha_Resume.msi, a compound file with no WordDocument stream, with 415", async () => {
      await expectRefused(
        () => upload(endpoint.path, { name: "Asha_Resume.msi", bytes: new Uint8Array(windowsInstaller()) }),
        415,
        /^This type of file is not accepted\. Accepted files: PDF/,
      );
    });

    it.each([
      ["a PDF named Asha_CV.hta", "Asha_CV.hta", samples.pdf.bytes, "Asha_CV.hta", "Asha_CV.pdf"],
      [
        "a PDF named with a right-to-left override",
        "x\u202efdp.exe",
        samples.pdf.bytes,
        "xfdp.exe",
        "xfdp.pdf",
      ],
      [
        "a Word 97-2003 document named .msi",
        "Asha_Resume.msi",
        wordDocument(),
        "Asha_Resume.msi",
        "Asha_Resume.doc",
      ],
    ])(
      "keeps %s, without format characters, and names it by its type in the mail, on the lead page and in the download",
      async (_name, sent, bytes, kept, shown) => {
        const t = tag();
        const response = await upload(endpoint.path, { name: `${t} ${sent}`, bytes: new Uint8Array(bytes) });
        expect(response.status).toBe(201);
        const { id } = await response.json();
        const row = await uploadRow(id);
        expect(row.original_name).toBe(`${t} ${kept}`);
        expect(path.extname(row.stored_name)).toBe(path.extname(shown));

        const mail = await deliveredMail(`New file from ${endpoint.title}: ${t} ${shown}`);
        expect(mail.text).toContain(`File: ${t} ${shown}\n`);

        const session = await signedIn();
        const download = await admin.request(`/admin/uploads/${id}`, { headers: { cookie: session.cookie } });
        expect(download.status).toBe(200);
        const disposition = parseContentDisposition(download.headers.get("content-disposition") ?? "");
        expect(disposition).toEqual({ type: "attachment", parameters: { filename: `${t} ${shown}` } });
        expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));
        const page = await (
          await admin.request(`/admin/leads/${id}`, {
            headers: { cookie: session.cookie, accept: "text/html" },
          })
        ).text();
        expect(page).toContain(`${t} ${shown}`);
        expect(page).not.toContain(sent);
        for (const text of [mail.subject ?? "", mail.text, page, download.headers.get("content-disposition")])
          expect(text).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
      },
    );
  });

  it("refuses an empty file with 400", async () => {
    await expectRefused(
      () => upload("/api/upload", { name: "empty.pdf", bytes: new Uint8Array(), type: "application/pdf" }),
      400,
      "The file is empty.",
    );
  });

  it.each([
    [
      "HTML renamed .pdf",
      "cv.pdf",
      "application/pdf",
      "<!DOCTYPE html><html><body><script>alert(1)</script></body></html>",
    ],
    ["HTML after blank lines, as .txt", "notes.txt", "text/plain", "\n\n  <html><body>hi</body></html>"],
    [
      "SVG renamed .png",
      "photo.png",
      "image/png",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ],
    ["text with NUL bytes", "cv.txt", "text/plain", "name\u0000\u0001\u0002"],
    [
      "a ZIP archive",
      "cv.docx",
      "application/zip",
      Buffer.concat([Buffer.from("PK\u0003\u0004"), Buffer.alloc(60)]),
    ],
    [
      "an executable",
      "cv.pdf",
      "application/pdf",
      Buffer.concat([Buffer.from("\u007fELF\u0002\u0001\u0001"), Buffer.alloc(60)]),
    ],
    ["invalid UTF-8", "cv.txt", "text/plain", Buffer.from([0x43, 0x56, 0x0a, 0xff, 0xfe, 0xfd, 0x0a])],
  ])("refuses %s with 415 by its content", async (_name, fileName, type, content) => {
    const bytes = typeof content === "string" ? Buffer.from(content) : content;
    await expectRefused(
      () => upload("/api/upload", { name: fileName, bytes, type }),
      415,
      /^This type of file is not accepted\. Accepted files: PDF/,
    );
  });

  it.each([
    ["JSON", "application/json", JSON.stringify({ file: "cv.pdf" })],
    ["a urlencoded form", "application/x-www-form-urlencoded", "file=cv.pdf"],
    ["no content type", "", ""],
  ])("refuses %s with 415", async (_name, type, body) => {
    await expectRefused(
      () =>
        request("/api/needs/upload", {
          method: "POST",
          headers: type
            ? { "content-type": type, accept: "application/json" }
            : { accept: "application/json" },
          body: body || undefined,
        }),
      415,
      "Send the file as multipart/form-data in the field 'file'.",
    );
  });

  it("refuses a file over MAX_UPLOAD_MB with 413 by its declared length, keeping nothing", async () => {
    const bytes = Buffer.concat([samples.pdf.bytes, randomBytes(2 * 1024 * 1024)]);
    await expectRefused(
      () => upload("/api/upload", { name: "big.pdf", bytes, type: "application/pdf" }),
      413,
      "The file may be at most 1 MB.",
    );
    // The connection stays usable for the next request.
    const next = await upload("/api/upload", { name: `after-${tag()}.pdf`, bytes: samples.pdf.bytes });
    expect(next.status).toBe(201);
  });

  it("refuses a file over MAX_UPLOAD_MB with 413 while streaming it without a length, keeping nothing", async () => {
    const boundary = `----test${tag()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n",
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = randomBytes(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= 2 * 1024 * 1024) {
          controller.enqueue(tail);
          controller.close();
          return;
        }
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    await expectRefused(
      () =>
        request("/api/upload", {
          method: "POST",
          headers: {
            "content-type": `multipart/form-data; boundary=${boundary}`,
            accept: "application/json",
          },
          body,
          duplex: "half",
        } as RequestInit),
      413,
      "The file may be at most 1 MB.",
    );
  });

  it("links uploads sent with a need enquiry through uploadIds, only from the same form", async () => {
    const t = tag();
    const first = await (
      await upload("/api/needs/upload", { name: `brief-${t}.pdf`, bytes: samples.pdf.bytes })
    ).json();
    const second = await (
      await upload("/api/needs/upload", { name: `notes-${t}.txt`, bytes: samples.txt.bytes })
    ).json();
    const fromJobs = await (
      await upload("/api/upload", { name: `cv-${t}.pdf`, bytes: samples.pdf.bytes })
    ).json();

    const response = await request("/api/needs", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        selection: "WebDevelopment",
        name: `Linked ${t}`,
        mobile: "9876543210",
        email: `linked.${t}@example.com`,
        uploadIds: [first.id, second.id, fromJobs.id],
      }),
    });
    expect(response.status).toBe(201);
    const { id: enquiryId } = await response.json();

    expect((await uploadRow(first.id)).enquiry_id).toBe(enquiryId);
    expect((await uploadRow(second.id)).enquiry_id).toBe(enquiryId);
    expect((await uploadRow(fromJobs.id)).enquiry_id).toBeNull();
    const mail = await deliveredMail(`New client-need enquiry from Linked ${t}`);
    expect(mail.text).toContain("Files uploaded with it: 2");
  });

  it("links uploads listed in a browser form's uploadIds field to an online enquiry", async () => {
    const t = tag();
    const file = await (
      await upload("/api/online/upload-file", { name: `id-${t}.png`, bytes: samples.png.bytes })
    ).json();
    const response = await request("/api/online/submit-form", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        selection: "Support",
        name: `Form ${t}`,
        mobile: "9876543210",
        email: `form.${t}@example.com`,
        uploadIds: file.id,
      }),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect((await uploadRow(file.id)).enquiry_id).toBe(id);
  });

  it("links an upload sent with enquiryId to that enquiry of the same form, and to nothing else", async () => {
    const t = tag();
    const enquiry = async (pathname: string, selection: string) => {
      const response = await request(pathname, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          selection,
          name: `E ${t}`,
          mobile: "9876543210",
          email: `e.${t}@example.com`,
        }),
      });
      expect(response.status).toBe(201);
      return (await response.json()).id as string;
    };
    const onlineId = await enquiry("/api/online/submit-form", "Designer");
    const needId = await enquiry("/api/needs", "Designer");

    const name = `spec-${t}.pdf`;
    const linked = await (
      await upload("/api/online/upload-file", { name, bytes: samples.pdf.bytes }, { enquiryId: onlineId })
    ).json();
    expect((await uploadRow(linked.id)).enquiry_id).toBe(onlineId);
    const mail = await deliveredMail(`New file from the online enquiry form: ${name}`);
    expect(mail.text).toContain(`Sent with enquiry: ${onlineId}`);

    const needLinked = await (
      await upload(
        "/api/needs/upload",
        { name: `n-${t}.pdf`, bytes: samples.pdf.bytes },
        { enquiryId: needId },
      )
    ).json();
    expect((await uploadRow(needLinked.id)).enquiry_id).toBe(needId);

    for (const [pathname, enquiryId] of [
      ["/api/online/upload-file", needId],
      ["/api/needs/upload", onlineId],
      ["/api/upload", needId],
      ["/api/needs/upload", "not-an-id'; drop table uploads; --"],
    ] as const) {
      const response = await upload(
        pathname,
        { name: `x-${t}.pdf`, bytes: samples.pdf.bytes },
        { enquiryId },
      );
      expect(response.status, `${pathname} ${enquiryId}`).toBe(201);
      expect((await uploadRow((await response.json()).id)).enquiry_id).toBeNull();
    }
  });

  it("answers a filled honeypot like a success, keeping no file and sending no mail", async () => {
    const name = `bot-${tag()}.pdf`;
    const before = filesOnDisk();
    const rows = await uploadCount();
    const response = await upload(
      "/api/upload",
      { name, bytes: samples.pdf.bytes },
      { website: "https://spam.example" },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      ok: true,
      message: messages.upload.saved,
      filename: name,
      size: samples.pdf.bytes.length,
    });
    expect(await uploadCount()).toBe(rows);
    expect(filesOnDisk()).toEqual({ stored: before.stored, incoming: [] });
    const mails = await app.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("subject", "like", `%${name}`)
      .execute();
    expect(mails).toHaveLength(0);
  });

  it("answers a browser upload with the page and the message", async () => {
    const response = await upload(
      "/jobs",
      { name: `page-${tag()}.pdf`, bytes: samples.pdf.bytes },
      {},
      "text/html",
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain(messages.upload.saved);
  });

  it("refuses a cross-site upload with 403 and keeps nothing", async () => {
    const rows = await uploadCount();
    const form = new FormData();
    form.append("file", new Blob([samples.pdf.bytes]), "cv.pdf");
    const response = await request("/upload-file", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", accept: "application/json" },
      body: form,
    });
    expect(response.status).toBe(403);
    expect(await uploadCount()).toBe(rows);
  });

  it("never answered an upload with a server error", () => {
    expect(server.logs.filter((line) => /"status":5\d\d|"level":50/.test(line))).toEqual([]);
  });
});
