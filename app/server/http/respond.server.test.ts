import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";
import { answerData, fail, succeed } from "./respond.server";

/** What React Router makes of one action's answer: its status, data and headers. */
async function run(action: () => unknown) {
  const handler = createStaticHandler([{ id: "form", path: "/form", action }]);
  const context = await handler.query(
    new Request("https://www.example.in/form", { method: "POST", body: "" }),
  );
  if (context instanceof Response) throw new Error(`redirected: ${context.status}`);
  return {
    status: context.statusCode,
    body: context.actionData?.form,
    headers: Object.fromEntries(context.actionHeaders.form ?? []),
  };
}

describe("succeed", () => {
  it("answers 201 with the message by default, or the status and extras given", async () => {
    expect(await run(() => succeed("Saved."))).toEqual({
      status: 201,
      body: { ok: true, message: "Saved." },
      headers: {},
    });
    expect(await run(() => succeed("Deleted.", { id: "u1" }, 200))).toMatchObject({
      status: 200,
      body: { ok: true, message: "Deleted.", id: "u1" },
    });
  });
});

describe("answerData", () => {
  it("carries the status and body, with Retry-After only when there is a wait", async () => {
    const body = { ok: false as const, error: "Too many." };
    expect(await run(() => answerData({ status: 429, body, retryAfter: 90 }))).toEqual({
      status: 429,
      body,
      headers: { "retry-after": "90" },
    });
    expect(await run(() => answerData({ status: 202, body: { ok: true, message: "Queued." } }))).toEqual({
      status: 202,
      body: { ok: true, message: "Queued." },
      headers: {},
    });
  });
});

describe("fail", () => {
  it("answers the error with its details, fields and headers", async () => {
    expect(
      await run(() =>
        fail(400, "Check the form.", "Name is required.", { name: "Name is required." }, { "X-Why": "form" }),
      ),
    ).toEqual({
      status: 400,
      body: {
        ok: false,
        error: "Check the form.",
        details: "Name is required.",
        fields: { name: "Name is required." },
      },
      headers: { "x-why": "form" },
    });
  });
});
