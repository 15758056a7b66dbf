import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildMultipart } from "../../../tests/support/multipart";
import { readForm, refusal, refuse } from "./form.server";
import { FIELDS_BYTES, incomingDir } from "./multipart.server";

const schema = z.object({
  name: z.string().min(1, "Name is required."),
  age: z.coerce.number().int().min(1, "Age must be positive."),
});

const post = (body: BodyInit | null, type?: string, headers: Record<string, string> = {}) =>
  new Request("http://site.test/form", {
    method: "POST",
    body,
    headers: { ...(type ? { "content-type": type } : {}), ...headers },
    duplex: "half",
  } as RequestInit);

const json = (value: unknown) => post(JSON.stringify(value), "application/json");

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "form-reader-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const waiting = async () => readdir(incomingDir(dir)).catch(() => []);

describe("readForm", () => {
  it("reads JSON, an HTML form and multipart fields into the same value", async () => {
    const expected = { ok: true, value: { name: "Asha", age: 30 }, part: null };
    expect(await readForm(json({ name: "Asha", age: "30" }), schema)).toMatchObject(expected);
    const urlencoded = post("name=Asha&age=30", "application/x-www-form-urlencoded; charset=utf-8");
    expect(await readForm(urlencoded, schema)).toMatchObject(expected);
    const form = new FormData();
    form.set("name", "Asha");
    form.set("age", "30");
    expect(
      await readForm(new Request("http://site.test/form", { method: "POST", body: form }), schema),
    ).toMatchObject(expected);
  });

  it("joins a repeated form field with commas, as the checkboxes send it", async () => {
    const read = await readForm(
      post("ids=a&ids=b&ids=c", "application/x-www-form-urlencoded"),
      z.looseObject({}),
    );
    expect(read.ok && read.value).toEqual({ ids: "a,b,c" });
  });

  it("names each refusal with a code, its status and the reason", async () => {
    const cases: [Request, string, number, RegExp][] = [
      [post("name=x", "text/plain"), "unsupported", 415, /JSON .* or an HTML form/],
      [post("name=x", undefined), "unsupported", 415, /JSON/],
      [post("{", "application/json"), "malformed", 400, /not valid JSON/],
      [json([1, 2]), "malformed", 400, /must be an object/],
      [json("text"), "malformed", 400, /must be an object/],
      [json(null), "malformed", 400, /must be an object/],
      [post("x".repeat(64 * 1024 + 1), "application/json"), "too-large", 413, /at most 65536 bytes/],
      [
        post("{}", "application/json", { "content-length": String(10 * 1024 * 1024) }),
        "too-large",
        413,
        /at most/,
      ],
      [post("--x\r\nbroken", "multipart/form-data; boundary=x"), "malformed", 400, /./],
      [post("a", "multipart/form-data"), "malformed", 400, /boundary/],
    ];
    for (const [request, code, status, details] of cases) {
      const read = await readForm(request, schema);
      expect(read.ok).toBe(false);
      if (read.ok) continue;
      expect({ code: read.code, status: read.status }).toEqual({ code, status });
      expect(read.details).toMatch(details);
    }
  });

  it("answers invalid fields with one message each and keeps what was sent", async () => {
    const read = await readForm(json({ name: "", age: "0", extra: "kept" }), schema);
    expect(read).toMatchObject({
      ok: false,
      code: "invalid",
      status: 400,
      fields: { name: "Name is required.", age: "Age must be positive." },
      details: "Name is required. Age must be positive.",
      values: { name: "", age: "0", extra: "kept" },
    });
  });

  it("keeps a multipart form's file under .incoming for the caller, hashed and measured", async () => {
    const bytes = Buffer.from("%PDF-1.4 a small file");
    const { body, contentType } = buildMultipart("b0und", [
      { name: "name", value: "Asha" },
      { name: "age", value: "30" },
      { name: "cv", file: { filename: "../../cv.pdf", type: "application/pdf", bytes } },
    ]);
    const read = await readForm(post(new Uint8Array(body), contentType), schema, {
      file: { name: "cv", dir, maxBytes: 1024 },
    });
    if (!read.ok || !read.part) throw new Error(`not read: ${JSON.stringify(read)}`);
    expect(read.part).toMatchObject({ originalName: "cv.pdf", size: bytes.length, text: true });
    expect(await readFile(read.part.path)).toEqual(bytes);
    await rm(read.part.path);
  });

  it("removes the received file when the fields are invalid, too large, or refused by authorize", async () => {
    const file = { filename: "cv.pdf", type: "application/pdf", bytes: Buffer.alloc(2048, 65) };
    const options = { file: { name: "cv", dir, maxBytes: 1024 } };
    const invalid = buildMultipart("b", [
      { name: "cv", file: { ...file, bytes: Buffer.alloc(10, 65) } },
      { name: "name", value: "" },
    ]);
    expect(
      await readForm(post(new Uint8Array(invalid.body), invalid.contentType), schema, options),
    ).toMatchObject({
      code: "invalid",
    });
    const large = buildMultipart("b", [{ name: "cv", file }]);
    expect(
      await readForm(post(new Uint8Array(large.body), large.contentType), schema, options),
    ).toMatchObject({
      code: "too-large",
      details: expect.stringMatching(/^The file may be at most/),
    });
    const small = buildMultipart("b", [
      { name: "name", value: "Asha" },
      { name: "age", value: "3" },
      { name: "cv", file: { ...file, bytes: Buffer.alloc(10, 65) } },
    ]);
    const refused = new Response("no", { status: 403 });
    await expect(
      readForm(post(new Uint8Array(small.body), small.contentType), schema, {
        ...options,
        authorize: () => {
          throw refused;
        },
      }),
    ).rejects.toBe(refused);
    expect(await waiting()).toEqual([]);
  });

  it("refuses a field longer than the fields' limit", async () => {
    const { body, contentType } = buildMultipart("b", [
      { name: "name", value: "x".repeat(FIELDS_BYTES + 1) },
    ]);
    expect(await readForm(post(new Uint8Array(body), contentType), schema)).toMatchObject({
      code: "too-large",
      status: 413,
    });
  });

  it("never throws on whatever body and content type arrive, and refuses with a 4xx code", async () => {
    const types = fc.constantFrom(
      "application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=b",
      "multipart/form-data",
      "text/plain",
      "",
    );
    await fc.assert(
      fc.asyncProperty(types, fc.uint8Array({ maxLength: 600 }), async (type, bytes) => {
        const read = await readForm(post(bytes, type || undefined), schema, {
          file: { name: "cv", dir, maxBytes: 256 },
        });
        if (read.ok) {
          if (read.part) await rm(read.part.path);
          return;
        }
        expect([400, 408, 413, 415]).toContain(read.status);
        expect(read.details.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
    expect(await waiting()).toEqual([]);
  });
});

describe("readForm's media types", () => {
  it("reads a content type in any case, with parameters and spaces", async () => {
    const expected = { ok: true, value: { name: "Asha", age: 30 } };
    expect(
      await readForm(post('{"name":"Asha","age":30}', " APPLICATION/JSON ; charset=utf-8"), schema),
    ).toMatchObject(expected);
    expect(
      await readForm(post("name=Asha&age=30", "Application/X-WWW-Form-Urlencoded"), schema),
    ).toMatchObject(expected);
  });

  it("lets authorize see the fields as sent, before the schema", async () => {
    const seen: unknown[] = [];
    const read = await readForm(json({ name: "", age: "x", token: "t1" }), schema, {
      authorize: (values) => seen.push(values),
    });
    expect(seen).toEqual([{ name: "", age: "x", token: "t1" }]);
    expect(read).toMatchObject({ ok: false, code: "invalid" });
  });
});

describe("refusal and refuse", () => {
  it("name each status's code and keep what was read", () => {
    expect(refusal(408, "Stalled.")).toEqual({
      ok: false,
      code: "timeout",
      status: 408,
      details: "Stalled.",
      values: {},
      fields: undefined,
    });
    expect(refusal(415, "No.", { q: "x" }, { file: "Not a PDF." })).toEqual({
      ok: false,
      code: "unsupported",
      status: 415,
      details: "No.",
      values: { q: "x" },
      fields: { file: "Not a PDF." },
    });
    expect([refusal(400, "").code, refusal(413, "").code]).toEqual(["malformed", "too-large"]);
  });

  it("turns a refusal into the action's failure under its own message", () => {
    const answer = refuse("Could not save.", refusal(413, "Too big.", {}, { cv: "Too big." }));
    expect(answer.init).toMatchObject({ status: 413 });
    expect(answer.data).toEqual({
      ok: false,
      error: "Could not save.",
      details: "Too big.",
      fields: { cv: "Too big." },
    });
  });
});
