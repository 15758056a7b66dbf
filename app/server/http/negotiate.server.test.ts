import { createStaticHandler, data, type EntryContext, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { actionJson, wantsJson } from "./negotiate.server";

const failed = { ok: false, error: messages.generic.failed };

/** Routes whose actions answer the ways real ones do: returned or thrown data, responses, errors. */
const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    children: [
      {
        id: "created",
        path: "created",
        action: () => data({ ok: true, message: "Saved." }, { status: 201 }),
      },
      {
        id: "refused",
        path: "refused",
        action: () => {
          throw data({ ok: false, error: "Taken.", details: "That email is in use." }, { status: 409 });
        },
      },
      {
        id: "forbidden",
        path: "forbidden",
        action: () => {
          throw new Response("nope", { status: 403, statusText: "Forbidden" });
        },
      },
      {
        id: "json-result",
        path: "json-result",
        action: () => {
          throw Response.json({ ok: false, error: "Sign in first." }, { status: 401 });
        },
      },
      {
        id: "json-other",
        path: "json-other",
        action: () => {
          throw Response.json({ message: "not a result" }, { status: 401 });
        },
      },
      {
        id: "json-null",
        path: "json-null",
        action: () => {
          throw Response.json(null, { status: 400, statusText: "Bad Request" });
        },
      },
      {
        id: "json-text",
        path: "json-text",
        action: () => {
          throw Response.json("ok", { status: 400, statusText: "Bad Request" });
        },
      },
      {
        id: "crash",
        path: "crash",
        action: () => {
          throw new Error("database down");
        },
      },
      { id: "silent", path: "silent", action: () => undefined },
      { id: "page", path: "page", loader: () => ({ title: "Page" }) },
    ],
  },
]);

/** The JSON answer for a request to one of those routes, from React Router's own context. */
async function answer(pathname: string, method = "POST", headers = new Headers()) {
  const context = await handler.query(
    new Request(`https://www.example.in${pathname}`, { method, body: method === "POST" ? "{}" : undefined }),
  );
  if (context instanceof Response) throw new Error(`redirected: ${context.status}`);
  const entry = { staticHandlerContext: context satisfies StaticHandlerContext } as EntryContext;
  const response = actionJson(entry, headers);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.json() };
}

describe("actionJson", () => {
  it("answers what the action returned, with its status, as UTF-8 JSON", async () => {
    expect(await answer("/created")).toEqual({
      status: 201,
      type: "application/json; charset=utf-8",
      body: { ok: true, message: "Saved." },
    });
  });

  it("keeps the headers already set for the answer", async () => {
    const headers = new Headers({ "Retry-After": "60", "Content-Type": "text/html" });
    await answer("/created", "POST", headers);
    expect(headers.get("retry-after")).toBe("60");
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("answers a thrown action result as it is, with its status", async () => {
    expect(await answer("/refused")).toMatchObject({
      status: 409,
      body: { ok: false, error: "Taken.", details: "That email is in use." },
    });
    expect(await answer("/json-result")).toMatchObject({
      status: 401,
      body: { ok: false, error: "Sign in first." },
    });
  });

  it("names other thrown responses by their status text, or as a failure", async () => {
    expect(await answer("/forbidden")).toMatchObject({
      status: 403,
      body: { ok: false, error: "Forbidden" },
    });
    expect(await answer("/json-null")).toMatchObject({
      status: 400,
      body: { ok: false, error: "Bad Request" },
    });
    expect(await answer("/json-text")).toMatchObject({
      status: 400,
      body: { ok: false, error: "Bad Request" },
    });
    expect(await answer("/json-other")).toMatchObject({ status: 401, body: failed });
    expect(await answer("/missing")).toMatchObject({ status: 404, body: { ok: false, error: "Not Found" } });
  });

  it("tells nothing of a crash, and answers a failure when there is no result", async () => {
    expect(await answer("/crash")).toMatchObject({ status: 500, body: failed });
    expect(await answer("/silent")).toMatchObject({ status: 200, body: failed });
    expect(await answer("/page", "GET")).toMatchObject({ status: 200, body: failed });
  });
});

describe("wantsJson", () => {
  const request = (method: string, headers: Record<string, string>) =>
    new Request("https://www.example.in/x", { method, headers, body: method === "GET" ? undefined : "{}" });

  it.each([
    ["POST", { accept: "application/json, TEXT/HTML" }, false],
    ["POST", { accept: "Text/Html;q=0.9, application/json" }, false],
    ["POST", { "content-type": "text/plain; note=application/json" }, false],
    ["PUT", { "content-type": "application/json" }, true],
    ["PATCH", { accept: "application/problem+json, application/json" }, true],
  ] as const)("%s with %j: %s", (method, headers, expected) => {
    expect(wantsJson(request(method, headers))).toBe(expected);
  });
});
