import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { testDialects } from "./databases";
import { type Endpoint, endpoints, PNG, useHostileSite } from "./hostile-site";
import { buildMultipart, type FormPart } from "./multipart";
import { tag } from "./site-client";

/**
 * Whatever body a client sends to any POST endpoint (JSON, urlencoded or multipart, generated or
 * cut at every byte), the site answers below 500, keeps serving, leaves no partly received file,
 * and stores either a whole submission or nothing. The endpoints come in three groups, each tested
 * in a file of its own (tests/system/hostile-bodies-*.test.ts) so the three run side by side.
 * Broken transport: hostile-transport.test.ts.
 */

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

const OVERSIZED = Buffer.alloc(1024 * 1024 + 1, "x");

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

/**
 * The endpoints whose body is cut at every byte offset of its file part on SQLite: one of each way
 * a body is read (a lead form, the JSON API's upload, an account form with its picture, the second
 * step of a sign-in, an admin form, the content editor's media). The others share the one body
 * reader with one of these, so every 8th offset (and the last) checks each of them.
 */
const EVERY_OFFSET = [
  "/feedback",
  "/api/upload",
  "/register",
  "/login/second-factor",
  "/admin/new-user",
  "/admin/content/profile",
];

/** The hostile-bodies tests of one group of endpoints, on each test database. */
export function describeHostileBodies(group: Endpoint["group"]) {
  const tested = endpoints.filter((endpoint) => endpoint.group === group);
  describe.each(testDialects)(`hostile bodies (${group}) on %s`, (dialect) => {
    const hostile = useHostileSite(dialect, `hostile bodies (${group})`);

    it("finds every POST endpoint in the route table, the upload and account forms among them", () => {
      const paths = endpoints.map((endpoint) => endpoint.path);
      for (const known of ["/api/upload", "/upload-file", "/register", "/edit", "/new-user", "/api/feedback"])
        expect(paths).toContain(known);
      expect(endpoints.length).toBeGreaterThanOrEqual(30);
      expect(tested.length, group).toBeGreaterThan(0);
      for (const representative of EVERY_OFFSET) expect(paths).toContain(representative);
    });

    describe.each(tested.map((endpoint) => [endpoint.path, endpoint] as const))(
      "POST %s",
      (_path, endpoint) => {
        test.prop([jsonBody], { numRuns: 12 })(
          "answers any JSON body below 500, storing nothing on a refusal",
          async (body) => {
            hostile.count("json");
            await hostile.expectHandled(endpoint, "application/json", body);
          },
        );

        test.prop([urlencodedBody], { numRuns: 8 })("answers any urlencoded body below 500", async (body) => {
          hostile.count("urlencoded");
          await hostile.expectHandled(endpoint, "application/x-www-form-urlencoded", body);
        });

        test.prop([multipartCase], { numRuns: 12 })(
          "answers any multipart body (bad boundaries, nested and duplicate parts, 100 kB part headers, cut) below 500",
          async (generated) => {
            hostile.count("multipart");
            const { contentType, body } = multipartBody(endpoint, generated);
            await hostile.expectHandled(endpoint, contentType, body);
          },
        );

        it("answers a valid multipart body cut anywhere in its file part with a 4xx, storing nothing", async () => {
          const t = tag();
          const { body, contentType, spans } = buildMultipart(`cut${t}`, [
            ...(endpoint.session === "admin" ? [{ name: "_csrf", value: hostile.admin().xsrf }] : []),
            { name: "name", value: `Asha ${t}` },
            { name: "email", value: `asha.${t}@example.com` },
            { name: "mno", value: "9876543210" },
            { name: "password", value: `Mango-${t}-tree` },
            { name: endpoint.fileField, file: { filename: "me.png", type: "image/png", bytes: PNG } },
          ]);
          const filePart = spans.at(-1) ?? { start: 0, end: 0 };
          // An action that reads no body (the PDF export, POST /home) answers an empty one as it
          // answers any other, and where a body is cut cannot matter to it: every 16th offset shows
          // that it answers them alike (each PDF costs a whole export). One endpoint of each
          // way a body is read (`EVERY_OFFSET`) gets every offset on SQLite. The body reader refuses a
          // cut body before any query, the same code for every endpoint and on either database, so
          // every 8th offset (and the last) checks the others, and PostgreSQL, at an eighth of the
          // cost.
          const probe = await hostile.client.request(endpoint.path, {
            method: "POST",
            headers: hostile.headersFor(endpoint, contentType),
            body: new Uint8Array(0),
          });
          await probe.arrayBuffer();
          const readsNoBody = probe.ok;
          const before = await hostile.counts();
          const statuses = new Set<number>();
          const stride = readsNoBody
            ? 16
            : dialect === "sqlite" && EVERY_OFFSET.includes(endpoint.path)
              ? 1
              : 8;
          const offsets = Array.from(
            { length: filePart.end - filePart.start + 1 },
            (_, index) => filePart.start + index,
          ).filter((_, index, all) => index % stride === 0 || index === all.length - 1);
          // Eight at a time: the cuts are independent of each other.
          for (let index = 0; index < offsets.length; index += 8) {
            const answers = await Promise.all(
              offsets.slice(index, index + 8).map(async (offset) => {
                const response = await hostile.client.request(endpoint.path, {
                  method: "POST",
                  headers: hostile.headersFor(endpoint, contentType),
                  body: new Uint8Array(body.subarray(0, offset)),
                });
                await response.arrayBuffer();
                return response.status;
              }),
            );
            for (const status of answers) statuses.add(status);
          }
          hostile.count("cut multipart", offsets.length);
          for (const status of statuses) expect(status, endpoint.path).toBeLessThan(500);
          // An action that reads no body answers every cut alike; any other refuses them all.
          const [only] = statuses;
          const ignoresBody = statuses.size === 1 && only !== undefined && only < 300;
          expect(ignoresBody, endpoint.path).toBe(readsNoBody);
          if (!ignoresBody)
            for (const status of statuses) expect(status, endpoint.path).toBeGreaterThanOrEqual(400);
          const { audit_log: auditedBefore, ...storedBefore } = before;
          const { audit_log: auditedAfter, ...storedAfter } = await hostile.counts();
          expect(storedAfter).toEqual(storedBefore);
          // The PDF export answers every cut alike, and each answer is a real export: audited.
          const exports = ignoresBody && endpoint.path.endsWith("/export-users-pdf") ? offsets.length : 0;
          expect(Number(auditedAfter) - Number(auditedBefore), endpoint.path).toBe(exports);
          await hostile.expectUnharmed();
        });
      },
    );

    it("keeps every stored upload and picture whole, and no file without its row", () =>
      hostile.expectFilesWhole());
  });
}
