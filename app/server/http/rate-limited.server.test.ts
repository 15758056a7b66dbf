import { createStaticHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import type { RateRule } from "~/server/rate-limit.server";
import { testDialects } from "../../../tests/support/databases";
import { capturedLog, type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { checkRateLimit, type RateLimitContext, refuseVerificationMail } from "./rate-limited.server";

const failed = "Your message could not be sent.";

/** One request's run of an action guarded by the rule: its status, answer and Retry-After. */
const attempt = (context: RateLimitContext, rule: RateRule) =>
  run(async () => (await checkRateLimit(context, rule, failed)) ?? "allowed");

async function run(action: () => Promise<unknown>) {
  const handler = createStaticHandler([{ id: "form", path: "/form", action }]);
  const result = await handler.query(
    new Request("https://www.example.in/form", { method: "POST", body: "" }),
  );
  if (result instanceof Response) throw new Error(`redirected: ${result.status}`);
  return {
    status: result.statusCode,
    body: result.actionData?.form,
    retryAfter: Number(result.actionHeaders.form?.get("Retry-After") ?? Number.NaN),
  };
}

describe.each(testDialects)("checkRateLimit on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const contextFor = (ip: string, factor = 1) => {
    const { log, lines } = capturedLog();
    const context = site.context(ip);
    return { context: { ...context, log, config: { ...context.config, RATE_LIMIT_FACTOR: factor } }, lines };
  };

  it("allows the rule's requests, then refuses with 429, the wait in minutes, and a warning", async () => {
    const rule = { name: `test-${tag()}`, limit: 2, windowSeconds: 90 };
    const { context, lines } = contextFor("198.51.100.7");
    expect((await attempt(context, rule)).body).toBe("allowed");
    expect((await attempt(context, rule)).body).toBe("allowed");
    const refused = await attempt(context, rule);
    expect(refused).toMatchObject({
      status: 429,
      body: { ok: false, error: failed, details: messages.generic.rateLimited(2) },
    });
    expect(refused.retryAfter).toBeGreaterThan(60);
    expect(refused.retryAfter).toBeLessThanOrEqual(90);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, msg: "rate limited", rule: rule.name, ip: "198.51.100.7" }),
    ]);
    // Another address has its own count.
    expect((await attempt(contextFor("198.51.100.8").context, rule)).body).toBe("allowed");
  });

  it("counts an IPv6 client by its /64, and IPv4 clients one by one", async () => {
    const rule = { name: `test-${tag()}`, limit: 1, windowSeconds: 600 };
    expect((await attempt(contextFor("2001:db8:15:6::1").context, rule)).body).toBe("allowed");
    // Another interface id in the same /64 is the same client.
    expect((await attempt(contextFor("2001:db8:15:6:a3f2:19c4:77e0:5d01").context, rule)).status).toBe(429);
    expect((await attempt(contextFor("2001:db8:15:7::1").context, rule)).body).toBe("allowed");
    expect((await attempt(contextFor("::ffff:198.51.100.20").context, rule)).body).toBe("allowed");
    expect((await attempt(contextFor("198.51.100.20").context, rule)).status).toBe(429);
    expect((await attempt(contextFor("198.51.100.21").context, rule)).body).toBe("allowed");
  });

  it("rounds a wait of a minute or less up to one minute", async () => {
    const rule = { name: `test-${tag()}`, limit: 1, windowSeconds: 60 };
    const { context } = contextFor("198.51.100.9");
    await attempt(context, rule);
    expect((await attempt(context, rule)).body).toMatchObject({ details: messages.generic.rateLimited(1) });
  });

  it("multiplies the limit by RATE_LIMIT_FACTOR", async () => {
    const rule = { name: `test-${tag()}`, limit: 1, windowSeconds: 600 };
    const { context } = contextFor("198.51.100.10", 3);
    for (let i = 0; i < 3; i++) expect((await attempt(context, rule)).body).toBe("allowed");
    expect((await attempt(context, rule)).status).toBe(429);
  });
});

describe("refuseVerificationMail", () => {
  it("answers 429 until the next India day, with the wait in minutes and a warning", async () => {
    const { log, lines } = capturedLog();
    const refused = await run(async () => refuseVerificationMail({ log, clientIp: "198.51.100.8" }, failed));
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(refused.body).toEqual({
      ok: false,
      error: failed,
      details: messages.generic.rateLimited(Math.ceil(refused.retryAfter / 60)),
    });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 40, msg: "verification budget spent", ip: "198.51.100.8" }),
    ]);
  });
});
