import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { fc } from "@fast-check/vitest";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPublished, fixedContent } from "~/server/content/live.server";
import { PREVIEW_COOKIE } from "~/server/content/page-content.server";
import { securityHeaders } from "./security";
import { buildSources, staticPages } from "./static-pages";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** A chunk of loader data as React Router writes it (StreamTransfer): JSON, with <, >, & and two line breaks escaped. */
const dataChunk = (data: string) =>
  `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data).replace(
    /[&><\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )});`;

const scroll = `(() => { window.scrollTo(0, 0); })()`;
const entry = `import("/assets/entry.client-1234.js");`;
const close = "window.__reactRouterContext.streamController.close();";
/** A chunk of loader data with code beside its string. */
const smuggled = dataChunk("x").replace('"x"', '"x"+alert(4)+""');

/** A page shaped as the build's are: JSON-LD, React Router's fixed scripts, and `data` in a chunk of loader data. */
const page = (data: string, extra = "") =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">{"name":"Co"}</script></head>` +
  `<body><h1>A page</h1>${extra}<script>${scroll}</script><script type="module" async="">${entry}</script>` +
  `<script>${dataChunk(data)}</script><script>${close}</script></body></html>`;

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

// The static pages in front of a server-rendered path, as server/serve.ts puts them; the security
// headers are the real ones, and a plain handler stands in for React Router's render behind them.
describe("static pages and the build's own inline scripts", () => {
  let folder: string;
  let server: Server;
  let url: string;
  const logs: { level: number; msg: string; page?: string; sources?: string[] }[] = [];
  /** What the renderer makes of each path, for the generation being published. */
  let rendered = new Map<string, string>();
  let renders = 0;
  let generation = 0;
  const publish = (pages: [string, string][]) => {
    rendered = new Map(pages);
    generation += 1;
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "static-pages-"));
    const built = path.join(folder, "prerendered.json");
    writeFileSync(built, JSON.stringify({ "/": page("the build's content"), "/about": page("about us") }));
    const log = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          logs.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const site = { ...fixedContent(), current: () => ({ ...defaultPublished, generation }) };
    const render = async (pathname: string) => {
      renders += 1;
      const html = rendered.get(pathname);
      if (html === undefined) throw new Error(`no page at ${pathname}`);
      return html;
    };
    const app = express();
    app.use(securityHeaders({ dev: false }));
    app.use((_req, res) => {
      res.type("html").send("<p>rendered for this request</p>");
    });
    const own = buildSources(built);
    const paths = ["/", "/tampered"];
    server = createServer(staticPages({ paths, render, site, own, log, isSecure: () => false, app }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it("serves a page rendered from other content as static bytes, its data allowed by its hash, whatever the data", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 80 }),
          fc.constantFrom(
            "</script><script>alert(1)</script>",
            '"); alert(1); ("',
            "\\\"\u2028\u2029&<>'`alert(1)`",
            "<!--<script>",
          ),
        ),
        async (data) => {
          const html = page(data);
          publish([["/", html]]);
          const answer = await fetch(`${url}/`);
          const csp = answer.headers.get("content-security-policy") ?? "";
          expect(await answer.text()).toBe(html);
          expect(directive(csp, "script-src")).toEqual(
            expect.arrayContaining([
              "'self'",
              sha256(scroll),
              sha256(entry),
              sha256(dataChunk(data)),
              sha256(close),
            ]),
          );
          expect(csp).not.toContain("nonce");
          const etag = answer.headers.get("etag") ?? "";
          expect(etag).toMatch(/^"[\w-]{27}"$/);
          expect((await fetch(`${url}/`, { headers: { "if-none-match": etag } })).status).toBe(304);
        },
      ),
      { numRuns: 25 },
    );
  }, 20_000);

  it.each([
    ["a script of its own", "<script>alert(1)</script>", "alert(1)"],
    ["a script in capitals", "<SCRIPT>alert(2)</SCRIPT >", "alert(2)"],
    ["a JavaScript type", '<script type="text/javascript">alert(3)</script>', "alert(3)"],
    [
      "an import map",
      '<script type="importmap">{"imports":{"a":"/b.js"}}</script>',
      '{"imports":{"a":"/b.js"}}',
    ],
    ["code beside the data", `<script>${smuggled}</script>`, smuggled],
    ["one of the build's scripts changed", `<script>${scroll};alert(5)</script>`, `${scroll};alert(5)`],
    ["a style of its own", "<style>body{background:url(/x)}</style>", "body{background:url(/x)}"],
  ])(
    "leaves a page with %s to the server-rendered path, with a nonce, and warns once",
    async (_case, extra, script) => {
      logs.length = 0;
      publish([
        ["/", page("published content")],
        ["/tampered", page("published content", extra)],
      ]);
      const answer = await fetch(`${url}/tampered`);
      await fetch(`${url}/tampered`);
      const csp = answer.headers.get("content-security-policy") ?? "";
      expect(csp).not.toContain(sha256(script));
      expect(csp).not.toContain("sha256");
      expect(await answer.text()).toBe("<p>rendered for this request</p>");
      expect(directive(csp, "script-src")).toEqual(["'self'", expect.stringMatching(/^'nonce-[\w+/=]+'$/)]);
      // The others stay static.
      const untouched = await fetch(`${url}/`);
      expect(untouched.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
      expect(untouched.headers.get("content-security-policy")).not.toContain("nonce");
      expect(logs.filter((line) => line.level === 40)).toEqual([
        expect.objectContaining({ page: "/tampered", sources: [sha256(script)] }),
      ]);
    },
  );

  it("renders a page once per content generation, however many ask at once, and again after a publish", async () => {
    publish([["/", page("first")]]);
    const before = renders;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${url}/?from=${Math.random()}`)),
    );
    for (const answer of answers) expect(await answer.text()).toBe(page("first"));
    expect(renders - before).toBe(1);
    publish([["/", page("second")]]);
    expect(await (await fetch(`${url}/`)).text()).toBe(page("second"));
    expect(await (await fetch(`${url}/`)).text()).toBe(page("second"));
    expect(renders - before).toBe(2);
  });

  it("leaves a preview, a POST and a page that fails to render to the server-rendered path", async () => {
    logs.length = 0;
    publish([["/", page("published content")]]);
    const rendersPerRequest = [
      await fetch(`${url}/`, { headers: { cookie: `${PREVIEW_COOKIE}=1` } }),
      await fetch(`${url}/`, { method: "POST" }),
      await fetch(`${url}/tampered`),
    ];
    for (const answer of rendersPerRequest)
      expect(await answer.text()).toBe("<p>rendered for this request</p>");
    expect(await (await fetch(`${url}/`)).text()).toBe(page("published content"));
    expect(logs.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({ page: "/tampered", msg: "rendering a public page failed" }),
    ]);
  });
});
