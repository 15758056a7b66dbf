import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fc, test } from "@fast-check/vitest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import type { TableName } from "~/server/db/schema.server";
import { rowCounts, tableNames } from "~/server/db/tables.server";
import { leadEndpoints } from "~/server/leads/lead-forms.server";
import { testDialects } from "../support/databases";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";
import { buildMultipart, type FormPart } from "../support/multipart";
import { type RawExchange, rawPost, sendRaw } from "../support/raw-http";
import { addressOf, hasAction, routeTable } from "../support/route-table";
import { ADMIN, type Session, sessionOf, siteClient, tag } from "../support/site-client";

/**
 * Whatever a client sends to any POST endpoint, the site answers with a status below 500, keeps
 * serving, leaves no partly received file, and stores either a whole submission or nothing.
 */

interface Endpoint {
  path: string;
  /**
   * The session it is sent with: admin pages and the profile edit read their body only for a
   * signed-in admin (POST /home answers only then), the second step of a sign-in only for a sign-in
   * waiting for it.
   */
  session: "admin" | "pending" | "none";
  /** The field its file goes in: account and admin forms take a picture, lead forms a file. */
  fileField: "image" | "file";
}

const endpoints: Endpoint[] = [];
for (const entry of routeTable) {
  if (!(await hasAction(entry))) continue;
  const signedIn =
    entry.file.startsWith("routes/admin/") ||
    entry.file === "routes/account/edit.tsx" ||
    entry.file === "routes/account/profile.tsx";
  const session = signedIn ? "admin" : entry.file === "routes/account/second-factor.tsx" ? "pending" : "none";
  const fileField = entry.file.startsWith("routes/leads/") ? "file" : "image";
  endpoints.push({ path: addressOf(entry.path ?? ""), session, fileField });
}

/** Field names the forms read, so generated bodies often get past the first checks. */
const FIELD_NAMES = [
  "name",
  "email",
  "mno",
  "mobile",
  "password",
  "message",
  "selection",
  "courseSelection",
  "description",
  "path",
  "referrer",
  "token",
  "redirectTo",
  "ids",
  "id",
  "action",
  "verified",
  "q",
  "page",
  "uploadIds",
  "enquiryId",
  HONEYPOT_FIELD,
];

const PNG = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#1d4ed8" } })
  .png()
  .toBuffer();

const OVERSIZED = Buffer.alloc(1024 * 1024 + 1, "x");

/** The whole run's case count per kind, for the report at the end. */
const casesRun: Record<string, number> = {};
const count = (kind: string, cases = 1) => {
  casesRun[kind] = (casesRun[kind] ?? 0) + cases;
};

// Values that look like what the forms want, next to anything at all.
const fieldValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.emailAddress(),
  fc.stringMatching(/^\+?[0-9 ]{7,15}$/),
  fc.constantFrom(
    "WebDevelopment",
    "/fuzz",
    "on",
    "1",
    "0",
    "<script>alert(1)</script>",
    "=cmd|'/c calc'!A1",
  ),
  fc.constant("x".repeat(70 * 1024)),
);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  fc.string({ maxLength: 12 }),
);
const formFields = fc.dictionary(fieldName, fieldValue, { maxKeys: 8 });

const jsonValue = fc.oneof(
  { weight: 3, arbitrary: fieldValue },
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);
const jsonBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fieldName, jsonValue, { maxKeys: 8 }).map((value) => JSON.stringify(value)),
  },
  fc.jsonValue().map((value) => JSON.stringify(value)),
  // Cut short, or not JSON at all.
  fc.tuple(fc.dictionary(fieldName, jsonValue, { maxKeys: 4 }), fc.nat()).map(([value, at]) => {
    const text = JSON.stringify(value);
    return text.slice(0, at % Math.max(1, text.length));
  }),
  fc.string({ maxLength: 60 }),
);
const urlencodedBody = fc.oneof(
  { weight: 3, arbitrary: formFields.map((fields) => new URLSearchParams(fields).toString()) },
  fc.string({ maxLength: 80 }),
  fc.constantFrom("%", "a=%zz&b", "=&=&", "a=1&a=2&a=3"),
);

