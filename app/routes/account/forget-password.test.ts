import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { authenticate } from "~/server/accounts/accounts.server";
import { issueToken, tokenIsValid } from "~/server/auth/tokens.server";
import { rateRules } from "~/server/rate-limit.server";
import { testDialects } from "../../../tests/support/databases";
import {
  actionArgs,
  answerOf,
  type InProcessSite,
  insertUser,
  openInProcessSite,
} from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { action } from "./forget-password";

const url = "https://www.example.in/forget-password";

/** The form's POST as a script sends it. */
const post = (body: unknown) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });

// The reset form's action, called in process as React Router calls it.
describe.each(testDialects)("the /forget-password action on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const submit = async (request: Request, clientIp: string) =>
    answerOf(await action(actionArgs(request, "/forget-password", site.context(clientIp))));

  it(`refuses the ${rateRules.passwordReset.limit + 1}th try from one address with 429 and Retry-After, before looking at it`, async () => {
    const email = `reset.${tag()}@example.in`;
    const userId = await insertUser(site.app.db, { email });
    const link = await issueToken(site.app.db, userId, "reset-password");
    const guesser = "198.51.100.20";
    for (let guess = 0; guess < rateRules.passwordReset.limit; guess++) {
      const made = { token: randomBytes(32).toString("base64url"), password: `Guess-${guess}-password` };
      expect((await submit(post(made), guesser)).status).toBe(400);
    }

    const refused = await submit(post({ token: link, password: "Chosen-1-password" }), guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(rateRules.passwordReset.windowSeconds);
    expect(refused.body).toEqual({
      ok: false,
      error: messages.account.passwordNotChanged,
      details: messages.generic.rateLimited(Math.ceil(Number(refused.retryAfter) / 60)),
    });
    expect(await tokenIsValid(site.app.db, link, "reset-password")).toBe(true);
    expect(await authenticate(site.app.db, email, "Chosen-1-password")).toBeNull();

    const other = await submit(post({ token: link, password: "Chosen-1-password" }), "198.51.100.21");
    expect(other).toMatchObject({
      status: 200,
      body: { ok: true, message: messages.account.passwordChanged, passkeys: [] },
    });
  });
});
