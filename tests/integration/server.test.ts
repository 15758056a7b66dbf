import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultCourses } from "~/content/courses";
import { sitePages } from "~/content/site-pages";
import { coursePath } from "~/lib/course-paths";
import { messages } from "~/lib/messages";
import { openDatabase } from "~/server/db/database.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/databases";
import { npmRun } from "../support/operations";
import { type RunningServer, startServer } from "../support/server";

describe.each(testDialects)("server on %s", (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      APP_URL: "https://www.example.in",
      COMPANY_EMAIL: "hello@example.in",
      HR_EMAIL: "jobs@example.in",
    });
  });

  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
    await database?.drop();
  });

  const get = (pathname: string, init?: RequestInit) => fetch(new URL(pathname, server.url), init);
  const postJson = (pathname: string, body: unknown) =>
    get(pathname, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("serves the home page with the header", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain("Technology Soln.");
    expect(html).toContain("Job&#x27;s Career");
    expect(html).toContain("client upload");
  });

  it.runIf(dialect === "sqlite")("keeps its data in the SQLite file under DATA_DIR", () => {
    expect(existsSync(path.join(database.dataDir, "app.db"))).toBe(true);
  });

  const directivesOf = (csp: string) =>
    Object.fromEntries(
      csp.split(";").map((directive) => {
        const [name = "", ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );

  /** The inline scripts a browser would run, and the inline styles, of a page. */
  const inlineElements = (html: string) => {
    const all = [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)].filter(
      ([, , , text]) => text,
    );
    const runs = (attributes: string) => !/\btype="(?!module"|text\/javascript")/.test(attributes);
    return {
      scripts: all.filter(([, tag, attributes = ""]) => tag === "script" && runs(attributes)),
      styles: all.filter(([, tag]) => tag === "style"),
    };
  };
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("sends the security headers on a server-rendered page, with a nonce that matches its scripts", async () => {
    const response = await get("/feedback");
    const csp = response.headers.get("content-security-policy") ?? "";
    const directives = directivesOf(csp);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directives["script-src"]).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directives["style-src"]).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(directives["base-uri"]).toEqual(["'none'"]);
    expect(csp).not.toContain("unsafe-inline");
    for (const name of ["default-src", "img-src", "font-src", "media-src", "connect-src", "form-action"])
      expect(directives[name], name).toEqual(name === "img-src" ? ["'self'", "data:"] : ["'self'"]);
    expect(Object.keys(directives)).toHaveLength(11);
    // The other headers helmet 8 set by default, kept as they were when it went.
    const others = {
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    };
    expect(Object.fromEntries(Object.keys(others).map((name) => [name, response.headers.get(name)]))).toEqual(
      others,
    );
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(response.headers.get("strict-transport-security")).toBeNull();

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    // The stylesheet is a file of its own, cached for good; nothing is styled inline.
    const stylesheet = /<link [^>]*rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"[^>]*>/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    expect(html).not.toContain("<style");
    const css = await get(stylesheet ?? "");
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(css.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("gives every server-rendered response a different nonce", async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (await get("/feedback")).headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1],
      ),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it("allows a prerendered page's inline scripts by their hashes, and nothing else inline", async () => {
    for (const pathname of ["/", "/services", "/artica2"]) {
      const response = await get(pathname);
      const csp = response.headers.get("content-security-policy") ?? "";
      const directives = directivesOf(csp);
      const html = await response.text();
      const { scripts, styles } = inlineElements(html);
      // The page script alone: these pages only show (docs/decisions/017).
      expect(scripts.length, pathname).toBe(1);
      expect(directives["script-src"]?.[0]).toBe("'self'");
      expect(new Set(directives["script-src"]?.slice(1))).toEqual(
        new Set(scripts.map(([, , , text = ""]) => sha256(text))),
      );
      // No inline style at all: the stylesheet is a file from 'self'.
      expect(styles, pathname).toEqual([]);
      expect(directives["style-src"]).toEqual(["'self'"]);
      for (const name of ["default-src", "img-src", "font-src", "connect-src", "form-action"])
        expect(directives[name], name).toEqual(name === "img-src" ? ["'self'", "data:"] : ["'self'"]);
      for (const name of ["frame-ancestors", "object-src", "base-uri"])
        expect(directives[name], name).toEqual(["'none'"]);
      expect(csp).not.toMatch(/unsafe|nonce/);
      expect(html).not.toContain("nonce=");
    }
  });

  it("preloads no modules in the head of any page, and loads the client entry from the body of pages React hydrates only", async () => {
    const hydrated = ["/login/passkey"];
    for (const pathname of [
      "/",
      "/services",
      "/login",
      "/register",
      "/online-course",
      "/need",
      ...hydrated,
    ]) {
      const html = await (await get(pathname)).text();
      const [headPart = "", bodyPart = ""] = html.split("</head>");
      expect(headPart, pathname).not.toContain("modulepreload");
      expect(headPart, pathname).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
      const entry = /import\("\/assets\/entry\.client-[\w-]+\.js"\)/;
      if (hydrated.includes(pathname)) expect(bodyPart, pathname).toMatch(entry);
      else expect(bodyPart, pathname).not.toMatch(entry);
    }
  });

  it("sends a prerendered page with the same security headers as a server-rendered one, bar the CSP's sources", async () => {
    const fixed = await get("/services");
    const rendered = await get("/feedback");
    const comparable = (response: Response) =>
      Object.fromEntries(
        [...response.headers]
          .filter(
            ([name]) =>
              ![
                "date",
                "etag",
                "x-request-id",
                "content-length",
                "content-type",
                "cache-control",
                "vary",
                "keep-alive",
                "connection",
                "transfer-encoding",
                "content-encoding",
              ].includes(name),
          )
          .map(([name, value]) => [
            name,
            name === "content-security-policy" ? value.replace(/ '(nonce|sha256)-[^']+'/g, "") : value,
          ]),
      );
    expect(comparable(fixed)).toEqual(comparable(rendered));
    expect(fixed.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const given = await get("/services", { headers: { "x-request-id": "nginx-7f3a" } });
    expect(given.headers.get("x-request-id")).toBe("nginx-7f3a");
  });

  it("sends a prerendered page as the same bytes every time, with an ETag, 304 when unchanged, and HEAD", async () => {
    const plain = { headers: { "accept-encoding": "identity" } };
    const [first, second] = await Promise.all([get("/services", plain), get("/services", plain)]);
    const body = await first.text();
    expect(await second.text()).toBe(body);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.get("etag")).toBe(etag);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(first.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));

    const unchanged = await get("/services", { headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(unchanged.headers.get("etag")).toBe(etag);
    const changed = await get("/services", { headers: { "if-none-match": '"something-else"' } });
    expect(changed.status).toBe(200);

    const head = await get("/services", { method: "HEAD", ...plain });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(await head.text()).toBe("");
    // A query string names the same page.
    expect(await (await get("/services?utm_source=mail", plain)).text()).toBe(body);
  });

  /** The response's bytes as sent: fetch would undo the compression these tests look at. */
  const rawGet = (pathname: string, encoding: string) =>
    new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.get(
        new URL(pathname, server.url),
        { headers: { "accept-encoding": encoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on("error", reject);
    });

  it("sends a prerendered page gzip- or brotli-compressed as the client accepts, the same bytes inside", async () => {
    const raw = (encoding: string) => rawGet("/services", encoding);
    const identity = await raw("identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    const gzipped = await raw("gzip, deflate");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).equals(identity.body)).toBe(true);
    expect(gzipped.body.length).toBeLessThan(identity.body.length / 3);
    expect((await raw("br, gzip")).headers["content-encoding"]).toBe("br");
    const brotli = await raw("gzip, br");
    expect(brotliDecompressSync(brotli.body).equals(identity.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(gzipped.body.length);
    expect((await raw("br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");
    expect((await raw("br;q=0, gzip;q=0")).headers["content-encoding"]).toBeUndefined();
  });

  it("compresses pages and caches hashed assets for good", async () => {
    const page = await get("/", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    await page.text();
    // A page with forms: the pages that only show load no script file.
    const asset = /\/assets\/[\w.-]+\.js/.exec(await (await get("/feedback")).text())?.[0];
    expect(asset).toBeDefined();
    const script = await get(asset ?? "");
    expect(script.status).toBe(200);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("content-type")).toMatch(/javascript/);
  });

  it("sends a script or stylesheet as compressed at build: brotli, else gzip, else as it is, for any Accept-Encoding", async () => {
    const assets = path.resolve("build/client/assets");
    const names = readdirSync(assets);
    for (const name of [
      names.find((file) => /^framework-[\w-]+\.js$/.test(file)),
      names.find((file) => /^app-[\w-]+\.css$/.test(file)),
      // React Router's route manifest, written after the client build.
      names.find((file) => /^manifest-[\w-]+\.js$/.test(file)),
    ]) {
      expect(name).toBeDefined();
      const file = path.join(assets, name ?? "");
      const plain = readFileSync(file);
      const url = `/assets/${name}`;

      const brotli = await rawGet(url, "gzip, deflate, br, zstd");
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.body.equals(readFileSync(`${file}.br`))).toBe(true);
      expect(brotliDecompressSync(brotli.body).equals(plain)).toBe(true);
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers["content-type"]).toMatch(
        name?.endsWith(".css") ? /^text\/css/ : /^text\/javascript/,
      );
      expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // A file's own protections, without the document's policies it would carry on every chunk.
      expect(brotli.headers["x-content-type-options"]).toBe("nosniff");
      expect(brotli.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(brotli.headers["content-security-policy"]).toBeUndefined();

      const gzipped = await rawGet(url, "gzip");
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzipped.body).equals(plain)).toBe(true);
      expect(brotli.body.length).toBeLessThan(gzipped.body.length);
      expect((await rawGet(url, "br;q=0, gzip")).headers["content-encoding"]).toBe("gzip");

      const identity = await rawGet(url, "identity");
      expect(identity.headers["content-encoding"]).toBeUndefined();
      expect(identity.body.equals(plain)).toBe(true);
    }

    const framework = names.find((file) => /^framework-[\w-]+\.js$/.test(file)) ?? "";
    const plain = readFileSync(path.join(assets, framework));
    const decoders: Record<string, (body: Buffer) => Buffer> = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      deflate: inflateSync,
    };
    const decoded = ({ headers, body }: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
      decoders[String(headers["content-encoding"])]?.(body) ?? body;
    const token = fc.constantFrom("br", "gzip", "deflate", "zstd", "identity", "*", "x-gzip", "BR", "q", "");
    const weight = fc.constantFrom("", ";q=0", ";q=0.0", ";q=1", ";q=0.5", ";q=", "; q=0", ";;");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(token, weight), { maxLength: 5 }), async (parts) => {
        const answer = await rawGet(`/assets/${framework}`, parts.map((part) => part.join("")).join(", "));
        expect(answer.status).toBe(200);
        expect(decoded(answer).equals(plain)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("exports the prerendered pages for nginx: the same bytes, compressed copies, and the same headers", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "site-pages-"));
    try {
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: database.dataDir,
        APP_URL: "https://www.example.in",
        COMPANY_EMAIL: "hello@example.in",
        HR_EMAIL: "jobs@example.in",
      };
      const result = await npmRun("export-pages", ["--to", folder], env);
      expect(result.code, result.output).toBe(0);
      const served = await get("/services", { headers: { "accept-encoding": "identity" } });
      const html = readFileSync(path.join(folder, "services.html"));
      expect(html.equals(Buffer.from(await served.arrayBuffer()))).toBe(true);
      expect(gunzipSync(readFileSync(path.join(folder, "services.html.gz"))).equals(html)).toBe(true);
      expect(brotliDecompressSync(readFileSync(path.join(folder, "services.html.br"))).equals(html)).toBe(
        true,
      );
      expect(readFileSync(path.join(folder, "index.html"), "utf8")).toContain("https://www.example.in/");
      const conf = readFileSync(path.join(folder, "pages.conf"), "utf8");
      const services = conf.slice(conf.indexOf("location = /services {"));
      const block = services.slice(0, services.indexOf("}\n") + 1);
      expect(block).toContain(
        `add_header Content-Security-Policy "${served.headers.get("content-security-policy")}" always;`,
      );
      expect(block).toContain(
        'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
      );
      expect(block).toContain("try_files /services.html @site;");
      const locations = [...conf.matchAll(/^location = (\S+) \{$/gm)].map((match) => match[1]);
      expect(locations.sort()).toEqual(
        Object.keys(JSON.parse(readFileSync("build/prerendered.json", "utf8"))).sort(),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("serves prerendered pages with this deployment's settings filled in", async () => {
    const response = await get("/artica2");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<link rel="canonical" href="https://www.example.in/artica2rout"/>');
    expect(html).toContain("hello@example.in");
    expect(html).not.toMatch(/prerender\.invalid|0PRERENDER0/);
  });

  it("tells crawlers where the sitemap is and what is private", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const robots = await response.text();
    expect(robots).toContain("Sitemap: https://www.example.in/sitemap.xml");
    expect(robots).toContain("Disallow: /admin");
  });

  it("lists every public page at its canonical address in /sitemap.xml", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      [
        ...sitePages.map((page) => page.path),
        ...defaultCourses.courses.map((course) => coursePath(course.key)),
      ].map((path) => `https://www.example.in${path}`),
    );
    for (const page of sitePages) expect((await get(page.path)).status, page.path).toBe(200);
  });

  it("prerenders every public content page; the lead forms and the privacy notice render per request", () => {
    const prerendered = Object.keys(JSON.parse(readFileSync("build/prerendered.json", "utf8")));
    const forms = ["/feedback", "/need", "/online", "/online-course", "/jobs", "/file-upload"];
    // The privacy notice states the server's LEAD_RETENTION_DAYS, which the build cannot know (decision
    // 053); the course list, the seats left.
    const perRequest = [...forms, "/privacy", "/courses"];
    const content = sitePages.map((page) => page.path).filter((path) => !perRequest.includes(path));
    expect(content).toHaveLength(sitePages.length - perRequest.length);
    expect(prerendered).toEqual(expect.arrayContaining(content));
    for (const path of perRequest) expect(prerendered).not.toContain(path);
    expect(prerendered).toEqual(expect.arrayContaining(["/artica2", "/nav", "/nav1"]));
    expect(prerendered).not.toContain("/not-found");
  });

  it("describes the company for search engines (JSON-LD)", async () => {
    const html = await (await get("/")).text();
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(json ?? "{}")).toMatchObject({
      "@type": "Organization",
      url: "https://www.example.in/",
      email: "hello@example.in",
      address: { "@type": "PostalAddress", addressLocality: "Mumbai", addressCountry: "IN" },
      contactPoint: { "@type": "ContactPoint", email: "hello@example.in" },
    });
  });

  it("answers /healthz with 200 while the database answers", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true });
  });

  it("renders unknown paths as the not-found screen with status 404", async () => {
    const response = await get("/no/such/page?x=1");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain("/no/such/page");
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("serves the technology logo sprite", async () => {
    const response = await get("/technology-logos.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await response.text();
    for (const id of ["angular", "nodedotjs", "python", "react"]) expect(svg).toContain(`<symbol id="${id}"`);
  });

  describe("POST /not-found", () => {
    it("records a report sent as JSON and answers 201 with the spec's message", async () => {
      const response = await postJson("/not-found", {
        path: "/old-page",
        referrer: "https://example.com/links",
      });
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
      const body = await response.json();
      expect(body).toEqual({ ok: true, message: messages.notFound.saved, id: expect.any(String) });

      const { db } = openDatabase(database.url);
      try {
        const row = await db
          .selectFrom("not_found_reports")
          .selectAll()
          .where("id", "=", body.id)
          .executeTakeFirst();
        expect(row).toMatchObject({
          path: "/old-page",
          referrer: "https://example.com/links",
          status: "new",
        });
      } finally {
        await db.destroy();
      }
    });

    it("records a report from a plain browser form and answers with the page", async () => {
      const response = await get("/not-found", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: new URLSearchParams({ path: "/from-form", referrer: "" }),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain(messages.notFound.saved);
    });

    it("answers JSON to a form post that asks for JSON", async () => {
      const response = await get("/not-found", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({ path: "/accepts-json" }),
      });
      expect(response.status).toBe(201);
      expect((await response.json()).ok).toBe(true);
    });

    it.each([
      ["malformed JSON", '{"path": "/x"', 400, "The body is not valid JSON."],
      ["a JSON array", '["/x"]', 400, "The JSON body must be an object."],
      ["a missing path", "{}", 400, "The path is required."],
      ["an empty path", '{"path": "   "}', 400, "The path is required."],
      ["a path that is not text", '{"path": 42}', 400, undefined],
      ["an oversized path", JSON.stringify({ path: `/${"a".repeat(3000)}` }), 400, "The path is too long."],
    ])("refuses %s with 400 and the failure message", async (_name, body, status, details) => {
      const response = await get("/not-found", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status).toBe(status);
      const answer = await response.json();
      expect(answer.ok).toBe(false);
      expect(answer.error).toBe(messages.notFound.failed);
      if (details) expect(answer.details).toBe(details);
    });

    it("refuses a body over 64 KiB with 413, also when sent without a length", async () => {
      const huge = JSON.stringify({ path: "/x", referrer: "r".repeat(70_000) });
      const declared = await postJson("/not-found", JSON.parse(huge));
      expect(declared.status).toBe(413);
      const streamed = await get("/not-found", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(huge));
            controller.close();
          },
        }),
        duplex: "half",
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect((await streamed.json()).error).toBe(messages.notFound.failed);
    });

    it("refuses other content types with 415", async () => {
      const response = await get("/not-found", {
        method: "POST",
        headers: { "content-type": "text/plain", accept: "application/json" },
        body: "path=/x",
      });
      expect(response.status).toBe(415);
    });

    it("keeps hostile text as text", async () => {
      const hostile = "/<script>alert(1)</script>";
      const response = await get("/not-found", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ path: hostile }),
      });
      expect(response.status).toBe(201);
      const page = await get(`/x${encodeURIComponent("<script>alert(1)</script>")}`);
      const html = await page.text();
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    });
  });

  it("answers a cross-site form post with 403", async () => {
    const response = await get("/not-found", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      },
      body: new URLSearchParams({ path: "/x" }),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  });

  it("logs one line per request with its status and duration", async () => {
    await get("/healthz?log-check");
    const line = await vi.waitFor(() => {
      const found = server.logs.find((entry) => entry.includes("/healthz?log-check"));
      if (!found) throw new Error("not logged yet");
      return found;
    });
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      req: { method: "GET", url: "/healthz?log-check" },
      res: { status: 200 },
      responseTime: expect.any(Number),
    });
  });
});

