import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { testDialects } from "../support/databases";
import { endpoints, PNG, useHostileSite } from "../support/hostile-site";
import { buildMultipart } from "../support/multipart";
import { type RawExchange, rawPost, sendRaw } from "../support/raw-http";
import { tag } from "../support/site-client";

/**
 * Broken transport to every POST endpoint: a multipart part cut short, lying Content-Lengths,
 * aborted and trickled bodies. The site answers below 500 (or not at all to a body its client
 * aborted), keeps serving, and stores nothing of a body that never arrived whole. Hostile body
 * contents: hostile-bodies-*.test.ts.
 */

describe.each(testDialects)("hostile transport on %s", (dialect) => {
  const hostile = useHostileSite(dialect, "hostile transport");

  it.each(endpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    "answers the reported 150-byte request (a PDF part cut short) to %s with 400 (415 where multipart is refused), and keeps serving",
    async (_path, endpoint) => {
      const reported = Buffer.from(
        `--XyZ\r\nContent-Disposition: form-data; name="${endpoint.fileField}"; filename="cv.pdf"\r\n` +
          "Content-Type: application/pdf\r\n\r\n%PDF-1.4 partial",
      );
      const post = (body: Buffer) =>
        hostile.client.request(endpoint.path, {
          method: "POST",
          headers: hostile.headersFor(endpoint, "multipart/form-data; boundary=XyZ"),
          body: new Uint8Array(body),
        });
      const response = await post(reported);
      // An action that reads no body at all (the PDF export, POST /home) answers an empty one alike;
      // one that takes no multipart body (the page-view beacon) refuses its type before reading it.
      const empty = await post(Buffer.alloc(0));
      if (empty.ok) expect(response.status).toBeLessThan(500);
      else expect(response.status, await response.text()).toBe(empty.status === 415 ? 415 : 400);
      await hostile.expectUnharmed();
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

  test.prop([fc.array(transportCase, { minLength: 60, maxLength: 60 })], {
    numRuns: 1,
    endOnFailure: true,
  })(
    "answers lying Content-Lengths, aborted and trickled bodies below 500, or not at all for an aborted one",
    async (cases) => {
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
          const headers = { ...hostile.headersFor(endpoint, contentType) };
          const url = hostile.site().server.url;
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
      hostile.count("transport", cases.length);
      for (const { endpoint, lie, statuses } of results)
        for (const status of statuses) expect(status, `${endpoint.path} ${lie}`).toBeLessThan(500);
      // A body cut off by its client is never stored, not even in part.
      expect(results.some((result) => result.lie === "abort")).toBe(true);
      const { db } = hostile.site().app;
      expect(
        await db.selectFrom("uploads").select("id").where("original_name", "like", "abort-%").execute(),
      ).toEqual([]);
      expect(
        await db.selectFrom("not_found_reports").select("id").where("path", "like", "/abort-%").execute(),
      ).toEqual([]);
      await hostile.expectUnharmed();
    },
    60_000,
  );

  it("keeps every stored upload and picture whole, and no file without its row", () =>
    hostile.expectFilesWhole());
});
