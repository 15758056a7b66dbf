import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenPurpose } from "~/server/db/schema.server";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { hashPassword } from "../auth/passwords.server";
import { issueToken, tokenIsValid } from "../auth/tokens.server";
import { authenticate, resetPassword } from "./accounts.server";

// Setting a password with a mailed link, in process on a real database.
describe.each(testDialects)("password links on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const db = () => site.app.db;

  it("refuses a made-up token before hashing the new password: it costs less than half a hash", async () => {
    /** The fastest of `runs` calls, in ms: the cost of the work itself, whatever else the machine does. */
    const fastest = async (runs: number, work: (n: number) => Promise<unknown>) => {
      let best = Number.POSITIVE_INFINITY;
      for (let n = 0; n < runs; n++) {
        const started = performance.now();
        await work(n);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const oneHash = await fastest(5, (n) => hashPassword(`Timing-${n}-password`));
    const madeUp = await fastest(10, async (n) => {
      const token = randomBytes(32).toString("base64url");
      expect(await resetPassword(db(), token, `New-${n}-password`)).toBe(false);
    });
    expect(madeUp).toBeLessThan(oneHash / 2);
  });

  it.each([
    ["reset-password", "set-password"],
    ["set-password", "reset-password"],
  ] as const satisfies [TokenPurpose, TokenPurpose][])(
    "a password set with a %s link voids the account's %s link, not its verification link nor others' links",
    async (used, other) => {
      const email = `links.${tag()}@example.in`;
      const userId = await insertUser(db(), { email });
      const otherLink = await issueToken(db(), userId, other);
      const verifyLink = await issueToken(db(), userId, "verify-email");
      const usedLink = await issueToken(db(), userId, used);

      expect(await resetPassword(db(), usedLink, "Chosen-1-password")).toBe(true);
      expect(await tokenIsValid(db(), otherLink, other)).toBe(false);
      expect(await resetPassword(db(), otherLink, "Stolen-2-password")).toBe(false);
      expect(await authenticate(db(), email, "Chosen-1-password")).not.toBeNull();
      expect(await tokenIsValid(db(), verifyLink, "verify-email")).toBe(true);

      // Someone else's links are not touched.
      const neighbour = await insertUser(db(), { email: `neighbour.${tag()}@example.in` });
      const neighbourLink = await issueToken(db(), neighbour, other);
      expect(await resetPassword(db(), await issueToken(db(), userId, used), "Chosen-3-password")).toBe(true);
      expect(await tokenIsValid(db(), neighbourLink, other)).toBe(true);
    },
  );
});