const BROKEN = [
  "none",
  "wrong-boundary",
  "no-boundary",
  "empty-boundary",
  "nested",
  "duplicate",
  "huge-header",
  "cut",
  "garbage-after",
  "no-closing",
  "oversized-file",
] as const;

const boundaryText = fc.stringMatching(/^[A-Za-z0-9'()+_,.:=?-]{1,70}$/);
const multipartCase = fc.record({
  boundary: boundaryText,
  fields: formFields,
  withFile: fc.boolean(),
  broken: fc.constantFrom(...BROKEN),
  at: fc.nat(),
});

type MultipartCase = typeof multipartCase extends fc.Arbitrary<infer T> ? T : never;

/** A multipart body built from a generated case, broken the way the case says. */
function multipartBody(
  endpoint: Endpoint,
  { boundary, fields, withFile, broken, at }: MultipartCase,
): { contentType: string; body: Buffer } {
  const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const file = { filename: "me.png", type: "image/png", bytes: PNG };
  if (withFile) parts.push({ name: endpoint.fileField, file });
  if (broken === "duplicate") parts.push(...parts.slice(0, 2), { name: endpoint.fileField, file });
  // Over MAX_UPLOAD_MB (1 in these tests), so the reader stops in the middle of the part.
  if (broken === "oversized-file")
    parts.push({ name: endpoint.fileField, file: { ...file, bytes: Buffer.concat([PNG, OVERSIZED]) } });
  if (broken === "huge-header")
    parts.unshift({ name: "name", value: "x", extraHeaders: [`X-Padding: ${"p".repeat(100 * 1024)}`] });
  if (broken === "nested") {
    const inner = buildMultipart(`${boundary}-inner`, parts);
    parts.unshift({
      name: "nested",
      value: inner.body.toString("latin1"),
      extraHeaders: [`Content-Type: ${inner.contentType}`],
    });
  }
  const built = buildMultipart(boundary, parts);
  const body = built.body;
  switch (broken) {
    case "wrong-boundary":
      return { contentType: `multipart/form-data; boundary=x${boundary}`, body };
    case "no-boundary":
      return { contentType: "multipart/form-data", body };
    case "empty-boundary":
      return { contentType: 'multipart/form-data; boundary=""', body };
    case "cut":
      return { contentType: built.contentType, body: body.subarray(0, at % body.length) };
    case "garbage-after":
      return { contentType: built.contentType, body: Buffer.concat([body, Buffer.from("\x00garbage--")]) };
    case "no-closing":
      return { contentType: built.contentType, body: body.subarray(0, body.length - boundary.length - 6) };
    default:
      return { contentType: built.contentType, body };
  }
}

/** Every file below a folder, with its path relative to it. */
function filesBelow(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return names.filter((name) => statSync(path.join(dir, name)).isFile());
}

describe.each(testDialects)("hostile requests on %s", (dialect) => {
  let site: LeadSite;
  let admin: Session;
  /** A sign-in of the admin's that waits for its second step (the password was right). */
  let pending: Session;
  let tables: TableName[];
  const client = siteClient(() => site.server.url);

  beforeAll(async () => {
    site = await startLeadSite(dialect, { RATE_LIMIT_FACTOR: "1000000", MAX_UPLOAD_MB: "1" });
    admin = await client.login(ADMIN);
    const halfSignedIn = await client.postJson("/login", { email: ADMIN.email, password: ADMIN.password });
    expect(halfSignedIn.status).toBe(202);
    pending = sessionOf(halfSignedIn);
    tables = (await tableNames(site.app.db)).filter((table) => table !== "rate_limits");
  }, 60_000);

  afterAll(async () => {
    process.stdout.write(`hostile requests on ${dialect}: ${JSON.stringify(casesRun)}\n`);
    for (const kind of Object.keys(casesRun)) delete casesRun[kind];
    await stopLeadSite(site);
  });

  const headersFor = (endpoint: Endpoint, contentType: string): Record<string, string> => ({
    "content-type": contentType,
    accept: "application/json",
    ...(endpoint.session === "admin" ? client.as(admin) : {}),
    ...(endpoint.session === "pending" ? { cookie: pending.cookie } : {}),
  });

  const counts = () => rowCounts(site.app.db, tables);

  /** Sends one body with fetch and checks the answer: below 500, and nothing stored on a refusal. */
  async function expectHandled(endpoint: Endpoint, contentType: string, body: Buffer | string) {
    const logsBefore = site.server.logs.length;
    const before = await counts();
    const response = await client.request(endpoint.path, {
      method: "POST",
      headers: headersFor(endpoint, contentType),
      body: typeof body === "string" ? body : new Uint8Array(body),
    });
    const text = await response.text();
    expect(response.status, `${endpoint.path}: ${text.slice(0, 300)}`).toBeLessThan(500);
    if (response.status >= 400) expect(await counts(), endpoint.path).toEqual(before);
    expect(partFiles(), endpoint.path).toEqual([]);
    expect(faults(logsBefore), endpoint.path).toEqual([]);
  }

  const partFiles = () => filesBelow(site.database.dataDir).filter((name) => name.endsWith(".part"));

  /** The site after a batch of cases: still the same processes, healthy, with no partly received file. */
  /** What the server logged (from line `from` on) of an error nothing handled, or of a worker that ended. */
  const faults = (from = 0) =>
    site.server.logs
      .slice(from)
      .filter((line) => /worker \d+ (was killed|exited|stopped)|"level":60/.test(line));

  async function expectUnharmed() {
    expect(site.server.process.exitCode).toBeNull();
    expect(faults()).toEqual([]);
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);
    await expect.poll(partFiles, { timeout: 15_000 }).toEqual([]);
  }

  it("finds every POST endpoint in the route table, the upload and account forms among them", () => {
    const paths = endpoints.map((endpoint) => endpoint.path);
    for (const known of ["/api/upload", "/upload-file", "/register", "/edit", "/new-user", "/api/feedback"])
      expect(paths).toContain(known);
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
  });

  it.each(endpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    "answers the reported 150-byte request (a PDF part cut short) to %s with 400, and keeps serving",
    async (_path, endpoint) => {
      const reported = Buffer.from(
        `--XyZ\r\nContent-Disposition: form-data; name="${endpoint.fileField}"; filename="cv.pdf"\r\n` +
          "Content-Type: application/pdf\r\n\r\n%PDF-1.4 partial",
      );
      const post = (body: Buffer) =>
        client.request(endpoint.path, {
          method: "POST",
          headers: headersFor(endpoint, "multipart/form-data; boundary=XyZ"),
          body: new Uint8Array(body),
        });
      const response = await post(reported);
      // An action that reads no body at all (the PDF export, POST /home) answers an empty one alike.
      const ignoresBody = (await post(Buffer.alloc(0))).ok;
      if (ignoresBody) expect(response.status).toBeLessThan(500);
      else expect(response.status, await response.text()).toBe(400);
      await expectUnharmed();
    },
  );

  describe.each(endpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    "POST %s",
    (_path, endpoint) => {
      test.prop([jsonBody], { numRuns: 12 })(
        "answers any JSON body below 500, storing nothing on a refusal",
        async (body) => {
          count("json");
          await expectHandled(endpoint, "application/json", body);
        },
      );

      test.prop([urlencodedBody], { numRuns: 8 })("answers any urlencoded body below 500", async (body) => {
        count("urlencoded");
        await expectHandled(endpoint, "application/x-www-form-urlencoded", body);
      });

      test.prop([multipartCase], { numRuns: 12 })(
        "answers any multipart body (bad boundaries, nested and duplicate parts, 100 kB part headers, cut) below 500",
        async (generated) => {
          count("multipart");
          const { contentType, body } = multipartBody(endpoint, generated);
          await expectHandled(endpoint, contentType, body);
        },
      );

      it("answers a valid multipart body cut at every byte offset of its file part with a 4xx, storing nothing", async () => {
        const t = tag();
        const { body, contentType, spans } = buildMultipart(`cut${t}`, [
          ...(endpoint.session === "admin" ? [{ name: "_csrf", value: admin.xsrf }] : []),
          { name: "name", value: `Asha ${t}` },
          { name: "email", value: `asha.${t}@example.com` },
          { name: "mno", value: "9876543210" },
          { name: "password", value: `Mango-${t}-tree` },
          { name: endpoint.fileField, file: { filename: "me.png", type: "image/png", bytes: PNG } },
        ]);
        const filePart = spans.at(-1) ?? { start: 0, end: 0 };
        // An action that reads no body (the PDF export, POST /home) answers an empty one as it
        // answers any other, and where a body is cut cannot matter to it: every 16th offset shows
        // that it answers them alike (each PDF costs a whole export). Any other gets every offset.
        const probe = await client.request(endpoint.path, {
          method: "POST",
          headers: headersFor(endpoint, contentType),
          body: new Uint8Array(0),
        });
        await probe.arrayBuffer();
        const readsNoBody = probe.ok;
        const before = await counts();
        const statuses = new Set<number>();
        const offsets = Array.from(
          { length: filePart.end - filePart.start + 1 },
          (_, index) => filePart.start + index,
        ).filter((_, index, all) => !readsNoBody || index % 16 === 0 || index === all.length - 1);
        // Eight at a time: the cuts are independent of each other.
        for (let index = 0; index < offsets.length; index += 8) {
          const answers = await Promise.all(
            offsets.slice(index, index + 8).map(async (offset) => {
              const response = await client.request(endpoint.path, {
                method: "POST",
                headers: headersFor(endpoint, contentType),
                body: new Uint8Array(body.subarray(0, offset)),
              });
              await response.arrayBuffer();
              return response.status;
            }),
          );
          for (const status of answers) statuses.add(status);
        }
        count("cut multipart", offsets.length);
        for (const status of statuses) expect(status, endpoint.path).toBeLessThan(500);
        // An action that reads no body answers every cut alike; any other refuses them all.
        const [only] = statuses;
        const ignoresBody = statuses.size === 1 && only !== undefined && only < 300;
        expect(ignoresBody, endpoint.path).toBe(readsNoBody);
        if (!ignoresBody)
          for (const status of statuses) expect(status, endpoint.path).toBeGreaterThanOrEqual(400);
        const { audit_log: auditedBefore, ...storedBefore } = before;
        const { audit_log: auditedAfter, ...storedAfter } = await counts();
        expect(storedAfter).toEqual(storedBefore);
        // The PDF export answers every cut alike, and each answer is a real export: audited.
        const exports = ignoresBody && endpoint.path.endsWith("/export-users-pdf") ? offsets.length : 0;
        expect(Number(auditedAfter) - Number(auditedBefore), endpoint.path).toBe(exports);
        await expectUnharmed();
      });
    },
  );

  const LIES = ["longer", "shorter", "abort", "trickle"] as const;

  // Each case sends its bytes over a socket of its own; they run side by side, since the slow ones
  // (a body that never ends waits out the idle limit) take seconds each.
  const transportCase = fc.record({
    endpoint: fc.constantFrom(...endpoints),
    kind: fc.constantFrom("json", "multipart"),
    lie: fc.constantFrom(...LIES),
    at: fc.nat(),
    by: fc.integer({ min: 1, max: 64 }),
  });

  // The lead forms' JSON endpoints have a reader of their own, before Express (server/lead-api.ts):
  // every lie reaches each of them, whatever the random cases above pick.
  const leanCases = fc.tuple(
    ...endpoints
      .filter((endpoint) => leadEndpoints.has(endpoint.path))
      .flatMap((endpoint) =>
        LIES.map((lie) =>
          fc.record({
            endpoint: fc.constant(endpoint),
            kind: fc.constant("json" as const),
            lie: fc.constant(lie),
            at: fc.nat(),
            by: fc.integer({ min: 1, max: 64 }),
          }),
        ),
      ),
  );

  test.prop([fc.array(transportCase, { minLength: 60, maxLength: 60 }), leanCases], {
    numRuns: 1,
    endOnFailure: true,
  })(
    "answers lying Content-Lengths, aborted and trickled bodies below 500, or not at all for an aborted one",
    async (randomCases, leadCases) => {
      expect(leadCases).toHaveLength(leadEndpoints.size * LIES.length);
      const cases = [...randomCases, ...leadCases];
      const results = await Promise.all(
        cases.map(async ({ endpoint, kind, lie, at, by }) => {
          // Named after the case, so a stored trace of an aborted body would be found below.
          const name = `${lie}-${tag()}`;
          const { contentType, body } =
            kind === "json"
              ? { contentType: "application/json", body: Buffer.from(JSON.stringify({ path: `/${name}` })) }
              : buildMultipart(`b${name}`, [
                  {
                    name: endpoint.fileField,
                    file: { filename: `${name}.png`, type: "image/png", bytes: PNG },
                  },
                ]);
          const headers = { ...headersFor(endpoint, contentType) };
          const url = site.server.url;
          let exchange: RawExchange;
          if (lie === "longer") {
            const request = rawPost(
              url,
              endpoint.path,
              { ...headers, "content-length": String(body.length + by) },
              body,
            );
            exchange = await sendRaw(url, request, { timeoutMs: 20_000 });
            expect(exchange.statuses, `${endpoint.path} longer`).toHaveLength(1);
          } else if (lie === "shorter") {
            const declared = Math.max(0, body.length - by);
            const request = rawPost(
              url,
              endpoint.path,
              { ...headers, "content-length": String(declared) },
              body,
            );
            exchange = await sendRaw(url, request);
            expect(exchange.statuses.length, `${endpoint.path} shorter`).toBeGreaterThanOrEqual(1);
          } else if (lie === "abort") {
            const request = rawPost(url, endpoint.path, headers, body);
            const headEnd = request.length - body.length;
            exchange = await sendRaw(url, request, { abortAfter: headEnd + (at % body.length) });
          } else {
            // The body one byte a second, up to eight of its bytes, then the rest at once.
            const request = rawPost(url, endpoint.path, headers, body);
            const headEnd = request.length - body.length;
            exchange = await sendRaw(url, request, {
              trickle: { from: headEnd, bytes: 1 + (at % 8), everyMs: 1000 },
            });
            expect(exchange.statuses, `${endpoint.path} trickled`).toHaveLength(1);
          }
          return { endpoint, lie, statuses: exchange.statuses };
        }),
      );
      count("transport", cases.length);
      for (const { endpoint, lie, statuses } of results)
        for (const status of statuses) expect(status, `${endpoint.path} ${lie}`).toBeLessThan(500);
      // A body cut off by its client is never stored, not even in part.
      expect(results.some((result) => result.lie === "abort")).toBe(true);
      const { db } = site.app;
      expect(
        await db.selectFrom("uploads").select("id").where("original_name", "like", "abort-%").execute(),
      ).toEqual([]);
      expect(
        await db.selectFrom("not_found_reports").select("id").where("path", "like", "/abort-%").execute(),
      ).toEqual([]);
      await expectUnharmed();
    },
    60_000,
  );

  it("keeps every stored upload and picture whole, and no file without its row", async () => {
    const uploads = await site.app.db
      .selectFrom("uploads")
      .select(["stored_name", "size", "sha256"])
      .execute();
    const uploadsDir = path.join(site.database.dataDir, "uploads");
    const onDisk = filesBelow(uploadsDir);
    expect(onDisk.sort()).toEqual(uploads.map((row) => row.stored_name).sort());
    for (const row of uploads) {
      const bytes = readFileSync(path.join(uploadsDir, row.stored_name));
      expect(bytes.length).toBe(row.size);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(row.sha256);
    }
    const images = await site.app.db
      .selectFrom("users")
      .select("image")
      .where("image", "is not", null)
      .execute();
    const pictures = filesBelow(path.join(site.database.dataDir, "user-images"));
    const owners = new Set(images.map((row) => row.image));
    for (const file of pictures)
      expect(owners.has(file.split(/-(?:200|50|print)\./)[0] ?? ""), file).toBe(true);
    await expectUnharmed();
  });
});