describe("start-up", () => {
  it("with nothing set, serves on the default port and creates data/app.db in the working folder", async (context) => {
    const database = await createTestDatabase("sqlite");
    try {
      const server = await startServer({ PORT: "" }, database.dataDir).catch((error) => {
        // Port 3000 may be taken on a developer's machine: report the test as skipped, not passed.
        if (/EADDRINUSE/.test(String(error))) context.skip("port 3000 is in use");
        throw error;
      });
      try {
        expect(server.url).toBe("http://127.0.0.1:3000");
        expect((await fetch(`${server.url}/`)).status).toBe(200);
        expect(readdirSync(path.join(database.dataDir, "data"))).toContain("app.db");
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      await database.drop();
    }
  });

  it("refuses, in one line and with exit code 1, a database a release older than 1.1.0 left", async () => {
    const database = await createTestDatabase("sqlite");
    const { db } = openDatabase(database.url);
    await sql`create table kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(
      db,
    );
    await sql`insert into kysely_migration values ('0001-initial', '2026-01-01T00:00:00.000Z')`.execute(db);
    await db.destroy();
    try {
      const failure = await startServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir }).then(
        () => "started",
        (error: Error) => error.message,
      );
      expect(failure).toContain(
        "This database was last changed by a release older than 1.1.0 (migration 0001-initial): start release 1.1.0 on it once, then this one.",
      );
      expect(failure).toContain("server exited with 1");
      expect(failure).not.toMatch(/\n\s+at /);
    } finally {
      await database.drop();
    }
  });

  it("refuses a bad environment with one line naming the variable, and exit code 1", async () => {
    const failure = await startServer({ PORT: "not-a-port" }).then(
      () => "started",
      (error: Error) => error.message,
    );
    expect(failure).toContain("Invalid configuration: PORT");
    expect(failure).toContain('(got "not-a-port")');
    expect(failure).toContain("server exited with 1");
    expect(failure).not.toMatch(/\n\s+at /);
  });

  it.each([
    [
      "0.0.0.0/0",
      /TRUST_PROXY must name the proxies, not a range of clients: 0\.0\.0\.0\/0 is wider than an IPv4 \/8/,
    ],
    [
      "0.0.0.0/1,128.0.0.0/1",
      /TRUST_PROXY must name the proxies, not a range of clients: 0\.0\.0\.0\/1 is wider/,
    ],
    ["4", /TRUST_PROXY must count at most 3 proxies in front/],
    [
      "true",
      /Invalid configuration: TRUST_PROXY must not be true, .* use the number of proxies in front \(1 behind one nginx\) or the proxy's address/,
    ],
  ])(
    "refuses TRUST_PROXY=%s at start in one line, exit code 1, before any worker starts",
    async (value, why) => {
      const database = await createTestDatabase("sqlite");
      try {
        const failure = await startServer({
          TRUST_PROXY: value,
          DATABASE_URL: database.url,
          DATA_DIR: database.dataDir,
        }).then(
          async (server) => {
            await server.stop();
            return "started";
          },
          (error: Error) => error.message,
        );
        expect(failure).toContain("server exited with 1");
        const lines = failure.split("\n").filter((line) => line.includes("TRUST_PROXY"));
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(why);
        expect(lines[0]).toContain(`(got "${value}")`);
        // Refused by the start's own check: no worker ever began, so none was replaced.
        expect(failure).not.toMatch(/worker|\n\s+at /);
      } finally {
        await database.drop();
      }
    },
  );
});
